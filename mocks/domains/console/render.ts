/**
 * The image service's mock renders (ComfyUI, /comfyui/prompt): reading the console's workflow
 * (text prompt, seed, steps, size; node "28" is the image output), queuing the render for the
 * client's socket, and drawing the picture — a little creature whose colour follows the element the
 * prompt names — as a real PNG. The socket that reports progress is mocks/ws/comfyui.ts.
 */
import type { ComfyUiNode } from "@/generated/model";
import type { MockState } from "../../core/state";
import { randomHex } from "../../core/random";
import { serialized } from "../../core/serial";
import type { RenderRecord } from "../../db/console";
import { encodePng, type Rgb } from "./png";
import { hashText } from "./text";

/** The node whose output carries the image (inspect-console.md §7). */
export const IMAGE_NODE = "28";
export const DEFAULT_SIZE = 1024;
export const MAX_SIZE = 1024;
export const MIN_SIZE = 16;
export const DEFAULT_STEPS = 25;
/** Progress frames at most (a workflow asking more is reported in 100 frames). */
export const MAX_REPORTED_STEPS = 100;

export interface WorkflowError {
  error: { type: string; message: string; details: string; extra_info: Record<string, unknown> };
  node_errors: Record<string, unknown>;
}

export type Workflow = Record<string, ComfyUiNode>;

const isLink = (value: unknown): value is [string, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  (typeof value[0] === "string" || typeof value[0] === "number") &&
  typeof value[1] === "number";

const numberInput = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** What the render needs from a workflow, or ComfyUI's refusal. */
/** What a workflow asks of the render. */
export type RenderSpec = Omit<
  RenderRecord,
  "prompt_id" | "number" | "client_id" | "status" | "queued_at"
>;

export function readWorkflow(prompt: Workflow): RenderSpec | WorkflowError {
  if (!prompt[IMAGE_NODE]) {
    return {
      error: {
        type: "prompt_no_outputs",
        message: `Prompt has no output node ${IMAGE_NODE} (the image).`,
        details: "",
        extra_info: {},
      },
      node_errors: {},
    };
  }
  const nodeErrors: Record<string, unknown> = {};
  for (const [id, node] of Object.entries(prompt)) {
    const broken = Object.entries(node.inputs ?? {}).filter(
      ([, value]) => isLink(value) && !prompt[String(value[0])],
    );
    if (broken.length > 0) {
      nodeErrors[id] = {
        errors: broken.map(([name, value]) => ({
          type: "exception_during_validation",
          message: `Input ${name} links to node ${String((value as [string])[0])}, which the prompt does not have.`,
          details: name,
          extra_info: {},
        })),
        dependent_outputs: [IMAGE_NODE],
        class_type: node.class_type,
      };
    }
  }
  if (Object.keys(nodeErrors).length > 0) {
    return {
      error: {
        type: "prompt_outputs_failed_validation",
        message: "Prompt outputs failed validation",
        details: "",
        extra_info: {},
      },
      node_errors: nodeErrors,
    };
  }

  const entries = Object.entries(prompt);
  const sampler = entries.find(([, node]) => /KSampler/i.test(node.class_type));
  const latent = entries.find(([, node]) => /EmptyLatentImage/i.test(node.class_type));
  const positive =
    sampler && isLink(sampler[1].inputs.positive)
      ? prompt[String(sampler[1].inputs.positive[0])]
      : undefined;
  const textNode =
    positive && typeof positive.inputs.text === "string"
      ? positive
      : entries.map(([, node]) => node).find((node) => typeof node.inputs.text === "string");
  const size = (value: unknown) =>
    Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(numberInput(value, DEFAULT_SIZE))));
  return {
    text: typeof textNode?.inputs.text === "string" ? textNode.inputs.text : "",
    seed: Math.abs(Math.round(numberInput(sampler?.[1].inputs.seed, 0))) % 2 ** 32,
    steps: Math.min(
      MAX_REPORTED_STEPS,
      Math.max(1, Math.round(numberInput(sampler?.[1].inputs.steps, DEFAULT_STEPS))),
    ),
    width: size(latent?.[1].inputs.width),
    height: size(latent?.[1].inputs.height),
    sampler_node: sampler?.[0] ?? "3",
  };
}

export const isWorkflowError = (value: object): value is WorkflowError => "error" in value;

type RenderListener = (render: RenderRecord) => void;
const renderListeners = new WeakMap<MockState, Set<RenderListener>>();

/**
 * Calls back for every render queued in this backend (the image socket starts the ones of its
 * client); answers a function that stops it.
 */
