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
  /** Each file must be under this many bytes (a file at the limit is refused, platform.md §5). */
  maxBytes: number;
  /** width / height must be within `tolerance` (a fraction, e.g. 0.05 for 5 %) of this ratio. */
  ratio?: { width: number; height: number; tolerance: number };
  /**
   * Accepted files that are not pictures (videos, archives), with their own size limit: no pixel
   * check (a video's ratio is checked when the browser can read its size), a file tile, never the
   * cover. maxFiles counts pictures and files together.
   */
  files?: { accept: readonly string[]; maxBytes: number };
}
