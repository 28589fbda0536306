/** The spec's operations grouped for the picker, marking those the mock does not serve yet. */
import type { RequestHandler } from "msw";
import { operations, type OperationId, type OperationMeta } from "@/generated/operations";
import { messageFor } from "../core/messages";

export interface OperationChoice {
  id: OperationId;
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
      id: meta.operationId as OperationId,
      path: meta.path,
      served: served.has(meta.path),
      codes: meta.resultCodes
        .filter((c) => c !== 0)
        .map((code) => ({ code, meaning: messageFor(code, "en") })),
    });
    groups.set(meta.group, list);
  }
  return [...groups.entries()].map(([group, list]) => [
    group,
    list.sort((a, b) => a.id.localeCompare(b.id)),
  ]);
}
