/**
 * The checks before uploading (platform.md §5, portal.md §5): the format (by extension, and a
 * picture the browser can read), the size (at most the limit: a file over it is refused,
 * docs/decisions/0072), the count (the list holds at most maxFiles), the pixel size (at most
 * maxPixels) and the aspect ratio within its tolerance. Pure functions, so the rules are
 * property-tested (tests/uploads/upload-checks.property.test.ts).
 */
import { withinPixels } from "@/lib/upload-limits";
import type { UploadRules } from "./upload-types";

export type RefusalReason = "format" | "size" | "count" | "ratio" | "pixels";

export interface CandidateFile {
  name: string;
  size: number;
}

/** The lowercase extension of a file name, without the dot ("" when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Video extensions: a video's tile says so, and its ratio is checked when the browser can. */
export const VIDEO_EXTENSIONS: readonly string[] = ["mp4", "avi", "mkv", "mov", "webm"];

export type FileKind = "image" | "video" | "file";

/** What a file is under the rules: a picture, a video or another file; undefined if refused. */
export function kindOf(rules: UploadRules, name: string): FileKind | undefined {
  const ext = extensionOf(name);
  if (rules.accept.includes(ext)) return "image";
  if (rules.files?.accept.includes(ext)) return VIDEO_EXTENSIONS.includes(ext) ? "video" : "file";
  return undefined;
}

/** Whether a file's extension is one the rules accept. */
export const acceptsFormat = (rules: UploadRules, name: string) =>
  kindOf(rules, name) !== undefined;

/** The size limit of a file of this name (pictures and other files may differ). */
export const maxBytesOf = (rules: UploadRules, name: string) =>
  kindOf(rules, name) === "image" || !rules.files ? rules.maxBytes : rules.files.maxBytes;

/** Whether a file is within its size limit ("at most": a file of exactly the limit is accepted). */
export const withinSize = (rules: UploadRules, size: number, name = "") =>
  size > 0 && size <= (name ? maxBytesOf(rules, name) : rules.maxBytes);

/** Whether a picture's pixel size is within the rules' box (true when there is none). */
export const fitsPixels = (rules: UploadRules, width: number, height: number) =>
  !rules.maxPixels || withinPixels(rules.maxPixels, width, height);

/** Whether width × height fits the rules' ratio within its tolerance (true when there is none). */
export function fitsRatio(rules: UploadRules, width: number, height: number): boolean {
  if (!rules.ratio) return true;
  if (width <= 0 || height <= 0) return false;
  const wanted = rules.ratio.width / rules.ratio.height;
  return Math.abs(width / height - wanted) <= wanted * rules.ratio.tolerance;
}

export interface Screening<T extends CandidateFile> {
  accepted: T[];
  refused: { file: T; reason: Exclude<RefusalReason, "ratio" | "pixels"> }[];
}

/**
 * Splits picked files into those that may be uploaded and those refused by format, size or count.
 * `taken` is how many places the list already uses; files past the free places are refused.
 */
export function screenFiles<T extends CandidateFile>(
  rules: UploadRules,
  files: readonly T[],
  taken: number,
): Screening<T> {
  const result: Screening<T> = { accepted: [], refused: [] };
  let free = Math.max(0, rules.maxFiles - taken);
  for (const file of files) {
    if (!acceptsFormat(rules, file.name)) result.refused.push({ file, reason: "format" });
    else if (!withinSize(rules, file.size, file.name))
      result.refused.push({ file, reason: "size" });
    else if (free <= 0) result.refused.push({ file, reason: "count" });
    else {
      result.accepted.push(file);
      free -= 1;
    }
  }
  return result;
}

