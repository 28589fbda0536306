/**
 * The image service's socket (/comfyui/ws?clientId=…; ComfyUiFrame): the queue status on connect,
 * then for each render queued by /comfyui/prompt for that client id, executing → progress (one per
 * step) → executing "28" → executed with the PNG as base64 in output.text[0] → executing null →
 * status. A render queued before its client connects waits for the connection. The armed `error`
 * fault ends the next render with execution_error. Frames: mocks/ws/README.md.
 */
import { delay } from "msw";
import type { MockState } from "../core/state";
import type { RenderRecord } from "../db/console";
import { toBase64 } from "../domains/console/png";
import {
  drawPet,
  IMAGE_NODE,
  onRenderQueued,
  rendersOf,
  setRenderStatus,
} from "../domains/console/render";
import {
  CLOSE,
  logSocket,
  MockSocket,
  takeFault,
  type SocketSession,
  type SocketTransport,
} from "./socket";
import { socketTiming } from "./timing";

export const COMFYUI_SOCKET_PATH = "/comfyui/ws";
const CLIENT_ID = /^(?:[1-9][0-9]{6}|10000000)$/;
/** The progress step after which an armed `error` fault stops the render. */
const ERROR_AFTER_STEP = 3;

interface ComfyConnection {
  socket: MockSocket;
  clientId: string;
}

const hubs = new WeakMap<MockState, Set<ComfyConnection>>();
const running = new WeakMap<MockState, Set<string>>();

function hubOf(state: MockState): Set<ComfyConnection> {
  let hub = hubs.get(state);
  if (!hub) {
    hubs.set(state, (hub = new Set()));
    // A render queued while its client is connected starts at once.
    onRenderQueued(state, (render) => {
      if (connectionsOf(state, render.client_id).length > 0)
        void runQueued(state, render.client_id);
    });
  }
  return hub;
}

const connectionsOf = (state: MockState, clientId: string) =>
  [...hubOf(state)].filter((c) => c.clientId === clientId && c.socket.open);

/** The clientId of a socket URL, or why it is refused. */
export function clientIdOf(url: URL): string | { problem: string } {
  const clientId = url.searchParams.get("clientId") ?? "";
  return CLIENT_ID.test(clientId)
    ? clientId
    : { problem: "clientId must be a number from 1000000 to 10000000." };
}

/** Sends a frame to every open socket of the client (none: the frame is lost, as in ComfyUI). */
async function emit(state: MockState, clientId: string, frame: object): Promise<void> {
  await Promise.all(connectionsOf(state, clientId).map((c) => c.socket.send(frame)));
}

const queueRemaining = (state: MockState, clientId: string) =>
  rendersOf(state, clientId, "queued").length + rendersOf(state, clientId, "running").length;

const status = (remaining: number, sid?: string) => ({
  type: "status",
  data: { status: { exec_info: { queue_remaining: remaining } }, ...(sid ? { sid } : {}) },
});

async function render(state: MockState, clientId: string, job: RenderRecord): Promise<void> {
  await setRenderStatus(state, job.prompt_id, "running");
  state.onChange?.();
  const { prompt_id } = job;
  const image = drawPet(job);
  const fault = takeFault(
    state,
    "comfyUiSocket",
    connectionsOf(state, clientId)[0]?.socket.client,
    ["error"] as const,
  );
  if (fault) logSocket(state, "comfyUiSocket", 500, fault);

  await emit(state, clientId, status(queueRemaining(state, clientId)));
  await emit(state, clientId, { type: "executing", data: { node: job.sampler_node, prompt_id } });
  for (let step = 1; step <= job.steps; step += 1) {
    await delay(socketTiming.renderStepMs);
    await emit(state, clientId, {
      type: "progress",
      data: { value: step, max: job.steps, prompt_id, node: job.sampler_node },
    });
    if (fault && step >= Math.min(ERROR_AFTER_STEP, job.steps)) {
      await emit(state, clientId, {
        type: "execution_error",
        data: {
          prompt_id,
          node_id: job.sampler_node,
          node_type: "KSampler",
          exception_message: "Allocation on device failed: out of GPU memory (simulated).",
          exception_type: "torch.OutOfMemoryError",
          traceback: [],
        },
      });
      await setRenderStatus(state, prompt_id, "failed");
      state.onChange?.();
      await emit(state, clientId, status(queueRemaining(state, clientId)));
      return;
    }
  }
  await emit(state, clientId, { type: "executing", data: { node: IMAGE_NODE, prompt_id } });
  const png = await image;
  await emit(state, clientId, {
    type: "executed",
    data: { node: IMAGE_NODE, output: { text: [toBase64(png)] }, prompt_id },
  });
  await emit(state, clientId, { type: "executing", data: { node: null, prompt_id } });
  await setRenderStatus(state, prompt_id, "done");
  state.onChange?.();
  await emit(state, clientId, status(queueRemaining(state, clientId)));
}

/** Runs the client's queued renders one after another (once per client at a time). */
async function runQueued(state: MockState, clientId: string): Promise<void> {
  const busy = running.get(state) ?? new Set<string>();
  running.set(state, busy);
  if (busy.has(clientId)) return;
  busy.add(clientId);
  try {
    for (;;) {
      const next = rendersOf(state, clientId, "queued")[0];
      if (!next || connectionsOf(state, clientId).length === 0) break;
      await render(state, clientId, next).catch((error: unknown) =>
        console.error("[mock] the render failed:", error),
      );
    }
  } finally {
    busy.delete(clientId);
  }
}

/**
 * A new image-service connection on the current backend: refused (1008) without a valid clientId;
 * otherwise it gets the queue status and its client's renders.
 */
export function openComfyUi(
  transport: SocketTransport,
  options: { url: URL; client?: string },
): SocketSession {
  const socket = new MockSocket("comfyUiSocket", transport, options.client);
  const { state } = socket;
  const clientId = clientIdOf(options.url);
  if (typeof clientId !== "string") {
    socket.close(CLOSE.policy, clientId.problem);
    return { message: () => undefined, close: () => socket.closed() };
  }
  logSocket(state, "comfyUiSocket", 101);
  const connection = { socket, clientId };
  hubOf(state).add(connection);
  socket.onClose(() => hubOf(state).delete(connection));
  void socket
    .send(status(queueRemaining(state, clientId), clientId))
    .then(() => runQueued(state, clientId));
  return {
    // The client sends nothing ComfyUI reads; frames from it are ignored, as ComfyUI does.
    message: () => {
      if (!socket.current) socket.close(CLOSE.restart, "The mock backend was reset; reconnect.");
    },
    close: () => socket.closed(),
  };
}