export function onRenderQueued(state: MockState, listener: RenderListener): () => void {
  const listeners = renderListeners.get(state) ?? new Set<RenderListener>();
  renderListeners.set(state, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Queues a render for the client's socket (mocks/ws/comfyui.ts runs it). */
export async function queueRender(
  state: MockState,
  clientId: string,
  spec: RenderSpec,
): Promise<RenderRecord> {
  const render = await serialized(state, () =>
    state.db.renders.create({
      ...spec,
      prompt_id: `${randomHex(4)}-${randomHex(2)}-${randomHex(2)}-${randomHex(2)}-${randomHex(6)}`,
      number: state.db.renders.all().length,
      client_id: clientId,
      status: "queued",
      queued_at: state.now(),
    }),
  );
  renderListeners.get(state)?.forEach((listener) => listener(render));
  return render;
}

export const rendersOf = (state: MockState, clientId: string, status: RenderRecord["status"]) =>
  state.db.renders
    .findMany((q) => q.where({ client_id: clientId, status }))
    .sort((a, b) => a.number - b.number);

export const setRenderStatus = (
  state: MockState,
  promptId: string,
  status: RenderRecord["status"],
) =>
  state.db.renders.update((q) => q.where({ prompt_id: promptId }), {
    data: (render) => {
      render.status = status;
    },
  });

const ELEMENTS: readonly { pattern: RegExp; colour: Rgb }[] = [
  { pattern: /fire|火/i, colour: [232, 92, 52] },
  { pattern: /water|水/i, colour: [58, 132, 222] },
  { pattern: /wind|风/i, colour: [84, 186, 120] },
  { pattern: /light|光/i, colour: [242, 204, 70] },
  { pattern: /dark|暗/i, colour: [112, 72, 164] },
];
const NEUTRAL: Rgb = [168, 160, 150];
/** The drawing's resolution (cells a side); the PNG has the workflow's full size. */
const DRAWN_CELLS = 256;

/** The creature's colour: the first element the prompt names, else a neutral grey. */
export const elementColour = (text: string): Rgb =>
  ELEMENTS.find((e) => e.pattern.test(text))?.colour ?? NEUTRAL;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];
const lighten = (c: Rgb, t: number) => mix(c, [255, 255, 255], t);
const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** The rendered pet as a PNG: deterministic for one text prompt and seed. */
export function drawPet(spec: { text: string; seed: number; width: number; height: number }) {
  const hash = hashText(`${spec.text}#${spec.seed}`);
  const body = elementColour(spec.text);
  const skyTop: Rgb = [40 + (hash % 60), 60 + ((hash >>> 6) % 80), 110 + ((hash >>> 12) % 100)];
  const skyBottom = lighten(skyTop, 0.55);
  const earsRound = (hash & 1) === 0;
  const tail = (hash & 2) === 0;
  const scale = Math.min(spec.width, spec.height);
  // At most DRAWN_CELLS cells a side: a 1024 px render draws 4 px blocks (a pixel-art pet).
  const cell = Math.ceil(Math.max(spec.width, spec.height) / DRAWN_CELLS);
  return encodePng(
    spec.width,
    spec.height,
    (px, py) => {
      const x = (px - (spec.width - scale) / 2) / scale;
      const y = (py - (spec.height - scale) / 2) / scale;
      // Eyes and pupils, cheeks, head, ears, body, tail, shadow, sky: front to back.
      for (const ex of [0.44, 0.56]) {
        if (inEllipse(x, y, ex + 0.006, 0.372, 0.016, 0.02)) return [24, 24, 32];
        if (inEllipse(x, y, ex, 0.37, 0.034, 0.038)) return [250, 250, 250];
      }
      for (const cx of [0.4, 0.6])
        if (inEllipse(x, y, cx, 0.43, 0.03, 0.018)) return [240, 150, 160];
      if (inEllipse(x, y, 0.5, 0.39, 0.17, 0.15)) return lighten(body, 0.18);
      for (const ex of [0.38, 0.62]) {
        const ear = earsRound
          ? inEllipse(x, y, ex, 0.25, 0.06, 0.06)
          : y > 0.17 && y < 0.3 && Math.abs(x - ex) < (y - 0.17) * 0.5;
        if (ear) return body;
      }
      if (inEllipse(x, y, 0.5, 0.64, 0.27, 0.2))
        return mix(body, lighten(body, 0.4), (y - 0.44) / 0.4);
      if (tail && inEllipse(x, y, 0.77, 0.58, 0.08, 0.04)) return body;
      if (inEllipse(x, y, 0.5, 0.85, 0.3, 0.04)) return mix(skyBottom, [30, 30, 30], 0.35);
      return mix(skyTop, skyBottom, Math.min(1, Math.max(0, y)));
    },
    { cell },
  );
}
