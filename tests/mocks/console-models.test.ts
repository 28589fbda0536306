/**
 * The console's model proxies in the mock backend, through the generated client: chat (OpenAI and
 * Claude) with usage counts, vision on gpt-4o only (the answer reads each image's bytes), the pet
 * parameters within every rule of inspect-console.md §5, whisper transcription of an uploaded file,
 * and text-to-speech answering audio bytes that are a real WAV (or a valid, silent MP3) — with the
 * key check, the providers' error shapes and the QA faults.
 */
import { beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createChatCompletion,
  createClaudeMessage,
  createSpeech,
  createTranscription,
} from "@/generated/console/console";
import { ModelId, type ChatContentPart } from "@/generated/model";
import { storeLanguage } from "@/lib/language";
import { arm, state, writable } from "@mocks/testing";
import { CONSOLE_MOCK_KEY } from "@mocks/domains/console/providers";
import { findAccountByKey } from "@mocks/domains/creator/queries";
import { encodePng, toBase64 } from "@mocks/domains/console/png";
import { SAMPLE_RATE, speakWav, wavSeconds } from "@mocks/domains/console/audio";
import {
  MAX_IMAGE_BYTES,
  petParameters,
  readImage,
  type PetParameters,
} from "@mocks/domains/console/models";
import { graphemeCount } from "@mocks/domains/console/text";
import { rejection } from "../api-helpers";

const withKey = (key = CONSOLE_MOCK_KEY) => ({ headers: { Authorization: `Bearer ${key}` } });

beforeEach(() => storeLanguage("en"));

const pngUrl = async (width: number, height: number) =>
  `data:image/png;base64,${toBase64(await encodePng(width, height, () => [200, 100, 50]))}`;

/** The header segments of a JPEG (SOI, SOF0 with its size, EOI): enough for its size to be read. */
function jpegUrl(width: number, height: number) {
  const bytes = new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
    0xff,
    0xd9,
  ]);
  return `data:image/jpeg;base64,${toBase64(bytes)}`;
}

const image = (url: string): ChatContentPart => ({ type: "image_url", image_url: { url } });

