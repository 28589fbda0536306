/**
 * The cover's upload rules (portal.md §5: one JPEG, JPG or PNG; the image size limit of
 * decisions.md §1), shaped as the shared upload queue's rules.
 */
import { IMAGE_WORK_PICTURE_MAX_BYTES } from "@/lib/upload-limits";
export const COVER_RULES = {
  accept: ["jpeg", "jpg", "png"],
  maxFiles: 1,
  maxBytes: IMAGE_WORK_PICTURE_MAX_BYTES,
} as const;
