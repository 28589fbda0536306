/** Text rules shared by the article and works editors' save/post checks. */
import { IMAGE_WORK_PICTURE_MAX_BYTES } from "@/lib/upload-limits";

export const isBlank = (text: string | undefined): boolean => !text || text.trim() === "";

/**
 * Whether an HTML body shows nothing: no text once tags, entities for spaces and whitespace are
 * gone, and no embedded media. "<p><br></p>" is blank; "<p><img src=…></p>" is not.
 */
export function isBlankHtml(html: string | undefined): boolean {
  if (!html) return true;
  if (/<(img|video|iframe|audio|embed|object)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/[\s\u200b\u00a0]+/g, "");
  return text === "";
}

/** decisions.md §1 and portal.md §5: an image work's title and each of its pictures. */
export const IMAGE_WORK_TITLE_MAX = 40;
export const IMAGE_WORK_FILE_MAX = IMAGE_WORK_PICTURE_MAX_BYTES;
/** Stored for a blank title (Works.works_title) and a blank version (Works.works_version). */
export const UNNAMED_WORK_TITLE = "Unnamed game";
export const DEFAULT_WORKS_VERSION = "0.0.1";
