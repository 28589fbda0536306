/**
 * The spec's operations grouped for the picker, marking those the mock does not serve yet, and the
 * console's sockets (group "sockets": no result codes; delay and offline from the panel's buttons,
 * the other socket outcomes from a ?mock= link, mocks/ws/README.md).
 */
import type { RequestHandler } from "msw";
import { operations, type OperationMeta } from "@/generated/operations";
import { SOCKET_NAMES, type FaultTarget } from "../core/faults";
import { messageFor } from "../core/messages";
import { COMFYUI_SOCKET_PATH } from "../ws/comfyui";
import { GROUP_CHAT_PATH } from "../ws/group-chat";

export interface OperationChoice {
  id: FaultTarget;
  path: string;
  served: boolean;
  codes: { code: number; meaning: string }[];
}

export function groupOperations(
  handlers: readonly RequestHandler[],
): [string, OperationChoice[]][] {
  const served = new Set(handlers.map((h) => String((h.info as { path?: unknown }).path ?? "")));
  const groups = new Map<string, OperationChoice[]>();
  for (const meta of Object.values(operations) as OperationMeta[]) {
    const list = groups.get(meta.group) ?? [];
    list.push({
      id: meta.operationId as FaultTarget,
      path: meta.path,
      served: served.has(meta.path),
      codes: meta.resultCodes
        .filter((c) => c !== 0)
        .map((code) => ({ code, meaning: messageFor(code, "en") })),
    });
    groups.set(meta.group, list);
  }
  const socketPaths = { groupChatSocket: GROUP_CHAT_PATH, comfyUiSocket: COMFYUI_SOCKET_PATH };
  groups.set(
    "sockets",
    SOCKET_NAMES.map((id) => ({ id, path: `ws ${socketPaths[id]}`, served: true, codes: [] })),
  );
  return [...groups.entries()].map(([group, list]) => [
    group,
    list.sort((a, b) => a.id.localeCompare(b.id)),
  ]);
}
