/**
 * Contract of the console group (inspect-console.md §7, decision 0006): the bar-scene game under
 * /api/gatetown (the envelope; refusals are HTTP 400 with the server's message), the model proxies
 * under /api/token in the providers' own shapes with a bearer key (JSON, a multipart upload, and
 * audio bytes), and ComfyUI's /comfyui/prompt. The sockets are not HTTP and have no pact; their
 * frames are checked against the spec by the mock itself (mocks/ws/frames.ts).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { V3MockServer } from "@pact-foundation/pact";
import { MatchersV3 } from "@pact-foundation/pact";
import {
  createChatCompletion,
  createClaudeMessage,
  createSpeech,
  createTranscription,
  endChat,
  endGame,
  gameAction,
  getRoomStatus,
  getRoomUsers,
  getUid,
  joinRoom,
  playGame,
  queuePrompt,
  setRole,
  startChat,
  startGame,
  userChat,
} from "@/generated/console/console";
import { operations, type OperationId } from "@/generated/operations";
import { operationSchemas } from "@/generated/schemas";
import spec from "@/generated/openapi.json";
import { CONSOLE_FIXTURES, givenConsole } from "@mocks/provider-states/console";
import { speakWav } from "@mocks/domains/console/audio";
import {
  at,
  badRequest,
  createPact,
  eachLike,
  expectCall,
  headersOf,
  integer,
  like,
  ok,
  regex,
  rejectionOf,
  signOut,
  string,
  unknownFields,
  type Group,
} from "./helpers";
import { NEGATIVE_COMMENT } from "./negative-cases";

// helpers.ts lists the groups with pacts so far; the console joins them here.
const pact = createPact("console" as unknown as Group);

afterEach(() => signOut());

const { room, creator, joiner, dialogue, missingRoom, key } = CONSOLE_FIXTURES;
const A = `${creator.uid} (${creator.nick})`;
const B = `${joiner.uid} (${joiner.nick})`;
const waiting = givenConsole.roomWaiting(room, A, B);
const started = givenConsole.roomStarted(room, A, B);
const open = givenConsole.openDialogue(dialogue, creator.uid, room);
const keyLive = givenConsole.proxyKey(key);

/** What the AI answers: its replies with the friendliness after each. */
const feeds = eachLike({
  content: string("Flattery works on me more than it should."),
  behavior_desc: string("smiles"),
  relationship_value: integer(45),
  relationship_change_value: integer(5),
  relationship_change_reason: string("You were kind to the bartender."),
});

const refused = (message: RegExp) => async (promise: Promise<unknown>) => {
  const error = await rejectionOf(promise);
  expect(error).toMatchObject({ kind: "http", status: 400 });
  expect(error.serverMessage).toMatch(message);
};

// ── provider-shaped interactions ────────────────────────────────────────────────────────────

type JsonSchema = Parameters<typeof unknownFields>[1];
const paths = (
  spec as unknown as {
    paths: Record<
      string,
      { post: { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> } }
    >;
  }
).paths;

/** The bearer header the console sends with its key. */
const bearer = { Authorization: regex(/^Bearer \S+$/, `Bearer ${key}`) };
const withKey = (server: V3MockServer) => ({
  ...at(server),
  headers: { Authorization: `Bearer ${key}` },
});

interface ProviderExpectation {
  operation: OperationId;
  description: string;
  states?: string[];
  /** The bearer header (absent: the request carries none). */
  authorized?: boolean;
  /** What the request breaks on purpose, for a negative case (contracts/negative-cases.ts). */
  negative?: string;
  /** A JSON body, or a multipart body written out with its boundary. */
  body: unknown;
  multipart?: { boundary: string; bytes: Buffer; fields: string[] };
  status?: number;
  /** A JSON answer with matchers, or audio bytes (matched by their content type). */
  response: unknown;
  binary?: { contentType: string; detected: string; bytes: Uint8Array };
}

const scratch = mkdtempSync(path.join(tmpdir(), "console-pact-"));

/**
 * One interaction of a provider-shaped operation: the request example is checked against the
 * spec's body schema (when JSON), the answer's field names against the spec's answer for its
 * status ("200", or "4XX" / "400").
 */
