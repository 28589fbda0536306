/**
 * The console's frame checks (src/features/console/api/frames.ts, zod) against the spec's own
 * JSON Schemas (GroupChatFrame, ComfyUiFrame in src/generated/openapi.json, through Ajv as the mock
 * and the conformance check use it): on valid frames of every kind and on every single-field
 * breakage of them, both must agree. Text that is not JSON is refused.
 */
import { describe, expect, it } from "vitest";
import { checkComfyFrame, checkGroupFrame } from "@/api/console/frames";
import { frameProblems } from "@mocks/ws/frames";

type Json = Record<string, unknown>;

const info = {
  group_id: 501,
  group_name: "Bar",
  all_roles: [
    { role_id: 1, nick_name: "Mira" },
    { role_id: 3, nick_name: "Kai" },
  ],
  owner_uid: 100001,
};
const base = { timestamp: 1_700_000_000_000, request_id: "r-1" };

const groupFrames: Json[] = [
  { ...base, create_chat_group_request: { owner_uid: 100001 } },
  { ...base, create_chat_group_response: { code: 0, group_id: 501, owner_uid: 100001 } },
  { ...base, join_chat_group_request: { group_id: 501, uid: 100001 } },
  { ...base, join_chat_group_response: { group_info: info } },
  { ...base, join_chat_group_response: { group_info: { ...info, group_id: -1, all_roles: [] } } },
  { ...base, group_users_request: { group_id: 501, uid: 100001 } },
  { ...base, group_users_response: { group_info: info } },
  { ...base, client_send_msg_request: { group_id: 501, content: "hi", uid: 100001 } },
  { ...base, reconnection_request: { group_id: 501, uid: 100001, client_type: 1 } },
  { ...base, server_push_msg_request: { role: { role_id: 1, nick_name: "Mira" }, content: "Hi" } },
  { ...base, group_notice_request: {} },
  { ...base, group_notice_request: { content: "Kai joined", group_info: info, extra: true } },
];

const comfyFrames: Json[] = [
  { type: "status", data: { status: { exec_info: { queue_remaining: 0 } }, sid: "1234567" } },
  { type: "executing", data: { node: "3", prompt_id: "p" } },
  { type: "executing", data: { node: null, prompt_id: "p" } },
  { type: "progress", data: { value: 3, max: 25, prompt_id: "p", node: "3" } },
  { type: "executed", data: { node: "28", output: { text: ["iVBOR"] }, prompt_id: "p" } },
  { type: "execution_error", data: { prompt_id: "p", exception_message: "boom" } },
];

/** Every frame with one field broken: removed, or given a value of another type. */
function breakages(frame: unknown, path: string[] = []): { path: string; frame: unknown }[] {
  if (typeof frame !== "object" || frame === null || Array.isArray(frame)) return [];
  const out: { path: string; frame: unknown }[] = [];
  for (const [key, value] of Object.entries(frame)) {
    const at = [...path, key].join(".");
    const without = { ...(frame as Json) };
    delete without[key];
    out.push({ path: `-${at}`, frame: without });
    for (const wrong of [typeof value === "string" ? 7 : "x", null, -2, ""]) {
      if (wrong === value) continue;
      out.push({
        path: `${at}=${JSON.stringify(wrong)}`,
        frame: { ...(frame as Json), [key]: wrong },
      });
    }
    for (const inner of breakages(value, [...path, key])) {
      out.push({ path: inner.path, frame: { ...(frame as Json), [key]: inner.frame } });
    }
  }
  return out;
}

describe("group chat frames", () => {
  it.each(groupFrames.map((frame) => [Object.keys(frame)[2], frame] as const))(
    "%s: valid, and every breakage judged as the spec does",
    (_key, frame) => {
      expect(frameProblems("GroupChatFrame", frame)).toEqual([]);
      expect(checkGroupFrame(JSON.stringify(frame)).ok).toBe(true);
      for (const broken of breakages(frame)) {
        const spec = frameProblems("GroupChatFrame", broken.frame).length === 0;
        expect({ path: broken.path, ok: checkGroupFrame(JSON.stringify(broken.frame)).ok }).toEqual(
          {
            path: broken.path,
            ok: spec,
          },
        );
      }
    },
  );

  it("a frame with two payloads, no payload, or text that is not JSON is refused", () => {
    const two = { ...base, group_notice_request: {}, group_users_request: { group_id: 1, uid: 1 } };
    expect(frameProblems("GroupChatFrame", two)).not.toEqual([]);
    expect(checkGroupFrame(JSON.stringify(two)).ok).toBe(false);
    expect(checkGroupFrame(JSON.stringify(base)).ok).toBe(false);
    expect(checkGroupFrame("{not json").ok).toBe(false);
    expect(checkGroupFrame(new ArrayBuffer(2)).ok).toBe(false);
  });
});

describe("image service frames", () => {
  it.each(comfyFrames.map((frame) => [frame.type, frame] as const))(
    "%s: valid, and every breakage judged as the spec does",
    (_type, frame) => {
      expect(frameProblems("ComfyUiFrame", frame)).toEqual([]);
      expect(checkComfyFrame(JSON.stringify(frame)).ok).toBe(true);
      for (const broken of breakages(frame)) {
        const type = (broken.frame as Json).type;
        const modelled = ["status", "executing", "progress", "executed", "execution_error"];
        // Another type is one the console ignores (ComfyUI sends more than the spec models).
        if (typeof type === "string" && type !== "" && !modelled.includes(type)) continue;
        const spec = frameProblems("ComfyUiFrame", broken.frame).length === 0;
        expect({ path: broken.path, ok: checkComfyFrame(JSON.stringify(broken.frame)).ok }).toEqual(
          {
            path: broken.path,
            ok: spec,
          },
        );
      }
    },
  );

  it("other ComfyUI frames and binary previews are ignored; text that is not JSON is refused", () => {
    expect(checkComfyFrame(JSON.stringify({ type: "execution_start", data: {} })).ok).toBe(
      "ignored",
    );
    expect(checkComfyFrame(new Blob(["preview"])).ok).toBe("ignored");
    expect(checkComfyFrame("<html>").ok).toBe(false);
    expect(
      checkComfyFrame(JSON.stringify({ type: "progress", data: { value: "1", max: 25 } })).ok,
    ).toBe(false);
  });
});
