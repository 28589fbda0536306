/**
 * The frames of the console's sockets, checked against the spec (GroupChatFrame and ComfyUiFrame of
 * src/generated/openapi.json): the mock never sends a frame the spec does not allow (a violation is
 * logged and closes the socket, as a violating HTTP answer is a 500), and it reads a client frame
 * only when the spec allows it. The generator makes no zod schemas for frames, so the JSON Schema
 * is used directly, with @cfworker/json-schema: it interprets the schema, where Ajv compiles it
 * with `new Function`, which the pages' CSP refuses (docs/decisions/0057). Formats are not checked,
 * as in contracts/spec-conformance.ts.
 */
import { Validator, type Schema } from "@cfworker/json-schema";
import spec from "@/generated/openapi.json";
import type {
  ClientSendMsgRequestFrame,
  ComfyUiFrame,
  CreateChatGroupRequestFrame,
  GroupChatFrame,
  GroupUsersRequestFrame,
  JoinChatGroupRequestFrame,
  ReconnectionRequestFrame,
} from "@/generated/model";

export type FrameSchema = "GroupChatFrame" | "ComfyUiFrame";

const SPEC_ID = "https://gamecraft.invalid/openapi.json";

/** A copy of the spec's schemas without their string formats (not checked, see above). */
function withoutFormats(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFormats);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === "format" && typeof inner === "string"))
      .map(([key, inner]) => [key, withoutFormats(inner)]),
  );
}

let components: Schema | undefined;
const validators = new Map<FrameSchema, Validator>();

function validatorOf(schema: FrameSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    components ??= {
      $id: SPEC_ID,
      components: withoutFormats((spec as { components: object }).components),
    } as Schema;
    validator = new Validator(
      { $ref: `${SPEC_ID}#/components/schemas/${schema}` },
      "2020-12",
      false,
    );
    validator.addSchema(components, SPEC_ID);
    validators.set(schema, validator);
  }
  return validator;
}

/** What is wrong with a frame against the spec (empty: nothing). */
export function frameProblems(schema: FrameSchema, frame: unknown): string[] {
  const result = validatorOf(schema).validate(frame);
  if (result.valid) return [];
  return result.errors
    .slice(0, 6)
    .map((e) => `${e.instanceLocation.replace(/^#/, "") || "(frame)"} ${e.error}`);
}

/** The payload keys a client sends (GroupChatFrame, client → server). */
export const CLIENT_KEYS = [
  "create_chat_group_request",
  "join_chat_group_request",
  "group_users_request",
  "client_send_msg_request",
  "reconnection_request",
] as const;
export type ClientKey = (typeof CLIENT_KEYS)[number];

export type ClientFrame =
  | CreateChatGroupRequestFrame
  | JoinChatGroupRequestFrame
  | GroupUsersRequestFrame
  | ClientSendMsgRequestFrame
  | ReconnectionRequestFrame;

/** A client's frame read from text: the frame and its key, or why it was refused. */
export function readClientFrame(
  text: unknown,
): { frame: ClientFrame; key: ClientKey } | { problem: string } {
  if (typeof text !== "string") return { problem: "Binary frames are not part of the protocol." };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: "The frame is not JSON." };
  }
  const problems = frameProblems("GroupChatFrame", value);
  if (problems.length > 0) return { problem: `The frame breaks the spec: ${problems.join("; ")}` };
  const key = CLIENT_KEYS.find((k) => Object.hasOwn(value as object, k));
  if (!key) return { problem: "Only request frames are sent to the server." };
  return { frame: value as ClientFrame, key };
}

let requestCounter = 0;
/** A request_id for a frame the server starts (notices). */
export const serverRequestId = (prefix: string) => `${prefix}-${++requestCounter}`;

/** A frame the spec does not allow (the `malformed` fault). */
export function malformedFrame(schema: FrameSchema): string {
  return JSON.stringify(
    schema === "GroupChatFrame"
      ? {
          timestamp: Date.now(),
          request_id: serverRequestId("malformed"),
          server_push_msg_request: { role: { role_id: 1, nick_name: "Mira" }, content: 42 },
        }
      : { type: "progress", data: { value: "half", max: 25 } },
  );
}

/** A text frame that is not JSON (the `garbled` fault). */
export const garbledFrame = (schema: FrameSchema): string =>
  schema === "GroupChatFrame"
    ? '{"server_push_msg_request": {"role": '
    : '{"type": "progress", "da';

export type { ComfyUiFrame, GroupChatFrame };