/** The MIME type to announce for an accepted extension. */
export function contentTypeOf(name: string, fallback = ""): string {
  const ext = extensionOf(name);
  if (ext === "jpg" || ext === "jpeg") return "image/jpeg";
  if (ext === "png") return "image/png";
  if (ext === "gif") return "image/gif";
  if (ext === "webp") return "image/webp";
  if (ext === "bmp") return "image/bmp";
  if (ext === "mp4") return "video/mp4";
  if (ext === "mov") return "video/quicktime";
  if (ext === "webm") return "video/webm";
  return fallback || "application/octet-stream";
}

/**
 * The pixel size written in a PNG, JPEG, GIF, BMP or WebP header, without decoding the picture (so it
 * works before the upload and in any runtime); undefined when the bytes are no such picture.
 */
export function imageSizeOf(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (i: number) => bytes[i] ?? -1;
  // PNG: signature, then the IHDR chunk's width and height (big-endian).
  if (bytes.length >= 24 && at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) {
    return positive(view.getUint32(16), view.getUint32(20));
  }
  // GIF: "GIF8", logical screen size (little-endian).
  if (bytes.length >= 10 && at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) {
    return positive(view.getUint16(6, true), view.getUint16(8, true));
  }
  // BMP: "BM", then the DIB header's width and height (little-endian; a negative height is top-down).
  if (bytes.length >= 26 && at(0) === 0x42 && at(1) === 0x4d) {
    return positive(Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true)));
  }
  // WebP: RIFF....WEBP with a VP8X, VP8L or VP8 chunk.
  if (bytes.length >= 30 && at(0) === 0x52 && at(8) === 0x57 && at(11) === 0x50) {
    const kind = String.fromCharCode(at(12), at(13), at(14), at(15));
    if (kind === "VP8X") {
      const w = 1 + (at(24) | (at(25) << 8) | (at(26) << 16));
      const h = 1 + (at(27) | (at(28) << 8) | (at(29) << 16));
      return positive(w, h);
    }
    if (kind === "VP8L") {
      const b = view.getUint32(21, true);
      return positive((b & 0x3fff) + 1, ((b >> 14) & 0x3fff) + 1);
    }
    if (kind === "VP8 ")
      return positive(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
    return undefined;
  }
  // JPEG: walk the segments to a start-of-frame marker.
  if (bytes.length >= 4 && at(0) === 0xff && at(1) === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (at(i) !== 0xff) return undefined;
      const marker = at(i + 1);
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      const length = view.getUint16(i + 2);
      const isFrame =
        marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return positive(view.getUint16(i + 7), view.getUint16(i + 5));
      if (length < 2) return undefined;
      i += 2 + length;
    }
  }
  return undefined;
}

const positive = (width: number, height: number) =>
  width > 0 && height > 0 ? { width, height } : undefined;

/** Reads a file's header (the first 256 KB hold any JPEG frame header in practice). */
export function readImageSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(imageSizeOf(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => resolve(undefined);
    reader.readAsArrayBuffer(file.slice(0, 256 * 1024));
  });
}

/** How long the browser may take to read a video's size before the check is skipped. */
const VIDEO_PROBE_MS = 5000;

/**
 * A video's pixel size as the browser reads it from the file's metadata; undefined when this
 * browser cannot play the format (e.g. AVI, MKV in Chromium) or does not answer in time — the
 * ratio is then not checked, since refusing a file the browser merely cannot read would be wrong.
 */
export function readVideoSize(file: File): Promise<{ width: number; height: number } | undefined> {
  const video = document.createElement("video");
  const type = file.type || contentTypeOf(file.name);
  if (typeof video.canPlayType !== "function" || video.canPlayType(type) === "")
    return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const finish = (size: { width: number; height: number } | undefined) => {
      clearTimeout(timer);
      video.removeAttribute("src");
      URL.revokeObjectURL(url);
      resolve(size);
    };
    const timer = setTimeout(() => finish(undefined), VIDEO_PROBE_MS);
    video.preload = "metadata";
    video.muted = true;
    video.onloadedmetadata = () => finish(positive(video.videoWidth, video.videoHeight));
    video.onerror = () => finish(undefined);
    video.src = url;
  });
}
