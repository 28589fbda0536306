/**
 * The generation parameters a picture of an image work may carry (portal.md §3 photo_data), in
 * display order: shown by the works popup, filled in by the image post.
 */
export const GENERATION_FIELDS = [
  "prompt",
  "negative_prompt",
  "sampler",
  "model",
  "cfg_scale",
  "steps",
  "seed",
] as const;

export type GenerationField = (typeof GENERATION_FIELDS)[number];
