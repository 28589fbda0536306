/**
 * Every frame that arrives on the console's two live connections is checked against the spec's
 * frame schemas (openapi/components/schemas: GroupChatFrame, ComfyUiFrame, docs/decisions/0006)
 * before the console reads it; a frame that is not JSON or breaks its schema is refused, and the
 * caller shows that as an error instead of acting on it.
 *
 * The generator emits zod only for operations' bodies and answers, not for these two
 * component schemas, so they are written here with zod/mini (small, in the console's own chunk),
 * field for field from the YAML. The type assertions at the end tie each one to the generated
 * TypeScript type, and tests/console/frames.test.ts checks them against the spec's JSON Schema
 * itself (src/generated/openapi.json) on valid and broken frames.
 */
import * as z from "zod/mini";
import { parseWithoutEval } from "@/lib/zod-without-eval";
import type {
  ComfyUiFrame,
  CreateChatGroupResponseFrame,
  GroupChatFrame,
  GroupNoticeRequestFrame,
  GroupUsersResponseFrame,
  JoinChatGroupResponseFrame,
  ServerPushMsgRequestFrame,
} from "@/generated/model";

// No eval in the page (its CSP): before any schema here parses.
parseWithoutEval();

const id = () => z.int().check(z.gte(1));
const groupId = () => z.int().check(z.gte(-1));

const groupRole = z.object({
  role_id: z.int().check(z.gte(1)),
  nick_name: z.string().check(z.minLength(1)),
});

const groupInfo = z.object({
  group_id: groupId(),
  group_name: z.string(),
  all_roles: z.array(groupRole).check(z.maxLength(4)),
  owner_uid: id(),
});

/** timestamp (Unix ms) and request_id, which every group frame carries. */
const envelope = {
  timestamp: z.int().check(z.gte(0)),
  request_id: z.string().check(z.minLength(1)),
};

/** The payload key of each group frame (client to server and server to client). */
export const GROUP_PAYLOAD_KEYS = [
  "create_chat_group_request",
  "create_chat_group_response",
  "join_chat_group_request",
  "join_chat_group_response",
  "group_users_request",
  "group_users_response",
  "client_send_msg_request",
  "reconnection_request",
  "server_push_msg_request",
  "group_notice_request",
] as const;

export type GroupPayloadKey = (typeof GROUP_PAYLOAD_KEYS)[number];

const groupFrames = {
  create_chat_group_request: z.object({ owner_uid: id() }),
  create_chat_group_response: z.object({ code: z.int(), group_id: id(), owner_uid: id() }),
  join_chat_group_request: z.object({ group_id: id(), uid: id() }),
  join_chat_group_response: z.object({ group_info: groupInfo }),
  group_users_request: z.object({ group_id: id(), uid: id() }),
  group_users_response: z.object({ group_info: groupInfo }),
  client_send_msg_request: z.object({
    group_id: id(),
    content: z.string().check(z.minLength(1)),
    uid: id(),
  }),
  reconnection_request: z.object({
    group_id: id(),
    uid: id(),
    client_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  }),
  server_push_msg_request: z.object({ role: groupRole, content: z.string() }),
  group_notice_request: z.looseObject({
    content: z.optional(z.string()),
    group_info: z.optional(groupInfo),
  }),
} satisfies Record<GroupPayloadKey, z.ZodMiniType>;

const frameOf = <K extends GroupPayloadKey>(key: K) =>
  z.object({ ...envelope, [key]: groupFrames[key] } as {
    timestamp: typeof envelope.timestamp;
    request_id: typeof envelope.request_id;
  } & { [P in K]: (typeof groupFrames)[K] });

/** The frames the server sends; the client frames are valid too, but the console ignores them. */
export type GroupServerFrame =
  | CreateChatGroupResponseFrame
  | JoinChatGroupResponseFrame
  | GroupUsersResponseFrame
  | ServerPushMsgRequestFrame
  | GroupNoticeRequestFrame;

export type FrameCheck<T> = { ok: true; frame: T } | { ok: false };

function parseJson(raw: unknown): unknown {
  if (typeof raw !== "string") return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A group-chat frame, checked: JSON, exactly one payload key (the spec's oneOf keeps the branches
 * exclusive by it), and that key's schema.
 */
export function checkGroupFrame(raw: unknown): FrameCheck<GroupChatFrame> {
  const value = parseJson(raw);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false };
  const keys = GROUP_PAYLOAD_KEYS.filter((key) => key in value);
  const [key] = keys;
  if (keys.length !== 1 || key === undefined) return { ok: false };
  const result = frameOf(key).safeParse(value);
  return result.success ? { ok: true, frame: result.data as GroupChatFrame } : { ok: false };
}

const comfyFrames = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("status"),
    data: z.looseObject({
      status: z.object({
        exec_info: z.object({ queue_remaining: z.int().check(z.gte(0)) }),
      }),
      sid: z.optional(z.string()),
    }),
  }),
  z.object({
    type: z.literal("executing"),
    data: z.looseObject({ node: z.nullable(z.string()), prompt_id: z.string() }),
  }),
  z.object({
    type: z.literal("progress"),
    data: z.looseObject({
      value: z.int().check(z.gte(0)),
      max: z.int().check(z.gte(1)),
      prompt_id: z.optional(z.string()),
      node: z.optional(z.nullable(z.string())),
    }),
  }),
  z.object({
    type: z.literal("executed"),
    data: z.looseObject({
      node: z.string(),
      output: z.looseObject({ text: z.optional(z.array(z.string())) }),
      prompt_id: z.string(),
    }),
  }),
  z.object({
    type: z.literal("execution_error"),
    data: z.looseObject({
      prompt_id: z.string(),
      node_id: z.optional(z.string()),
      node_type: z.optional(z.string()),
      exception_message: z.string(),
      exception_type: z.optional(z.string()),
      traceback: z.optional(z.array(z.string())),
    }),
  }),
]);

/** ComfyUI frame types the spec models; the console ignores the others (they are not errors). */
export const COMFY_FRAME_TYPES = [
  "status",
  "executing",
  "progress",
  "executed",
  "execution_error",
] as const;

export type ComfyFrameCheck = FrameCheck<ComfyUiFrame> | { ok: "ignored" };

/**
 * A ComfyUI frame, checked: a text frame of another type (execution_start, execution_cached…) is
 * ignored as the spec says; binary frames (previews) are ignored; anything else that breaks the
 * schema is refused.
 */
export function checkComfyFrame(raw: unknown): ComfyFrameCheck {
  if (typeof raw !== "string") return { ok: "ignored" };
  const value = parseJson(raw);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false };
  const type = (value as { type?: unknown }).type;
  const named = typeof type === "string" && type !== "";
  if (named && !(COMFY_FRAME_TYPES as readonly string[]).includes(type)) {
    return { ok: "ignored" };
  }
  const result = comfyFrames.safeParse(value);
  return result.success ? { ok: true, frame: result.data as ComfyUiFrame } : { ok: false };
}

// The schemas' output must be the generated types (a spec change that breaks them fails tsc).
type Assert<T extends true> = T;
type GroupPayloads = { [K in GroupPayloadKey]: z.infer<(typeof groupFrames)[K]> };
export type GroupFramesMatchTheSpec = Assert<
  GroupPayloads extends {
    [K in GroupPayloadKey]: Extract<GroupChatFrame, Record<K, unknown>>[K];
  }
    ? true
    : false
>;
export type ComfyFramesMatchTheSpec = Assert<
  z.infer<typeof comfyFrames> extends ComfyUiFrame ? true : false
>;