describe("chat completions (OpenAI shape)", () => {
  it("answers the last user message with usage counts", async () => {
    const answer = await createChatCompletion(
      {
        model: "gpt-4",
        messages: [
          { role: "system", content: "You are terse." },
          { role: "user", content: "How should I start a new game project?" },
        ],
      },
      withKey(),
    );
    expect(answer).toMatchObject({ object: "chat.completion", model: "gpt-4" });
    const content = answer.choices[0]!.message.content!;
    expect(content).toContain("How should I start a new game project?");
    expect(answer.usage!.prompt_tokens).toBeGreaterThan(5);
    expect(answer.usage!.total_tokens).toBe(
      answer.usage!.prompt_tokens + answer.usage!.completion_tokens,
    );
  });

  it("answers in Chinese to a Chinese message", async () => {
    const answer = await createChatCompletion(
      { model: "gpt-4o-mini", messages: [{ role: "user", content: "你好，今天怎么样？" }] },
      withKey(),
    );
    expect(answer.choices[0]!.message.content).toMatch(/^[^a-zA-Z]*[\u4e00-\u9fff]/);
  });

  it("describes each image it is sent (gpt-4o), read from the bytes", async () => {
    const answer = await createChatCompletion(
      {
        model: "gpt-4o",
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: "What are these?" },
              image(await pngUrl(64, 32)),
              image(jpegUrl(640, 480)),
            ],
          },
        ],
      },
      withKey(),
    );
    const content = answer.choices[0]!.message.content!;
    expect(content).toMatch(/I can see 2 images/);
    expect(content).toMatch(/Image 1: a 64×32 PNG image/);
    expect(content).toMatch(/Image 2: a 640×480 JPEG image/);
    expect(answer.usage!.prompt_tokens).toBeGreaterThanOrEqual(170);
  });

  it("refuses images to other models, more than 20 images, other formats and oversized images", async () => {
    const png = await pngUrl(8, 8);
    const send = (model: "gpt-4" | "gpt-4o", parts: ChatContentPart[]) =>
      rejection(
        createChatCompletion({ model, messages: [{ role: "user", content: parts }] }, withKey()),
      );

    const noVision = await send("gpt-4", [image(png)]);
    expect(noVision).toMatchObject({ kind: "http", status: 400 });
    expect(noVision.data).toMatchObject({
      error: { code: "model_not_supports_images", message: expect.stringMatching(/gpt-4o/) },
    });
    const many = await send(
      "gpt-4o",
      Array.from({ length: 21 }, () => image(png)),
    );
    expect(many.data).toMatchObject({ error: { message: expect.stringMatching(/at most 20/) } });
    const gif = await send("gpt-4o", [image("data:image/gif;base64,R0lGODlhAQABAAAAACw=")]);
    expect(gif.data).toMatchObject({ error: { code: "invalid_image" } });
    const notPng = await send("gpt-4o", [image("data:image/png;base64,aGVsbG8=")]);
    expect(notPng.data).toMatchObject({ error: { message: expect.stringMatching(/not a PNG/) } });

    // The byte limit of decisions.md §1, on the reader (31 MB is not worth encoding in a test).
    expect(MAX_IMAGE_BYTES).toBe(31_088_640);
    const small = await encodePng(4, 4, () => [0, 0, 0]);
    const url = `data:image/png;base64,${toBase64(small)}`;
    expect(readImage(url, small.length)).toMatchObject({ format: "PNG", width: 4 });
    expect(readImage(url, small.length - 1)).toEqual({
      problem: `An image is ${small.length} bytes; the limit is ${small.length - 1}.`,
    });
  });

  it("refuses a missing or unknown key (401) and a bad body (400) in OpenAI's shape", async () => {
    const body = { model: "gpt-4o" as const, messages: [{ role: "user" as const, content: "hi" }] };
    const missing = await rejection(createChatCompletion(body));
    expect(missing).toMatchObject({ status: 401 });
    expect(missing.data).toMatchObject({ error: { type: "invalid_request_error", code: null } });
    const unknown = await rejection(createChatCompletion(body, withKey("sk-nope-1234")));
    expect(unknown.data).toMatchObject({ error: { code: "invalid_api_key" } });

    const bad = await rejection(
      createChatCompletion({ model: "gpt-9" as "gpt-4", messages: [] }, withKey()),
    );
    expect(bad).toMatchObject({ status: 400 });
    expect(bad.data).toMatchObject({ error: { message: expect.stringMatching(/model|messages/) } });
  });

  it("bills a live creator-programme project whose key is the bearer", async () => {
    const { key, project_id } = state().db.apiKeys.all()[0]!;
    const project = writable("projects", findAccountByKey(state().db, key)!);
    const balance = project.balance;
    const rows = () => state().db.billing.findMany((q) => q.where({ project_id }));
    const before = rows().length;
    const answer = await createChatCompletion(
      { model: "gpt-4", messages: [{ role: "user", content: "hello there, bartender" }] },
      withKey(key),
    );
    const billed = rows().find((row) => row.request_id === answer.id)!;
    expect(rows()).toHaveLength(before + 1);
    expect(billed).toMatchObject({ model_id: ModelId.Gpt4 });
    expect(billed.rsp_amout).toBeCloseTo((answer.usage!.total_tokens / 1000) * 3, 2);
    expect(findAccountByKey(state().db, key)!.balance).toBeCloseTo(balance - billed.rsp_amout, 2);
    // The console's own key is never billed.
    await createChatCompletion(
      { model: "gpt-4", messages: [{ role: "user", content: "hi" }] },
      withKey(),
    );
    expect(rows()).toHaveLength(before + 1);
  });

  it("refuses a project that is used up, over its daily limit or out of its period", async () => {
    const { key } = state().db.apiKeys.all()[0]!;
    const project = writable("projects", findAccountByKey(state().db, key)!);
    const body = { model: "gpt-4o" as const, messages: [{ role: "user" as const, content: "hi" }] };
    const { balance, expire_time } = project;

    project.limit_turn_on = 1;
    project.day_limit = 0;
    const limited = await rejection(createChatCompletion(body, withKey(key)));
    expect(limited).toMatchObject({ status: 429 });
    expect(limited.data).toMatchObject({ error: { code: "daily_limit_reached" } });
    project.limit_turn_on = 0;

    project.balance = 0;
    const empty = await rejection(
      createClaudeMessage(
        {
          model: "claude-3-haiku",
          anthropic_version: "2023-06-01",
          max_tokens: 4096,
          messages: [{ role: "user", content: "hi" }],
        },
        withKey(key),
      ),
    );
    expect(empty).toMatchObject({ status: 429 });
    expect(empty.data).toMatchObject({ type: "error", error: { type: "rate_limit_error" } });
    project.balance = balance;

    project.expire_time = Math.floor(state().now() / 1000) - 1;
    const expired = await rejection(createChatCompletion(body, withKey(key)));
    expect(expired).toMatchObject({ status: 401 });
    expect(expired.data).toMatchObject({ error: { code: "key_expired" } });
    project.expire_time = expire_time;
    expect((await createChatCompletion(body, withKey(key))).choices).toHaveLength(1);
  });

  it("answers an armed HTTP status", async () => {
    arm("createChatCompletion", "http429");
    const limited = await rejection(
      createChatCompletion(
        { model: "gpt-4", messages: [{ role: "user", content: "hi" }] },
        withKey(),
      ),
    );
    expect(limited).toMatchObject({ kind: "http", status: 429 });
  });
});

