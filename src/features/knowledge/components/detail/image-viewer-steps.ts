/** The zoom viewer's steps (platform.md §9: zoom step 0.2 scale, rotate 90 degrees). */
export const ZOOM_STEP = 0.2;
export const ROTATE_STEP_DEG = 90;
export const MIN_SCALE = 0.2;
export const MAX_SCALE = 5;

/** The scale after `steps` zoom steps (negative: out), kept within MIN_SCALE..MAX_SCALE. */
export function zoomBy(scale: number, steps: number): number {
  const next = Math.round((scale + steps * ZOOM_STEP) * 10) / 10;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, next));
}

/** The rotation after `quarterTurns` turns of 90 degrees (negative: anticlockwise), in 0..270. */
export function rotateBy(rotation: number, quarterTurns: number): number {
  return (((rotation + quarterTurns * ROTATE_STEP_DEG) % 360) + 360) % 360;
}
