/**
 * The image service's live connection (inspect-console.md §4 pet flow, §7, §9; decisions.md §2:
 * ComfyUI's WebSocket /comfyui/ws?clientId={client_id}). The console opens it before queueing the
 * workflow, follows the progress frames, and takes node 28's executed output (a base64 png) as the
 * image. It closes after the image arrives or after 600000 ms. Frames are checked (frames.ts): a
 * malformed one is reported and ignored; an execution_error ends the render.
 */
import { checkComfyFrame } from "./frames";
import { LiveConnection, socketUrl, type Backoff, type ConnectionState } from "./live-connection";

/** §9: the image connection closes after 600000 ms. */
export const IMAGE_TIMEOUT_MS = 600_000;

/** The node whose output is the image (§7). */
const IMAGE_NODE = "28";

/** Fewer attempts than the group chat: a render that lost its connection is started again. */
const IMAGE_BACKOFF: Backoff = {
  minDelayMs: 1000,
  maxDelayMs: 4000,
  growFactor: 2,
  maxAttempts: 3,
  connectionTimeoutMs: 4000,
};

export type RenderFailure = "failed" | "timeout" | "connection" | "noImage";

/** Why a render ended without an image. */
export class RenderError extends Error {
  constructor(readonly reason: RenderFailure) {
    super(`image render: ${reason}`);
    this.name = "RenderError";
  }
}

export interface ImageSocketHandlers {
  onProgress: (value: number, max: number) => void;
  onMalformed: () => void;
  onState?: (state: ConnectionState) => void;
}

export interface ImageSocket {
  /** Resolves once the connection is live (rejects if it never gets there). */
  opened: Promise<void>;
  /** The image (base64 png) of the prompt; rejects with a RenderError. */
  image: (promptId: string) => Promise<string>;
  close: () => void;
}

export interface ImageSocketOptions {
  timeoutMs?: number;
  backoff?: Backoff;
  url?: string;
}

export function openImageSocket(
  clientId: number,
  handlers: ImageSocketHandlers,
  {
    timeoutMs = IMAGE_TIMEOUT_MS,
    backoff = IMAGE_BACKOFF,
    url = socketUrl(`/comfyui/ws?clientId=${clientId}`),
  }: ImageSocketOptions = {},
): ImageSocket {
  let settle: { resolve: (image: string) => void; reject: (error: RenderError) => void };
  const outcome = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  // Nobody may be waiting yet (the queue call is under way): keep a rejection from going unheard.
  outcome.catch(() => undefined);
  let promptId: string | undefined;
  let markOpen: () => void;
  let failOpen: (error: RenderError) => void;
  const opened = new Promise<void>((resolve, reject) => {
    markOpen = resolve;
    failOpen = reject;
  });
  opened.catch(() => undefined);

  const ours = (id: string | undefined) =>
    promptId === undefined || id === undefined || id === promptId;

  const finish = (result: { image: string } | { error: RenderError }) => {
    clearTimeout(timer);
    connection.close();
    if ("image" in result) settle.resolve(result.image);
    else {
      settle.reject(result.error);
      failOpen(result.error);
    }
  };

  const connection = new LiveConnection(
    url,
    undefined,
    {
      onState: (state) => {
        handlers.onState?.(state);
        if (state.kind === "offline") finish({ error: new RenderError("connection") });
      },
      onOpen: () => markOpen(),
      onMessage: (data) => {
        const checked = checkComfyFrame(data);
        if (checked.ok === "ignored") return;
        if (!checked.ok) {
          handlers.onMalformed();
          return;
        }
        const frame = checked.frame;
        switch (frame.type) {
          case "progress":
            if (ours(frame.data.prompt_id)) handlers.onProgress(frame.data.value, frame.data.max);
            return;
          case "execution_error":
            if (ours(frame.data.prompt_id)) finish({ error: new RenderError("failed") });
            return;
          case "executed": {
            if (frame.data.node !== IMAGE_NODE || !ours(frame.data.prompt_id)) return;
            const image = frame.data.output.text?.[0];
            finish(image ? { image } : { error: new RenderError("noImage") });
            return;
          }
          default:
            return;
        }
      },
    },
    backoff,
  );
  const timer = setTimeout(() => finish({ error: new RenderError("timeout") }), timeoutMs);

  return {
    opened,
    image: (id) => {
      promptId = id;
      return outcome;
    },
    close: () => {
      clearTimeout(timer);
      connection.close();
    },
  };
}
