/**
 * The console's two socket mocks through a real WebSocket client in jsdom (MSW's ws.link): the
 * group chat (every request type, the pushes and notices, the resync after a reconnection) and the
 * image service (progress frames and a PNG that decodes), each with its QA faults: drop, delay,
 * malformed and garbled frames, a refused connection, a failed render. Every frame the mock sends
 * is checked against the spec.
 */
import { crc32, inflateSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getUid, joinRoom, queuePrompt, setRole } from "@/generated/console/console";
import type { ComfyUiNode } from "@/generated/model";
import { arm, createTestBackend, requestLog } from "@mocks/testing";
import { FaultError, formatFaultList, parseFaultList } from "@mocks/core/faults";
import { faultsFromUrl } from "@mocks/core/url-faults";
import { frameProblems, type FrameSchema } from "@mocks/ws/frames";
import { resetSocketTiming, setSocketTiming } from "@mocks/ws/timing";
import { rejection } from "../api-helpers";

const GROUP_URL = "ws://localhost/ws/groupchat";
const comfyUrl = (clientId: string | number) => `ws://localhost/comfyui/ws?clientId=${clientId}`;

type Frame = Record<string, unknown>;

/** A WebSocket with its received frames, and waits on them. */
class Client {
  readonly socket: WebSocket;
  readonly texts: string[] = [];
  readonly opened: Promise<boolean>;
  readonly closed: Promise<CloseEvent>;
  #waiters: (() => void)[] = [];

  constructor(url: string, protocols?: string) {
    this.socket = new WebSocket(url, protocols);
    this.socket.addEventListener("message", (event) => {
      this.texts.push(String(event.data));
      this.#waiters.forEach((wake) => wake());
    });
    this.opened = new Promise((resolve) => {
      this.socket.addEventListener("open", () => resolve(true));
      this.socket.addEventListener("close", () => resolve(false));
    });
    this.closed = new Promise((resolve) => this.socket.addEventListener("close", resolve));
  }

  /** Parsed frames (a text that is not JSON stays a string). */
  get frames(): (Frame | string)[] {
    return this.texts.map((text) => {
      try {
        return JSON.parse(text) as Frame;
      } catch {
        return text;
      }
    });
  }

