/**
 * An uploaded image (or, for a demo, a video or an archive) as every authoring form keeps it: what the shared upload queue
 * (src/features/uploads) hands its host for an article cover, an image work's pictures, a demo's
 * materials or an avatar. Here, not in the uploads feature, because the forms that keep it belong to
 * other features (features never import each other).
 */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  /** The file's size in bytes. */
  bytes: number;
  /** The file's name as the user picked it. */
  name: string;
  cover: boolean;
  /**
   * Absent for a picture; "video" or "file" (an archive) for the other files a demo uploads
   * (creator-programme.md §5), which have no pixel size (0) and are never the cover.
   */
  kind?: "video" | "file";
}

/**
 * The storage platform of a file the app uploaded (portal.md §3 default, §9: initUploadLsCos
 * answers 2), sent with a cover, an avatar or a picture whose upload did not say otherwise.
 */
export const STORAGE_PLATFORM = 2;