const PET_RULES = {
  gender: ["Male", "Female", "None"],
  size: ["Medium", "Small"],
  communication: ["Introverted", "Extroverted", "Mixed"],
  decision: ["Emotional", "Rational"],
  planning: ["Strict", "Casual"],
  base: ["Fire", "Water", "Wind", "Light", "Dark", "None"],
};

function expectValidPet(pet: PetParameters) {
  expect(Object.keys(pet).sort()).toEqual(
    [
      "PetName",
      "PetType",
      "PetGender",
      "PetSize",
      "PetCommunication",
      "PetDecisionMaking",
      "PetPlanning",
      "PetPersonalityTags",
      "PetBaseType",
      "PetDescription",
    ].sort(),
  );
  expect(graphemeCount(pet.PetName)).toBeGreaterThan(0);
  expect(graphemeCount(pet.PetName)).toBeLessThanOrEqual(7);
  expect(pet.PetPersonalityTags.length).toBeGreaterThanOrEqual(1);
  expect(pet.PetPersonalityTags.length).toBeLessThanOrEqual(3);
  expect(graphemeCount(pet.PetDescription)).toBeLessThanOrEqual(120);
  expect(PET_RULES.gender).toContain(pet.PetGender);
  expect(PET_RULES.size).toContain(pet.PetSize);
  expect(PET_RULES.communication).toContain(pet.PetCommunication);
  expect(PET_RULES.decision).toContain(pet.PetDecisionMaking);
  expect(PET_RULES.planning).toContain(pet.PetPlanning);
  expect(pet.PetBaseType.length).toBeGreaterThanOrEqual(1);
  expect(pet.PetBaseType.length).toBeLessThanOrEqual(2);
  pet.PetBaseType.forEach((t) => expect(PET_RULES.base).toContain(t));
  if (pet.PetBaseType.includes("None")) expect(pet.PetBaseType).toEqual(["None"]);
  expect(new Set(pet.PetBaseType).size).toBe(pet.PetBaseType.length);
}

describe("pet parameters", () => {
  it("answers a prompt naming PetName with JSON pet parameters within the rules", async () => {
    const answer = await createChatCompletion(
      {
        model: "gpt-4o",
        messages: [
          { role: "system", content: "Answer JSON with PetName, PetType, … (rules of §5)." },
          { role: "user", content: "Create a pet from this test data: a shy fox." },
        ],
      },
      withKey(),
    );
    expectValidPet(JSON.parse(answer.choices[0]!.message.content!) as PetParameters);
  });

  it("keeps every rule for any prompt, in both languages", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("en", "zh-cn" as const), (text, language) => {
        expectValidPet(petParameters(text, language as "en" | "zh-cn"));
      }),
      { numRuns: 300 },
    );
  });
});

describe("Claude messages (Anthropic shape)", () => {
  it("answers content[0].text with usage", async () => {
    const answer = await createClaudeMessage(
      {
        model: "claude-3-5-sonnet",
        anthropic_version: "bedrock-2023-05-31",
        max_tokens: 4096,
        messages: [{ role: "user", content: [{ type: "text", text: "Name a cocktail." }] }],
      },
      withKey(),
    );
    expect(answer).toMatchObject({ type: "message", role: "assistant", stop_reason: "end_turn" });
    expect(answer.content[0]!.text).toContain("Name a cocktail.");
    expect(answer.usage!.input_tokens).toBeGreaterThan(0);
  });

  it("refuses a conversation that does not start with the user, and a missing key", async () => {
    const body = {
      model: "claude-3-haiku" as const,
      anthropic_version: "2023-06-01",
      max_tokens: 4096,
      messages: [{ role: "assistant" as const, content: "Hello" }],
    };
    const first = await rejection(createClaudeMessage(body, withKey()));
    expect(first.data).toMatchObject({ type: "error", error: { type: "invalid_request_error" } });
    const noKey = await rejection(createClaudeMessage(body));
    expect(noKey.data).toMatchObject({ type: "error", error: { type: "authentication_error" } });
    const tooMany = await rejection(createClaudeMessage({ ...body, max_tokens: 4097 }, withKey()));
    expect(tooMany).toMatchObject({ status: 400 });
  });
});

/**
 * A multipart body written by hand: jsdom's File does not survive the trip through node's fetch
 * (its bytes and name are lost), so the tests that depend on the file's bytes send them raw.
 */