  send(frame: Frame): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** Waits until a frame matches (searching from `from`), answering it and its index. */
  async waitFor(test: (frame: Frame | string) => boolean, from = 0, ms = 4000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.frames.findIndex((f, i) => i >= from && test(f));
      if (index >= 0) return { frame: this.frames[index]!, index };
      if (Date.now() > deadline) {
        throw new Error(
          `no matching frame; received ${JSON.stringify(this.frames).slice(0, 2000)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

const has = (key: string) => (frame: Frame | string) => typeof frame === "object" && key in frame;
const clients: Client[] = [];
const connect = async (url: string, protocols?: string) => {
  const client = new Client(url, protocols);
  clients.push(client);
  await client.opened;
  return client;
};

let requestNo = 0;
const request = (payload: Frame): Frame => ({
  timestamp: Date.now(),
  request_id: `t-${++requestNo}`,
  ...payload,
});

const expectSpecFrames = (client: Client, schema: FrameSchema) => {
  for (const frame of client.frames) expect(frameProblems(schema, frame)).toEqual([]);
};

beforeEach(() => {
  setSocketTiming({ aiReplyMs: 0, renderStepMs: 0 });
});
afterEach(() => {
  clients.splice(0).forEach((c) => c.socket.close());
  resetSocketTiming();
});

/** Two players of one room with nicknames, each connected with their uid. */
async function twoPlayers() {
  const { uid: ada, room_id } = await getUid({});
  const { uid: bo } = await joinRoom({ room_id });
  await setRole({ uid: ada, room_id, nick: "Ada", user_suit_id: 1 });
  await setRole({ uid: bo, room_id, nick: "Bo", user_suit_id: 2 });
  return {
    ada,
    bo,
    a: await connect(GROUP_URL, String(ada)),
    b: await connect(GROUP_URL, String(bo)),
  };
}

/** A group created by Ada with both players joined; answers its id. */
async function groupOfTwo(p: Awaited<ReturnType<typeof twoPlayers>>) {
  p.a.send(request({ create_chat_group_request: { owner_uid: p.ada } }));
  const created = (await p.a.waitFor(has("create_chat_group_response"))).frame as Frame;
  const { group_id } = created.create_chat_group_response as { group_id: number };
  p.a.send(request({ join_chat_group_request: { group_id, uid: p.ada } }));
  await p.a.waitFor(has("join_chat_group_response"));
  p.b.send(request({ join_chat_group_request: { group_id, uid: p.bo } }));
  await p.b.waitFor(has("join_chat_group_response"));
  return group_id;
}

const pushes = (client: Client, from = 0) =>
  client.frames
    .slice(from)
    .filter(has("server_push_msg_request"))
    .map((f) => {
      const push = (f as Frame).server_push_msg_request as {
        role: { nick_name: string };
        content: string;
      };
      return { id: (f as Frame).request_id, who: push.role.nick_name, content: push.content };
    });

describe("socket fault vocabulary", () => {
  it("arms the socket outcomes under the sockets' names, in the ?mock= form", () => {
    const faults = parseFaultList(
      "groupChatSocket:drop*2,comfyUiSocket:error,groupChatSocket:delay500",
    );
    expect(faults).toEqual([
      { operation: "groupChatSocket", outcome: { kind: "drop" }, times: 2 },
      { operation: "comfyUiSocket", outcome: { kind: "error" }, times: 1 },
      { operation: "groupChatSocket", outcome: { kind: "delay", ms: 500 }, times: 1 },
    ]);
    expect(formatFaultList(faults)).toBe(
      "groupChatSocket:drop*2,comfyUiSocket:error,groupChatSocket:delay500",
    );
    expect(
      faultsFromUrl("/inspect?mock=groupChatSocket:malformed,comfyUiSocket:garbled").faults,
    ).toHaveLength(2);
  });

  it("refuses outcomes a target cannot take", () => {
    expect(() => parseFaultList("groupChatSocket:1315")).toThrow(FaultError);
    expect(() => parseFaultList("groupChatSocket:http503")).toThrow(
      /takes drop, delayMS, malformed, garbled, offline/,
    );
    expect(() => parseFaultList("groupChatSocket:error")).toThrow(/groupChatSocket takes/);
    expect(() => parseFaultList("accountLogin:drop")).toThrow(/outcome of the console's sockets/);
    expect(() => parseFaultList("chatSocket:drop")).toThrow(/Unknown operation/);
  });
});

describe("group chat socket", () => {
  it("refuses a connection without the uid of a known player as its subprotocol", async () => {
    const none = new Client(GROUP_URL);
    expect(await none.opened).toBe(false);
    expect((await none.closed).code).toBe(1008);
    const stranger = new Client(GROUP_URL, "424242");
    expect((await stranger.closed).reason).toMatch(/No room knows player 424242/);
  });

  it("creates a group, lets both players join and answers group info", async () => {
    const p = await twoPlayers();
    p.a.send(request({ create_chat_group_request: { owner_uid: p.ada } }));
    const created = (await p.a.waitFor(has("create_chat_group_response"))).frame as Frame;
    expect(created.create_chat_group_response).toEqual({
      code: 0,
      group_id: 501,
      owner_uid: p.ada,
    });
    expect(created.request_id).toBe(`t-${requestNo}`);

    p.a.send(request({ join_chat_group_request: { group_id: 501, uid: p.ada } }));
    const joined = (await p.a.waitFor(has("join_chat_group_response"))).frame as Frame;
    expect(joined.join_chat_group_response).toEqual({
      group_info: {
        group_id: 501,
        group_name: "Gatetown #501",
        owner_uid: p.ada,
        all_roles: [
          { role_id: 1, nick_name: "Mira" },
          { role_id: 2, nick_name: "Jasper" },
          { role_id: 3, nick_name: "Ada" },
        ],
      },
    });

    p.b.send(request({ join_chat_group_request: { group_id: 501, uid: p.bo } }));
    await p.b.waitFor(has("join_chat_group_response"));
    // Ada hears that Bo joined, with the new group info.
    const notice = (
      await p.a.waitFor(
        (f) => has("group_notice_request")(f) && JSON.stringify(f).includes("Bo joined"),
      )
    ).frame as Frame;
    expect(notice.group_notice_request).toMatchObject({
      group_info: { all_roles: expect.arrayContaining([{ role_id: 4, nick_name: "Bo" }]) },
    });

    p.b.send(request({ group_users_request: { group_id: 501, uid: p.bo } }));
    const users = (await p.b.waitFor(has("group_users_response"))).frame as Frame;
    expect(
      (users.group_users_response as { group_info: { all_roles: unknown[] } }).group_info.all_roles,
    ).toHaveLength(4);
    expectSpecFrames(p.a, "GroupChatFrame");
    expectSpecFrames(p.b, "GroupChatFrame");
  });

  it("pushes a player's line and the AI characters' answers to everyone in the group", async () => {
    const p = await twoPlayers();
    const group_id = await groupOfTwo(p);
    p.a.send(
      request({
        client_send_msg_request: { group_id, uid: p.ada, content: "Jasper, what is good here?" },
      }),
    );
    await p.b.waitFor(
      (f) => has("server_push_msg_request")(f) && JSON.stringify(f).includes('"Jasper"'),
    );
    await p.a.waitFor(
      (f) => has("server_push_msg_request")(f) && JSON.stringify(f).includes('"Jasper"'),
    );
    for (const client of [p.a, p.b]) {
      expect(pushes(client).map((m) => [m.id, m.who])).toEqual([
        [`push-${group_id}-1`, "Ada"],
        [`push-${group_id}-2`, "Mira"],
        [`push-${group_id}-3`, "Jasper"],
      ]);
      expect(pushes(client)[0]!.content).toBe("Jasper, what is good here?");
    }
    // A plain line gets Mira's answer only, in the line's language.
    p.b.send(request({ client_send_msg_request: { group_id, uid: p.bo, content: "你好" } }));
    await p.a.waitFor(
      (f) => has("server_push_msg_request")(f) && (f as Frame).request_id === `push-${group_id}-5`,
    );
    expect(pushes(p.a).at(-1)!.content).toMatch(/[\u4e00-\u9fff]/);
    expectSpecFrames(p.a, "GroupChatFrame");
  });

  it("refuses an unknown group, a third player and lines from strangers, and reads only the spec's frames", async () => {
    const p = await twoPlayers();
    p.a.send(request({ join_chat_group_request: { group_id: 999, uid: p.ada } }));
    const refused = (await p.a.waitFor(has("join_chat_group_response"))).frame as Frame;
    expect(refused.join_chat_group_response).toMatchObject({
      group_info: { group_id: -1, all_roles: [] },
    });
    await p.a.waitFor((f) => JSON.stringify(f).includes("Group 999 does not exist"));

    const group_id = await groupOfTwo(p);
    const { uid: cy } = await getUid({});
    const c = await connect(GROUP_URL, String(cy));
    c.send(request({ join_chat_group_request: { group_id, uid: cy } }));
    await c.waitFor((f) => JSON.stringify(f).includes("already has two players"));
    c.send(request({ client_send_msg_request: { group_id, uid: cy, content: "hi" } }));
    await c.waitFor((f) => JSON.stringify(f).includes(`is not in group ${group_id}`));

    c.socket.send("not json");
    await c.waitFor((f) => JSON.stringify(f).includes("The frame is not JSON"));
    c.send(request({ client_send_msg_request: { group_id, uid: cy, content: "" } }));
    await c.waitFor((f) => JSON.stringify(f).includes("The frame breaks the spec"));
    c.send(
      request({
        group_users_response: {
          group_info: { group_id, group_name: "x", all_roles: [], owner_uid: cy },
        },
      }),
    );
    await c.waitFor((f) => JSON.stringify(f).includes("Only request frames"));
    expect(c.socket.readyState).toBe(WebSocket.OPEN);
    expectSpecFrames(c, "GroupChatFrame");
  });

  it("drop: the connection closes instead of the next frame; reconnection resends what was missed", async () => {
    const p = await twoPlayers();
    const group_id = await groupOfTwo(p);
    arm("groupChatSocket", "drop");
    p.a.send(request({ client_send_msg_request: { group_id, uid: p.ada, content: "first" } }));
    // Ada's own echo was the next frame: her socket drops; Bo gets the line and Mira's answer.
    expect((await p.a.closed).code).toBe(1006);
    await p.b.waitFor((f) => (f as Frame).request_id === `push-${group_id}-2`);
    p.b.send(request({ client_send_msg_request: { group_id, uid: p.bo, content: "second" } }));
    await p.b.waitFor((f) => (f as Frame).request_id === `push-${group_id}-4`);

    const again = await connect(GROUP_URL, String(p.ada));
    again.send(request({ reconnection_request: { group_id, uid: p.ada, client_type: 1 } }));
    await again.waitFor(has("group_notice_request"));
    expect(pushes(again).map((m) => [m.id, m.content])).toEqual([
      [`push-${group_id}-1`, "first"],
      [`push-${group_id}-2`, expect.any(String)],
      [`push-${group_id}-3`, "second"],
      [`push-${group_id}-4`, expect.any(String)],
    ]);
    const last = again.frames.at(-1) as Frame;
    expect(last.group_notice_request).toMatchObject({ group_info: { group_id } });
    // Nothing is sent twice: a second reconnection finds nothing missed.
    again.send(request({ reconnection_request: { group_id, uid: p.ada, client_type: 1 } }));
    const before = again.frames.length;
    await again.waitFor(has("group_notice_request"), before);
    expect(pushes(again, before)).toEqual([]);
    expect(requestLog().some((e) => e.operation === "groupChatSocket" && e.fault === "drop")).toBe(
      true,
    );
  });

  it("delay, malformed and garbled: the next frame waits, or a bad frame comes first", async () => {
    const p = await twoPlayers();
    arm("groupChatSocket:delay300");
    const started = Date.now();
    p.a.send(request({ create_chat_group_request: { owner_uid: p.ada } }));
    await p.a.waitFor(has("create_chat_group_response"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);

    arm("groupChatSocket:malformed");
    p.a.send(request({ group_users_request: { group_id: 501, uid: p.ada } }));
    const { index } = await p.a.waitFor(has("group_users_response"));
    const bad = p.a.frames[index - 1] as Frame;
    expect(frameProblems("GroupChatFrame", bad)).not.toEqual([]);

    arm("groupChatSocket", "garbled");
    p.a.send(request({ group_users_request: { group_id: 501, uid: p.ada } }));
    const second = await p.a.waitFor(has("group_users_response"), index + 1);
    expect(() => JSON.parse(p.a.texts[second.index - 1]!)).toThrow();
  });

  it("offline: the next connection attempts are refused, then connections open again", async () => {
    const { ada } = await twoPlayers();
    arm("groupChatSocket:offline*2");
    for (let i = 0; i < 2; i += 1) {
      const refused = new Client(GROUP_URL, String(ada));
      expect(await refused.opened).toBe(false);
      expect((await refused.closed).code).toBe(1006);
    }
    expect(await (await connect(GROUP_URL, String(ada))).opened).toBe(true);
  });

  it("closes a connection of a backend that was reset (1012), so the client reconnects", async () => {
    const p = await twoPlayers();
    await createTestBackend();
    p.a.send(request({ create_chat_group_request: { owner_uid: p.ada } }));
    expect((await p.a.closed).code).toBe(1012);
  });
});

// ── the image service ───────────────────────────────────────────────────────────────────────

const workflow = (
  size = 64,
  text = "a small fire fox, pet, cute",
): Record<string, ComfyUiNode> => ({
  "3": {
    class_type: "KSampler",
    inputs: {
      seed: 42,
      steps: 25,
      cfg: 8,
      sampler_name: "euler",
      scheduler: "normal",
      denoise: 1,
      model: ["4", 0],
      positive: ["6", 0],
      negative: ["7", 0],
      latent_image: ["5", 0],
    },
  },
  "4": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "pet.safetensors" } },
  "5": { class_type: "EmptyLatentImage", inputs: { width: size, height: size, batch_size: 1 } },
  "6": { class_type: "CLIPTextEncode", inputs: { text, clip: ["4", 1] } },
  "7": { class_type: "CLIPTextEncode", inputs: { text: "blurry", clip: ["4", 1] } },
  "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
  "28": { class_type: "ImageToBase64", inputs: { images: ["8", 0] } },
});

/** Reads a PNG completely: signature, chunk CRCs, header, and the inflated pixel rows. */
function decodePng(base64: string) {
  const bytes = Buffer.from(base64, "base64");
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("ascii", at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length)).toBe(
      crc32(bytes.subarray(at + 4, at + 8 + length)),
    );
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === "IDAT") idat.push(data);
    types.push(type);
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  expect(types.at(-1)).toBe("IEND");
  expect(pixels.length).toBe((width * 3 + 1) * height);
  return { width, height, pixels };
}

describe("image service socket", () => {
  it("reports the queue, then progress, then node 28's PNG for a queued prompt", async () => {
    const client = await connect(comfyUrl(1234567));
    await client.waitFor((f) => (f as Frame).type === "status");
    expect(client.frames[0]).toEqual({
      type: "status",
      data: { status: { exec_info: { queue_remaining: 0 } }, sid: "1234567" },
    });
    const queued = await queuePrompt({ prompt: workflow(1024), client_id: "1234567" });
    expect(queued).toMatchObject({ prompt_id: expect.any(String), number: 0, node_errors: {} });

    const done = await client.waitFor((f) => (f as Frame).type === "executed", 0, 10_000);
    const types = client.frames.map((f) => (f as Frame).type);
    expect(types.filter((t) => t === "progress")).toHaveLength(25);
    expect(types.slice(1, 3)).toEqual(["status", "executing"]);
    const progress = client.frames.filter((f) => (f as Frame).type === "progress") as Frame[];
    expect(progress.map((f) => (f.data as { value: number }).value)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    const executed = done.frame as {
      data: { node: string; prompt_id: string; output: { text: string[] } };
    };
    expect(executed.data.node).toBe("28");
    expect(executed.data.prompt_id).toBe(queued.prompt_id);
    expect(decodePng(executed.data.output.text[0]!)).toMatchObject({ width: 1024, height: 1024 });

    await client.waitFor((f) => (f as Frame).type === "status", done.index);
    expect(client.frames.at(-2)).toEqual({
      type: "executing",
      data: { node: null, prompt_id: queued.prompt_id },
    });
    expectSpecFrames(client, "ComfyUiFrame");
  });

  it("runs a render queued before its client connects once it connects", async () => {
    await queuePrompt({ prompt: workflow(), client_id: "7654321" });
    const client = await connect(comfyUrl(7654321));
    const done = await client.waitFor((f) => (f as Frame).type === "executed");
    expect(client.frames[0]).toEqual({
      type: "status",
      data: { status: { exec_info: { queue_remaining: 1 } }, sid: "7654321" },
    });
    const { output } = (done.frame as { data: { output: { text: string[] } } }).data;
    expect(decodePng(output.text[0]!)).toMatchObject({ width: 64, height: 64 });
  });

  it("refuses a prompt without node 28 or with a broken link, in ComfyUI's shape", async () => {
    const { "28": _image, ...noImage } = workflow();
    const missing = await rejection(queuePrompt({ prompt: noImage, client_id: "1234567" }));
    expect(missing).toMatchObject({ kind: "http", status: 400 });
    expect(missing.data).toMatchObject({ error: { type: "prompt_no_outputs" } });
    const broken = workflow();
    broken["8"]!.inputs.vae = ["99", 2];
    const linked = await rejection(queuePrompt({ prompt: broken, client_id: "1234567" }));
    expect(linked.data).toMatchObject({
      error: { type: "prompt_outputs_failed_validation" },
      node_errors: { "8": { class_type: "VAEDecode" } },
    });
    const badClient = await rejection(queuePrompt({ prompt: workflow(), client_id: "12" }));
    expect(badClient.data).toMatchObject({ error: { type: "invalid_prompt" } });
  });

  it("refuses a socket without a valid clientId", async () => {
    const client = new Client(comfyUrl("abc"));
    expect((await client.closed).code).toBe(1008);
  });

  it("error: the next render stops with execution_error after a few steps", async () => {
    arm("comfyUiSocket", "error");
    const client = await connect(comfyUrl(2345678));
    await queuePrompt({ prompt: workflow(), client_id: "2345678" });
    const failed = (await client.waitFor((f) => (f as Frame).type === "execution_error"))
      .frame as Frame;
    expect(failed.data).toMatchObject({
      exception_message: expect.stringMatching(/out of GPU memory/),
    });
    expect(client.frames.filter((f) => (f as Frame).type === "progress")).toHaveLength(3);
    expect(client.frames.some((f) => (f as Frame).type === "executed")).toBe(false);
    expectSpecFrames(client, "ComfyUiFrame");
  });

  it("malformed and drop on the image socket", async () => {
    arm("comfyUiSocket:malformed");
    const client = await connect(comfyUrl(3456789));
    await client.waitFor((f) => (f as Frame).type === "status");
    expect(frameProblems("ComfyUiFrame", client.frames[0])).not.toEqual([]);
    arm("comfyUiSocket:drop");
    await queuePrompt({ prompt: workflow(), client_id: "3456789" });
    expect((await client.closed).code).toBe(1006);
  });
});