function expectProviderCall(e: ProviderExpectation) {
  const status = e.status ?? 200;
  if (!e.multipart) {
    const parsed = operationSchemas[e.operation].body?.safeParse(MatchersV3.reify(e.body));
    if (status === 200 && parsed && !parsed.success)
      throw new Error(
        `${e.description}: the request example breaks the spec: ${parsed.error.message}`,
      );
  }
  if (!e.binary) {
    const responses = paths[operations[e.operation].path]!.post.responses;
    const answer = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
    const schema = answer?.content?.["application/json"]?.schema;
    if (!schema)
      throw new Error(`${e.description}: HTTP ${status} is not a JSON answer of the spec.`);
    const unknown = unknownFields(MatchersV3.reify(e.response), schema);
    if (unknown.length > 0)
      throw new Error(`${e.description}: fields the spec does not have: ${unknown.join(", ")}`);
  }
  let interaction = pact.addInteraction();
  for (const state of e.states ?? []) interaction = interaction.given(state);
  if (e.negative) interaction = interaction.comment({ key: NEGATIVE_COMMENT, value: e.negative });
  return interaction
    .uponReceiving(e.description)
    .withRequest("POST", operations[e.operation].path, (request) => {
      const headers = { ...headersOf(null), ...(e.authorized === false ? {} : bearer) };
      if (e.multipart) {
        request
          .headers({
            ...headers,
            "Content-Type": regex(
              /^multipart\/form-data; ?boundary=.+$/,
              `multipart/form-data; boundary=${e.multipart.boundary}`,
            ),
          })
          .body(`multipart/form-data; boundary=${e.multipart.boundary}`, e.multipart.bytes)
          // The binary body's content-type rule covers the file part; the text fields are equal.
          .matchingRules({
            body: e.multipart.fields.map((name) => ({
              path: `$.${name}`,
              rules: [{ "pact:matcher:type": "equality", value: "" }],
            })),
          });
      } else {
        request.headers(headers).jsonBody(e.body);
      }
    })
    .willRespondWith(status, (response) => {
      if (e.binary) {
        const file = path.join(scratch, `${e.operation}.bin`);
        writeFileSync(file, e.binary.bytes);
        // The header carries the spec's type; the bytes are matched by what they are (pact's
        // detection names a WAV audio/x-wav).
        response
          .binaryFile(e.binary.detected, file)
          .headers({ "Content-Type": e.binary.contentType });
      } else {
        response.jsonBody(e.response);
      }
    });
}

