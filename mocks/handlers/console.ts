/**
 * The console group (decision 0006, record 0041): the bar-scene game under /api/gatetown (the
 * envelope; refusals are HTTP 400 with the server's message in the request's language), the model
 * proxies under /api/token in the providers' own shapes (bearer key; errors as ProviderError), and
 * ComfyUI's /comfyui/prompt (its own shape; the render runs over the image socket, mocks/ws/).
 *
 * The provider operations check the body themselves (bodyValidation "resolver") so that a bad body
 * answers 400 in the provider's shape rather than the envelope.
 */
import { HttpResponse, type HttpHandler } from "msw";
import { operationSchemas } from "@/generated/schemas";
import { badRequest, defineOperation, ok, type Answer } from "../core/operation";
import type { OperationId } from "@/generated/operations";
import { isRefused, type Refused } from "../domains/console/refusals";
import {
  createRoom,
  endChat,
  endGame,
  joinRoom,
  performAction,
  playGame,
  roomStatus,
  roomUsers,
  setRole,
  startChat,
  startGame,
  userChat,
} from "../domains/console/rooms";
import {
  bearerOf,
  isLiveKey,
  keyError,
  providerError,
  type Provider,
} from "../domains/console/providers";
import {
  chatCompletion,
  claudeMessage,
  imagesOf,
  isAudioFile,
  MAX_IMAGES,
  readImage,
  transcribe,
  VISION_MODEL,
  type ImageFacts,
} from "../domains/console/models";
import { speakSilentMp3, speakWav, wavSeconds } from "../domains/console/audio";
import { randomHex } from "../core/random";
import { costOf, MODEL_IDS } from "../domains/console/billing";
import { consumedToday, findAccountByKey, isAccountLive } from "../domains/creator/queries";
import { recordUsage } from "../domains/creator/transitions";
import type { IncentiveAccountRecord } from "../db/creator";
import type { MockState } from "../core/state";
import { isWorkflowError, queueRender, readWorkflow } from "../domains/console/render";
import type { Language } from "../domains/console/text";

const refuse = (refusal: Refused, language: Language) => badRequest(refusal.refused[language]);

/** A JSON answer in a provider's shape with its status (errors, and answers checked by hand). */
const providerAnswer = (status: number, body: unknown) => ({
  response: HttpResponse.json(body as Record<string, unknown>, { status }),
});

// ── the game (/api/gatetown) ────────────────────────────────────────────────────────────────

const getUid = defineOperation("getUid", async ({ state }) => {
  const { room, player } = await createRoom(state);
  return ok({ uid: player.uid, room_id: room.room_id });
});

const joinRoomOp = defineOperation("joinRoom", async ({ body, state, language }) => {
  const player = await joinRoom(state, body.room_id);
  return isRefused(player) ? refuse(player, language) : ok({ uid: player.uid });
});

const setRoleOp = defineOperation("setRole", async ({ body, state, language }) => {
  const refused = await setRole(state, body);
  return refused ? refuse(refused, language) : ok({});
});

const startGameOp = defineOperation("startGame", async ({ body, state, language }) => {
  const refused = await startGame(state, body);
  return refused ? refuse(refused, language) : ok({});
});

const getRoomStatus = defineOperation(
  "getRoomStatus",
  ({ body, state, language }) => {
    const status = roomStatus(state, body.room_id);
    return isRefused(status) ? refuse(status, language) : ok({ status });
  },
  { readOnly: true },
);

const getRoomUsers = defineOperation(
  "getRoomUsers",
  ({ body, state, language }) => {
    const users = roomUsers(state, body.room_id);
    return isRefused(users) ? refuse(users, language) : ok({ users });
  },
  { readOnly: true },
);

const startChatOp = defineOperation("startChat", async ({ body, state, language }) => {
  const dialogue = await startChat(state, body);
  return isRefused(dialogue)
    ? refuse(dialogue, language)
    : ok({ dialogue_id: dialogue.dialogue_id });
});

const userChatOp = defineOperation("userChat", async ({ body, state, language }) => {
  const feeds = await userChat(state, body, language);
  return isRefused(feeds) ? refuse(feeds, language) : ok({ feeds });
});

const endChatOp = defineOperation("endChat", async ({ body, state, language }) => {
  const refused = await endChat(state, body);
  return refused ? refuse(refused, language) : ok({});
});

const gameAction = defineOperation("gameAction", async ({ body, state, language }) => {
  const feeds = await performAction(state, body, language);
  return isRefused(feeds) ? refuse(feeds, language) : ok({ feeds });
});

const playGameOp = defineOperation("playGame", async ({ body, state, language }) => {
  const feeds = await playGame(state, body, language);
  return isRefused(feeds) ? refuse(feeds, language) : ok({ feeds });
});

