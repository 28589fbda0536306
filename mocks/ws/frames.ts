/**
 * The frames of the console's sockets, checked against the spec (GroupChatFrame and ComfyUiFrame of
 * src/generated/openapi.json) with Ajv: the mock never sends a frame the spec does not allow (a
 * violation is logged and closes the socket, as a violating HTTP answer is a 500), and it reads
 * a client frame only when the spec allows it. The generator makes no zod schemas for frames, so
 * the JSON Schema is used directly (the same validator as contracts/spec-conformance.ts).
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
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

let ajv: Ajv2020 | undefined;
const validators = new Map<FrameSchema, ValidateFunction>();

function validatorOf(schema: FrameSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    ajv ??= new Ajv2020({ strict: false, allErrors: true, validateFormats: false, logger: false });
    if (!ajv.getSchema("spec")) {
      ajv.addSchema({ $id: "spec", components: (spec as { components: object }).components });
    }
    validate = ajv.getSchema(`spec#/components/schemas/${schema}`)!;
    validators.set(schema, validate);
  }
  return validate;
}

/** What is wrong with a frame against the spec (empty: nothing). */
export function frameProblems(schema: FrameSchema, frame: unknown): string[] {
  const validate = validatorOf(schema);
  if (validate(frame)) return [];
  return (validate.errors ?? [])
    .slice(0, 6)
    .map((e) => `${e.instancePath || "(frame)"} ${e.message ?? "is invalid"}`);
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
