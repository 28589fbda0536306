/**
 * The shared upload queue's public types (platform.md §4, §5): what a host
 * keeps (the uploaded images, in order, one of them the cover) and the rules it gives the queue.
 */

/** An image whose bytes arrived and whose URL serves it (shared with the hosts' forms). */
export type { UploadedImage } from "@/lib/uploaded-image";

/** What the queue accepts, checked before anything is uploaded. */
export interface UploadRules {
  /** Accepted picture extensions, lowercase without the dot (e.g. ["jpeg", "png", "jpg"]). */
  accept: readonly string[];
  /** At most this many images in the list (1 for an avatar or a cover). */
  maxFiles: number;
  /** Each file is at most this many bytes (docs/decisions/0072: "at most" includes the limit). */
  maxBytes: number;
  /** Pictures are at most this many pixels on their long and short sides (1080P, platform.md §5). */
  maxPixels?: { long: number; short: number };
  /** width / height must be within `tolerance` (a fraction, e.g. 0.05 for 5 %) of this ratio. */
  ratio?: { width: number; height: number; tolerance: number };
  /**
   * Accepted files that are not pictures (videos, archives), with their own size limit: no pixel
   * check (a video's ratio is checked when the browser can read its size), a file tile, never the
   * cover. maxFiles counts pictures and files together.
   */
  files?: { accept: readonly string[]; maxBytes: number };
}