async function transcribeRaw(
  file: { name: string; type: string; bytes: Uint8Array },
  language: string,
) {
  const boundary = "----console-mock-test";
  const text = (value: string) => new TextEncoder().encode(value);
  const field = (name: string, value: string) =>
    text(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts = [
    field("model", "whisper"),
    field("language", language),
    text(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    text(`\r\n--${boundary}--\r\n`),
  ];
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, part) => (body.set(part, at), at + part.length), 0);
  const response = await fetch(
    new URL("/api/token/openai/v1/audio/transcriptions", location.href),
    {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${CONSOLE_MOCK_KEY}`,
      },
      body,
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const wav = (seconds: number) => speakWav("x".repeat(Math.round(seconds / 0.12)), "alloy", 1);

describe("whisper transcription", () => {
  it("transcribes an uploaded audio file in the requested language", async () => {
    const file = new File([wav(2) as Uint8Array<ArrayBuffer>], "line.wav", { type: "audio/wav" });
    const zh = await createTranscription(
      { file, model: "whisper", language: "zh", response_format: "json", temperature: 1 },
      withKey(),
    );
    expect(zh.text).toMatch(/[\u4e00-\u9fff]/);

    const en = await transcribeRaw({ name: "long.wav", type: "audio/wav", bytes: wav(9) }, "en");
    expect(en.status).toBe(200);
    // About one sentence per 4 s of recording: 9 s says it twice.
    const sentences = (en.body.text as string).split(/(?<=[.!?]) /);
    expect(sentences).toHaveLength(2);
    expect(sentences[0]).toMatch(/^[A-Z][^\u4e00-\u9fff]+[.!?]$/);
    expect(sentences[1]).toBe(sentences[0]);
  });

  it("refuses other file types, empty files and a missing key", async () => {
    const text = await rejection(
      createTranscription(
        { file: new File(["hello"], "notes.txt", { type: "text/plain" }), model: "whisper" },
        withKey(),
      ),
    );
    expect(text.data).toMatchObject({
      error: { param: "file", message: expect.stringMatching(/Invalid file format/) },
    });
    const empty = await transcribeRaw(
      { name: "empty.mp3", type: "audio/mpeg", bytes: new Uint8Array() },
      "zh",
    );
    expect(empty).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ message: "The audio file is empty." }) },
    });
    const noFile = await rejection(createTranscription({ model: "whisper" } as never, withKey()));
    expect(noFile.data).toMatchObject({ error: { message: expect.stringMatching(/file/) } });
    const file = new File([wav(1) as Uint8Array<ArrayBuffer>], "a.wav", { type: "audio/wav" });
    const noKey = await rejection(createTranscription({ file, model: "whisper" }));
    expect(noKey).toMatchObject({ status: 401 });
  });
});

describe("text-to-speech", () => {
  it("answers a WAV that is as long as the text at the speed", async () => {
    const input = "Good evening and welcome to the bar";
    const blob = await createSpeech(
      { model: "tts-hd", input, voice: "alloy", speed: 1, response_format: "wav" },
      withKey(),
    );
    expect(blob.type).toBe("audio/wav");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const seconds = wavSeconds(bytes)!;
    expect(seconds).toBeCloseTo(input.length * 0.12, 1);
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(24, true)).toBe(SAMPLE_RATE);
    // Not silence: the tones reach a good level.
    let peak = 0;
    for (let i = 44; i < bytes.length; i += 2)
      peak = Math.max(peak, Math.abs(view.getInt16(i, true)));
    expect(peak).toBeGreaterThan(8000);

    const fast = await createSpeech(
      { model: "tts-hd", input, voice: "alloy", speed: 2 },
      withKey(),
    );
    expect(wavSeconds(new Uint8Array(await fast.arrayBuffer()))).toBeCloseTo(seconds / 2, 1);
  });

  it("answers MP3 frames for mp3", async () => {
    const blob = await createSpeech(
      { model: "tts-hd", input: "Hi there", voice: "nova", response_format: "mp3" },
      withKey(),
    );
    expect(blob.type).toBe("audio/mpeg");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(bytes.length % 417).toBe(0);
    for (let at = 0; at < bytes.length; at += 417)
      expect([bytes[at], bytes[at + 1]]).toEqual([0xff, 0xfb]);
  });

  it("refuses empty text, a speed out of range and a missing key", async () => {
    const empty = await rejection(
      createSpeech({ model: "tts-hd", input: "", voice: "alloy" }, withKey()),
    );
    expect(empty).toMatchObject({ status: 400 });
    expect(empty.data).toMatchObject({ error: { message: expect.stringMatching(/input/) } });
    const fast = await rejection(
      createSpeech({ model: "tts-hd", input: "hi", voice: "alloy", speed: 2.1 }, withKey()),
    );
    expect(fast.data).toMatchObject({ error: { message: expect.stringMatching(/speed/) } });
    expect(
      await rejection(createSpeech({ model: "tts-hd", input: "hi", voice: "alloy" })),
    ).toMatchObject({
      status: 401,
    });
  });
});
