/**
 * Upload limits the spec states in prose only (the contract's own limits are read from
 * src/generated/rules.ts where they are used), shared by the app's checks and the mock. Every
 * limit is the largest size accepted: "at most" (docs/decisions/0072-limits-are-at-most.md).
 */

/**
 * decisions.md §1 (portal.md §5, §9): a picture of an image work, an avatar, an article's cover and
 * a console image are at most 31088640 bytes each.
 */
export const IMAGE_WORK_PICTURE_MAX_BYTES = 31_088_640;

/** 1080P (platform.md §5, §9): 1920 × 1080 pixels at most, in either orientation. */
export const FULL_HD = { long: 1920, short: 1080 } as const;

/** Whether a picture of width × height pixels is within a pixel box (in either orientation). */
export function withinPixels(
  box: { long: number; short: number },
  width: number,
  height: number,
): boolean {
  return Math.max(width, height) <= box.long && Math.min(width, height) <= box.short;
}