const endGameOp = defineOperation("endGame", async ({ body, state, language }) => {
  const results = await endGame(state, body, language);
  return isRefused(results) ? refuse(results, language) : ok({ results });
});

// ── the model proxies (/api/token, the providers' shapes) ───────────────────────────────────

/**
 * The bearer key's check: a missing or unknown key answers 401; a creator-programme project's key
 * must be live (approved, not expired, balance left: else 401 / 429) and under its daily limit
 * when that is on (else 429). Answers the refusal, or the project to bill (none for the
 * console's own key).
 */
function checkKey(
  provider: Provider,
  request: Request,
  state: MockState,
): { refusal: Answer<OperationId> } | { project: IncentiveAccountRecord | undefined } {
  const key = bearerOf(request);
  if (!key || !isLiveKey(state, key))
    return { refusal: providerAnswer(401, keyError(provider, key)) };
  const project = findAccountByKey(state.db, key);
  if (!project) return { project };
  const now = state.now();
  const kind = (openai: string, anthropic: string) =>
    provider === "anthropic" ? anthropic : openai;
  if (!isAccountLive(state.db, project, now)) {
    return project.balance > 0
      ? {
          refusal: providerAnswer(
            401,
            providerError(
              provider,
              "The key's project is not in a live programme period.",
              kind("invalid_request_error", "authentication_error"),
              { code: "key_expired" },
            ),
          ),
        }
      : {
          refusal: providerAnswer(
            429,
            providerError(
              provider,
              "The project's balance is used up.",
              kind("insufficient_quota", "rate_limit_error"),
              { code: "insufficient_quota" },
            ),
          ),
        };
  }
  if (
    project.limit_turn_on &&
    consumedToday(state.db, project.project_id, now) >= project.day_limit
  ) {
    return {
      refusal: providerAnswer(
        429,
        providerError(
          provider,
          "The project's daily limit is reached.",
          kind("rate_limit_exceeded", "rate_limit_error"),
          { code: "daily_limit_reached" },
        ),
      ),
    };
  }
  return { project };
}

/** Bills an answered request to the key's project (record 0024's recordUsage). */
async function bill(
  state: MockState,
  project: IncentiveAccountRecord | undefined,
  usage: { model: string; units: number; requestId: string },
): Promise<void> {
  const modelId = MODEL_IDS[usage.model];
  if (!project || modelId === undefined) return;
  await recordUsage(state.db, project, {
    modelId,
    amount: costOf(usage.model, usage.units),
    requestId: usage.requestId,
    at: state.now(),
  });
  state.onChange?.();
}

/** A multipart file part (a File of whichever implementation the runtime has). */
const isUploadedFile = (value: unknown): value is File =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as File).arrayBuffer === "function" &&
  typeof (value as File).name === "string";

const invalidBody = (provider: Provider, issues: string[]) =>
  providerAnswer(400, providerError(provider, `Invalid request: ${issues.join("; ")}`));

const createChatCompletion = defineOperation(
  "createChatCompletion",
  async ({ body, bodyIssues, state, request, now }) => {
    const access = checkKey("openai", request, state);
    if ("refusal" in access) return access.refusal;
    if (bodyIssues.length > 0) return invalidBody("openai", bodyIssues);
    const perMessage = body.messages.map((m) => imagesOf([m]).length);
    if (perMessage.some((n) => n > 0) && body.model !== VISION_MODEL) {
      return providerAnswer(
        400,
        providerError(
          "openai",
          `Model ${body.model} does not support image input; use ${VISION_MODEL}.`,
          "invalid_request_error",
          {
            param: "messages",
            code: "model_not_supports_images",
          },
        ),
      );
    }
    if (perMessage.some((n) => n > MAX_IMAGES)) {
      return providerAnswer(
        400,
        providerError(
          "openai",
          `A message may carry at most ${MAX_IMAGES} images.`,
          "invalid_request_error",
          {
            param: "messages",
          },
        ),
      );
    }
    const images: ImageFacts[] = [];
    for (const url of imagesOf(body.messages)) {
      const facts = readImage(url);
      if ("problem" in facts) {
        return providerAnswer(
          400,
          providerError("openai", facts.problem, "invalid_request_error", {
            param: "messages",
            code: "invalid_image",
          }),
        );
      }
      images.push(facts);
    }
    const answer = chatCompletion(body, images, now);
    await bill(state, access.project, {
      model: body.model,
      units: (answer.usage?.total_tokens ?? 0) / 1000,
      requestId: answer.id,
    });
    return ok(answer);
  },
  { bodyValidation: "resolver" },
);

