/** The image service's queue call (inspect-console.md §7): the workflow and the client id. */
import { queuePrompt } from "@/generated/console/console";
import type { ComfyUiNode } from "@/generated/model";

/** Queues a workflow for the client id's live connection; the prompt's id. */
export const queueRender = async (
  prompt: Record<string, ComfyUiNode>,
  clientId: number,
  signal?: AbortSignal,
): Promise<string> =>
  (await queuePrompt({ prompt, client_id: String(clientId) }, undefined, signal)).prompt_id;
