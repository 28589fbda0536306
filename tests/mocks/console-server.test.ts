/**
 * The console on the standalone mock server (mocks/server.ts in this process, real HTTP and real
 * WebSockets through the `ws` client, as two browsers in `npm run dev:shared` would use it): a room
 * and a group shared by two players, faults on a socket armed for one browser only, a refused
 * connection, a render over the image socket, the model proxies' bytes and multipart upload, and
 * the provider-shaped refusals and body limits of the console's operations.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { http, passthrough } from "msw";
import { WebSocket } from "ws";
import { server as testServer } from "../msw-server";
import { startMockServer, type RunningMockServer } from "@mocks/server";
import { API_BODY_LIMIT } from "@mocks/server-input";
import { CONSOLE_MOCK_KEY } from "@mocks/domains/console/providers";
import { encodePng, toBase64 } from "@mocks/domains/console/png";
import { resetSocketTiming, setSocketTiming } from "@mocks/ws/timing";

let running: RunningMockServer;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  running = await startMockServer({ port: 0, config: { auditDelayMs: Number.POSITIVE_INFINITY } });
});
afterAll(async () => {
  await running?.close();
});
beforeEach(() => {
  testServer.use(http.all(`${running.url}/*`, () => passthrough()));
  setSocketTiming({ aiReplyMs: 0, renderStepMs: 0 });
});
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.terminate());
  resetSocketTiming();
  await fetch(`${running.url}/__mock/faults`, { method: "DELETE" });
});

const BEARER = { authorization: `Bearer ${CONSOLE_MOCK_KEY}` };

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${running.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const type = response.headers.get("content-type") ?? "";
  return {
    status: response.status,
    type,
    body: type.includes("json")
      ? ((await response.json()) as Record<string, unknown> & { data: Record<string, unknown> })
      : undefined,
    bytes: type.includes("json") ? undefined : new Uint8Array(await response.arrayBuffer()),
  };
}

const game = async (operation: string, body: unknown) =>
  (await post(`/api/gatetown/${operation}`, body)).body!.data;

/** A ws client with its frames. */
function open(path: string, protocol?: string, client?: string) {
  const socket = new WebSocket(
    `${running.url.replace("http", "ws")}${path}`,
    protocol ? [protocol] : [],
    client ? { headers: { "x-mock-client": client } } : {},
  );
  sockets.push(socket);
  const frames: Record<string, unknown>[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  const waitFor = async (test: (f: Record<string, unknown>) => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const found = frames.find(test);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no matching frame in ${JSON.stringify(frames).slice(0, 1500)}`);
  };
  const send = (payload: Record<string, unknown>) =>
    socket.send(
      JSON.stringify({ timestamp: Date.now(), request_id: `r${Math.random()}`, ...payload }),
    );
  return { socket, frames, opened, closed, waitFor, send };
}

describe("console on the standalone server", () => {
  it("shares a room and a group between two players, with faults for one browser only", async () => {
    const { uid: ada, room_id } = await game("getuid", {});
    const { uid: bo } = await game("joinroom", { room_id });
    await game("setrole", { uid: ada, room_id, nick: "Ada", user_suit_id: 1 });
    await game("setrole", { uid: bo, room_id, nick: "Bo", user_suit_id: 2 });
    expect((await game("getroomusers", { room_id })).users).toEqual([
      { uid: ada, nick: "Ada" },
      { uid: bo, nick: "Bo" },
    ]);
    await game("startgame", { room_id, uid: ada });
    expect(await game("getroomstatus", { room_id, uid: bo })).toEqual({ status: 1 });

    const a = open("/ws/groupchat", String(ada), "alice");
    const b = open("/ws/groupchat", String(bo), "bob");
    await Promise.all([a.opened, b.opened]);
    expect(a.socket.protocol).toBe(String(ada));
    a.send({ create_chat_group_request: { owner_uid: ada } });
    const created = await a.waitFor((f) => "create_chat_group_response" in f);
    const { group_id } = created.create_chat_group_response as { group_id: number };
    a.send({ join_chat_group_request: { group_id, uid: ada } });
    b.send({ join_chat_group_request: { group_id, uid: bo } });
    await b.waitFor((f) => "join_chat_group_response" in f);
    await a.waitFor((f) => JSON.stringify(f).includes("Bo joined"));

    // Armed for Alice's browser only: Bob's line reaches Bob; Alice's socket drops instead.
    const armed = await post(
      "/__mock/faults",
      { mock: "groupChatSocket:drop" },
      { "x-mock-client": "alice" },
    );
    expect(armed.status).toBe(201);
    b.send({ client_send_msg_request: { group_id, uid: bo, content: "Hello, Mira" } });
    await b.waitFor((f) => (f as { request_id: string }).request_id === `push-${group_id}-2`);
    expect(await a.closed).toBe(1006);

    const again = open("/ws/groupchat", String(ada), "alice");
    await again.opened;
    again.send({ reconnection_request: { group_id, uid: ada, client_type: 1 } });
    await again.waitFor((f) => "group_notice_request" in f);
    expect(
      again.frames.filter((f) => "server_push_msg_request" in f).map((f) => f.request_id),
    ).toEqual([`push-${group_id}-1`, `push-${group_id}-2`]);
  });

  it("refuses a socket connection while an offline fault is armed, and unknown socket paths", async () => {
    await post("/__mock/faults", { mock: "comfyUiSocket:offline" });
    const refused = open("/comfyui/ws?clientId=1234567");
    await expect(refused.opened).rejects.toThrow();
    const next = open("/comfyui/ws?clientId=1234567");
    await next.opened;
    const unknown = open("/ws/nothing");
    await expect(unknown.opened).rejects.toThrow(/404/);
  });

  it("renders over the image socket", async () => {
    const client = open("/comfyui/ws?clientId=5555555");
    await client.opened;
    const queued = await post("/comfyui/prompt", {
      client_id: "5555555",
      prompt: {
        "3": { class_type: "KSampler", inputs: { seed: 7, steps: 5 } },
        "5": { class_type: "EmptyLatentImage", inputs: { width: 32, height: 48 } },
        "28": { class_type: "ImageToBase64", inputs: {} },
      },
    });
    expect(queued.status).toBe(200);
    const executed = await client.waitFor((f) => f.type === "executed");
    const png = Buffer.from(
      (executed.data as { output: { text: string[] } }).output.text[0]!,
      "base64",
    );
    expect(png.readUInt32BE(16)).toBe(32);
    expect(png.readUInt32BE(20)).toBe(48);
    expect(client.frames.filter((f) => f.type === "progress")).toHaveLength(5);
  });

  it("answers speech as audio bytes and reads a multipart transcription", async () => {
    const speech = await post(
      "/api/token/openai/v1/audio/speech",
      { model: "tts-hd", input: "Good evening", voice: "nova", response_format: "wav", speed: 1 },
      BEARER,
    );
    expect(speech.status).toBe(200);
    expect(speech.type).toBe("audio/wav");
    expect(new TextDecoder().decode(speech.bytes!.subarray(0, 4))).toBe("RIFF");

    const form = new FormData();
    form.append("file", new Blob([speech.bytes!], { type: "audio/wav" }), "evening.wav");
    form.append("model", "whisper");
    form.append("language", "zh");
    form.append("response_format", "json");
    form.append("temperature", "1");
    const response = await fetch(`${running.url}/api/token/openai/v1/audio/transcriptions`, {
      method: "POST",
      headers: BEARER,
      body: form,
    });
    const answer = (await response.json()) as { text: string };
    expect(answer, JSON.stringify(answer)).toMatchObject({
      text: expect.stringMatching(/[\u4e00-\u9fff]/),
    });
    expect(response.status).toBe(200);
  });

  it("refuses provider calls in the provider's shape, and takes chat bodies over the API limit", async () => {
    const path = "/api/token/openai/v1/chat/completions";
    const notJson = await post(path, "{not json", BEARER);
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({
      error: { message: expect.stringMatching(/not valid JSON/) },
    });
    const noKey = await post(path, {
      model: "gpt-4o",
      messages: [{ role: "user", content: "hi" }],
    });
    expect(noKey.status).toBe(401);
    expect(noKey.body).toMatchObject({ error: { type: "invalid_request_error" } });

    // An image larger than API_BODY_LIMIT (2 MB) as a data URL: within the upload limit.
    const side = 900;
    // Noise does not compress: the data URL stays above the API limit.
    let seed = 1;
    const noise = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
    const png = await encodePng(side, side, () => [noise(), noise(), noise()]);
    expect(png.length * 1.34).toBeGreaterThan(API_BODY_LIMIT);
    const vision = await post(
      path,
      {
        model: "gpt-4o",
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: "What is this?" },
              { type: "image_url", image_url: { url: `data:image/png;base64,${toBase64(png)}` } },
            ],
          },
        ],
      },
      BEARER,
    );
    expect(vision.status).toBe(200);
    const answer = (vision.body as unknown as { choices: { message: { content: string } }[] })
      .choices[0]!;
    expect(answer.message.content).toContain(`${side}×${side} PNG`);
  });
});