const createClaudeMessage = defineOperation(
  "createClaudeMessage",
  async ({ body, bodyIssues, state, request }) => {
    const access = checkKey("anthropic", request, state);
    if ("refusal" in access) return access.refusal;
    if (bodyIssues.length > 0) return invalidBody("anthropic", bodyIssues);
    if (body.messages[0]?.role !== "user") {
      return providerAnswer(
        400,
        providerError("anthropic", 'messages: the first message must use the "user" role.'),
      );
    }
    const answer = claudeMessage(body);
    const tokens = (answer.usage?.input_tokens ?? 0) + (answer.usage?.output_tokens ?? 0);
    await bill(state, access.project, {
      model: body.model,
      units: tokens / 1000,
      requestId: answer.id,
    });
    return ok(answer);
  },
  { bodyValidation: "resolver" },
);

const createTranscription = defineOperation(
  "createTranscription",
  async ({ state, request }) => {
    const access = checkKey("openai", request, state);
    if ("refusal" in access) return access.refusal;
    // A multipart body: defineOperation reads JSON only, so the form is read and checked here.
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return invalidBody("openai", ["the body is not multipart/form-data"]);
    }
    const temperature = form.get("temperature");
    const fields = {
      model: form.get("model") ?? undefined,
      language: form.get("language") ?? undefined,
      response_format: form.get("response_format") ?? undefined,
      temperature:
        typeof temperature === "string" && temperature !== "" ? Number(temperature) : undefined,
    };
    // The file by its shape: the runtime's File class may not be the one the schema names
    // (undici's in node, the page's in the browser, jsdom's in tests).
    const file = form.get("file");
    const parsed = operationSchemas.createTranscription.body.omit({ file: true }).safeParse(fields);
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`);
    if (!isUploadedFile(file)) issues.unshift("file: one audio file is required");
    if (!parsed.success || !isUploadedFile(file)) return invalidBody("openai", issues);
    const { language } = parsed.data;
    if (!isAudioFile(file)) {
      return providerAnswer(
        400,
        providerError(
          "openai",
          `Invalid file format. Supported formats: ['mp3', 'webm', 'wav', 'mpeg', 'mpga'] (got ${file.name || "an unnamed file"}).`,
          "invalid_request_error",
          { param: "file", code: "invalid_value" },
        ),
      );
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length === 0) {
      return providerAnswer(
        400,
        providerError("openai", "The audio file is empty.", "invalid_request_error", {
          param: "file",
        }),
      );
    }
    const answer = { text: transcribe(bytes, language) };
    await bill(state, access.project, {
      model: "whisper",
      units: Math.max(1, Math.ceil((wavSeconds(bytes) ?? 60) / 60)),
      requestId: `transcription-${randomHex(8)}`,
    });
    // Checked against the spec by hand: the body was not JSON, so defineOperation cannot.
    operationSchemas.createTranscription.success.parse(answer);
    return providerAnswer(200, answer);
  },
  { bodyValidation: "resolver" },
);

const createSpeech = defineOperation(
  "createSpeech",
  async ({ body, bodyIssues, state, request }) => {
    const access = checkKey("openai", request, state);
    if ("refusal" in access) return access.refusal;
    if (bodyIssues.length > 0) return invalidBody("openai", bodyIssues);
    const mp3 = body.response_format === "mp3";
    const speed = body.speed ?? 1;
    const bytes = mp3 ? speakSilentMp3(body.input, speed) : speakWav(body.input, body.voice, speed);
    await bill(state, access.project, {
      model: body.model,
      units: body.input.length / 1000,
      requestId: `speech-${randomHex(8)}`,
    });
    return {
      response: new HttpResponse(bytes as Uint8Array<ArrayBuffer>, {
        headers: {
          "content-type": mp3 ? "audio/mpeg" : "audio/wav",
          "content-length": String(bytes.length),
        },
      }),
    };
  },
  { bodyValidation: "resolver" },
);

// ── the image service (/comfyui) ────────────────────────────────────────────────────────────

const queuePrompt = defineOperation(
  "queuePrompt",
  async ({ body, bodyIssues, state }) => {
    if (bodyIssues.length > 0) {
      return providerAnswer(400, {
        error: {
          type: "invalid_prompt",
          message: `Cannot execute because the prompt is invalid: ${bodyIssues.join("; ")}`,
          details: "",
          extra_info: {},
        },
        node_errors: {},
      });
    }
    const spec = readWorkflow(body.prompt);
    if (isWorkflowError(spec)) return providerAnswer(400, spec);
    const render = await queueRender(state, body.client_id, spec);
    return ok({ prompt_id: render.prompt_id, number: render.number, node_errors: {} });
  },
  { bodyValidation: "resolver" },
);

export const consoleHandlers: HttpHandler[] = [
  getUid,
  joinRoomOp,
  setRoleOp,
  startGameOp,
  getRoomStatus,
  getRoomUsers,
  startChatOp,
  userChatOp,
  endChatOp,
  gameAction,
  playGameOp,
  endGameOp,
  createChatCompletion,
  createClaudeMessage,
  createTranscription,
  createSpeech,
  queuePrompt,
];