/** A multipart body as the browser writes it (the transcription's fields and one file). */
function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Uint8Array },
): Buffer {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.unshift(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from("\r\n"),
  );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

describe("console contract", () => {
  describe("rooms", () => {
    it("getUid: a new room and its creator", async () => {
      await expectCall(pact, {
        operation: "getUid",
        description: "getUid: a new room",
        body: {},
        response: ok({ uid: integer(100001), room_id: integer(1001) }),
      }).executeTest(async (server) => {
        const data = await getUid({}, at(server));
        expect(data.uid).toBeGreaterThan(0);
      });
    });

    it("joinRoom: a player joins a waiting room", async () => {
      await expectCall(pact, {
        operation: "joinRoom",
        description: "joinRoom: a waiting room",
        states: [waiting],
        body: { room_id: room },
        response: ok({ uid: integer(700003) }),
      }).executeTest(async (server) => {
        expect((await joinRoom({ room_id: room }, at(server))).uid).toBeGreaterThan(0);
      });
    });

    it("joinRoom: a room number nobody uses is refused", async () => {
      await expectCall(pact, {
        operation: "joinRoom",
        description: "joinRoom: an unknown room",
        states: [givenConsole.noRoom(missingRoom)],
        body: { room_id: missingRoom },
        status: 400,
        response: badRequest(),
      }).executeTest(async (server) => {
        await refused(/./)(joinRoom({ room_id: missingRoom }, at(server)));
      });
    });

    it("setRole: a player's nickname and costume", async () => {
      const body = { uid: joiner.uid, room_id: room, nick: "Bo", user_suit_id: 6 as const };
      await expectCall(pact, {
        operation: "setRole",
        description: "setRole: nickname and costume",
        states: [waiting],
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await setRole(body, at(server));
      });
    });

    it("startGame: the creator starts the room", async () => {
      const body = { room_id: room, uid: creator.uid };
      await expectCall(pact, {
        operation: "startGame",
        description: "startGame: a waiting room",
        states: [waiting],
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await startGame(body, at(server));
      });
    });

    it("getRoomStatus: a started room answers 1", async () => {
      const body = { room_id: room, uid: joiner.uid };
      await expectCall(pact, {
        operation: "getRoomStatus",
        description: "getRoomStatus: a started room",
        states: [started],
        body,
        response: ok({ status: 1 }),
      }).executeTest(async (server) => {
        expect(await getRoomStatus(body, at(server))).toEqual({ status: 1 });
      });
    });

    it("getRoomUsers: the players with their roles", async () => {
      await expectCall(pact, {
        operation: "getRoomUsers",
        description: "getRoomUsers: two players",
        states: [waiting],
        body: { room_id: room },
        response: ok({ users: eachLike({ uid: integer(creator.uid), nick: string("Ada") }) }),
      }).executeTest(async (server) => {
        const { users } = await getRoomUsers({ room_id: room }, at(server));
        expect(users[0]).toMatchObject({ nick: "Ada" });
      });
    });
  });

  describe("dialogues, behaviours and games", () => {
    it("startChat: a dialogue in a started room", async () => {
      const body = { uid: creator.uid, room_id: room };
      await expectCall(pact, {
        operation: "startChat",
        description: "startChat: a started room",
        states: [started],
        body,
        response: ok({ dialogue_id: integer(1) }),
      }).executeTest(async (server) => {
        expect((await startChat(body, at(server))).dialogue_id).toBeGreaterThan(0);
      });
    });

    it("startChat: a room that has not started is refused with the server's message", async () => {
      const body = { uid: creator.uid, room_id: room };
      await expectCall(pact, {
        operation: "startChat",
        description: "startChat: a waiting room",
        states: [waiting],
        body,
        status: 400,
        response: badRequest(),
      }).executeTest(async (server) => {
        await refused(/./)(startChat(body, at(server)));
      });
    });

    it("userChat: the AI's replies with the friendliness", async () => {
      const body = {
        uid: creator.uid,
        room_id: room,
        dialogue_id: dialogue,
        user_ask: "Thank you!",
      };
      await expectCall(pact, {
        operation: "userChat",
        description: "userChat: a line in an open dialogue",
        states: [started, open],
        body,
        response: ok({ feeds }),
      }).executeTest(async (server) => {
        const data = await userChat(body, at(server));
        expect(data.feeds[0]!.relationship_value).toBeGreaterThanOrEqual(0);
      });
    });

    it("userChat: a dialogue that is not open is refused", async () => {
      const body = { uid: creator.uid, room_id: room, dialogue_id: dialogue, user_ask: "Hello?" };
      await expectCall(pact, {
        operation: "userChat",
        description: "userChat: an unknown dialogue",
        states: [started],
        body,
        status: 400,
        response: badRequest(),
      }).executeTest(async (server) => {
        await refused(/./)(userChat(body, at(server)));
      });
    });

    it("endChat: closing the dialogue", async () => {
      const body = { uid: creator.uid, room_id: room, dialogue_id: dialogue };
      await expectCall(pact, {
        operation: "endChat",
        description: "endChat: an open dialogue",
        states: [started, open],
        body,
        response: ok(),
      }).executeTest(async (server) => {
        await endChat(body, at(server));
      });
    });

    it("gameAction: a behaviour of the catalogue", async () => {
      const body = {
        uid: creator.uid,
        room_id: room,
        action_type: 1 as const,
        action_id: 1,
        answer_no: 1,
        action_repeat: 1 as const,
      };
      await expectCall(pact, {
        operation: "gameAction",
        description: "gameAction: inviting the bartender to dance",
        states: [started],
        body,
        response: ok({ feeds }),
      }).executeTest(async (server) => {
        expect((await gameAction(body, at(server))).feeds.length).toBeGreaterThan(0);
      });
    });

    it("playGame: a dart game score", async () => {
      const body = {
        uid: creator.uid,
        room_id: room,
        game_type: 1 as const,
        game_id: 10,
        game_score: 100,
        game_start_time: 1_719_800_000,
      };
      await expectCall(pact, {
        operation: "playGame",
        description: "playGame: a dart game score",
        states: [started],
        body: { ...body, game_start_time: integer(body.game_start_time) },
        response: ok({ feeds }),
      }).executeTest(async (server) => {
        expect((await playGame(body, at(server))).feeds.length).toBeGreaterThan(0);
      });
    });

    it("endGame: the ranks of the players", async () => {
      const body = { uid: creator.uid, room_id: room };
      await expectCall(pact, {
        operation: "endGame",
        description: "endGame: a started room",
        states: [started],
        body,
        response: ok({
          results: eachLike({
            uid: integer(creator.uid),
            user_rank: integer(1),
            role_comment: string("Ada, you came closest, but nobody won my heart tonight."),
            feeds,
          }),
        }),
      }).executeTest(async (server) => {
        const { results } = await endGame(body, at(server));
        expect(results[0]!.user_rank).toBe(1);
      });
    });
  });

  describe("model proxies", () => {
    it("createChatCompletion: an answer with usage", async () => {
      const body = {
        model: "gpt-4o" as const,
        messages: [{ role: "user" as const, content: "Hello!" }],
      };
      await expectProviderCall({
        operation: "createChatCompletion",
        description: "createChatCompletion: a text message",
        states: [keyLive],
        body,
        response: {
          id: string("chatcmpl-1"),
          object: "chat.completion",
          created: integer(1_719_800_000),
          model: string("gpt-4o"),
          choices: eachLike({
            index: integer(0),
            message: { role: "assistant", content: string("Happy to help with that.") },
            finish_reason: string("stop"),
          }),
          usage: {
            prompt_tokens: integer(3),
            completion_tokens: integer(6),
            total_tokens: integer(9),
          },
        },
      }).executeTest(async (server) => {
        const answer = await createChatCompletion(body, withKey(server));
        expect(answer.choices[0]!.message.content).toEqual(expect.any(String));
      });
    });

    it("createChatCompletion: no key is refused with 401 in OpenAI's shape", async () => {
      const body = {
        model: "gpt-4" as const,
        messages: [{ role: "user" as const, content: "Hi" }],
      };
      await expectProviderCall({
        operation: "createChatCompletion",
        description: "createChatCompletion: without a key",
        authorized: false,
        negative: "no bearer key: the operation's security requirement is left out on purpose",
        body,
        status: 401,
        response: {
          error: {
            message: string("You didn't provide an API key."),
            type: string("invalid_request_error"),
          },
        },
      }).executeTest(async (server) => {
        const error = await rejectionOf(createChatCompletion(body, at(server)));
        expect(error).toMatchObject({ status: 401 });
      });
    });

    it("createClaudeMessage: content[0].text", async () => {
      const body = {
        model: "claude-3-haiku" as const,
        anthropic_version: "bedrock-2023-05-31",
        max_tokens: 4096,
        messages: [{ role: "user" as const, content: "Hello!" }],
      };
      await expectProviderCall({
        operation: "createClaudeMessage",
        description: "createClaudeMessage: a text message",
        states: [keyLive],
        body,
        response: {
          id: string("msg_1"),
          type: "message",
          role: "assistant",
          content: eachLike({ type: "text", text: string("Happy to help with that.") }),
          model: string("claude-3-haiku"),
          stop_reason: string("end_turn"),
          usage: { input_tokens: integer(2), output_tokens: integer(6) },
        },
      }).executeTest(async (server) => {
        const answer = await createClaudeMessage(body, withKey(server));
        expect(answer.content[0]!.text).toEqual(expect.any(String));
      });
    });

    it("createTranscription: an uploaded audio file", async () => {
      const audio = speakWav("你好", "alloy", 1);
      const fields = {
        model: "whisper",
        language: "zh",
        response_format: "json",
        temperature: "1",
      };
      await expectProviderCall({
        operation: "createTranscription",
        description: "createTranscription: a wav file",
        states: [keyLive],
        body: undefined,
        multipart: {
          boundary: "----gamecraft-pact",
          bytes: multipartBody("----gamecraft-pact", fields, {
            name: "line.wav",
            type: "audio/wav",
            bytes: audio,
          }),
          fields: Object.keys(fields),
        },
        response: { text: string("晚上好，我想要一杯调酒师的招牌鸡尾酒。") },
      }).executeTest(async (server) => {
        const file = new File([audio as Uint8Array<ArrayBuffer>], "line.wav", {
          type: "audio/wav",
        });
        const answer = await createTranscription(
          { file, model: "whisper", language: "zh", response_format: "json", temperature: 1 },
          withKey(server),
        );
        expect(answer.text).toEqual(expect.any(String));
      });
    });

    it("createSpeech: audio bytes in the asked format", async () => {
      const body = {
        model: "tts-hd" as const,
        input: "Good evening",
        voice: "alloy" as const,
        speed: 1,
        response_format: "wav" as const,
      };
      await expectProviderCall({
        operation: "createSpeech",
        description: "createSpeech: a wav answer",
        states: [keyLive],
        body,
        response: undefined,
        binary: {
          contentType: "audio/wav",
          detected: "audio/x-wav",
          bytes: speakWav(body.input, body.voice, body.speed),
        },
      }).executeTest(async (server) => {
        const blob = await createSpeech(body, withKey(server));
        expect(blob.size).toBeGreaterThan(44);
      });
    });
  });

  describe("image service", () => {
    it("queuePrompt: a workflow with the image node", async () => {
      const body = {
        client_id: "1234567",
        prompt: {
          "3": { class_type: "KSampler", inputs: { seed: 42, steps: 25, cfg: 8 } },
          "5": {
            class_type: "EmptyLatentImage",
            inputs: { width: 1024, height: 1024, batch_size: 1 },
          },
          "6": { class_type: "CLIPTextEncode", inputs: { text: "a small fire fox" } },
          "28": { class_type: "ImageToBase64", inputs: { images: ["3", 0] } },
        },
      };
      await expectProviderCall({
        operation: "queuePrompt",
        description: "queuePrompt: a workflow",
        authorized: false,
        body,
        response: {
          prompt_id: string("5f2c9a1e-0b7d-4c1e-9a2b-3c4d5e6f7a8b"),
          number: integer(0),
          node_errors: like({}),
        },
      }).executeTest(async (server) => {
        const answer = await queuePrompt(body, at(server));
        expect(answer.prompt_id).toEqual(expect.any(String));
      });
    });
  });
});
