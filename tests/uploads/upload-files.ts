import { afterEach, beforeEach } from "vitest";
import { uploadTimings } from "@/features/uploads/upload-constants";

/**
 * Picture files for the upload tests: a PNG, GIF or JPEG header with the given pixel size (what
 * the queue reads before uploading), padded to `bytes` when asked.
 */
export function pngBytes(width: number, height: number, bytes = 64): Uint8Array {
  const out = new Uint8Array(Math.max(bytes, 33));
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(out.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  out.set([8, 6, 0, 0, 0], 24);
  return out;
}

export function gifBytes(width: number, height: number): Uint8Array {
  const out = new Uint8Array(16);
  out.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
  const view = new DataView(out.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return out;
}

/** A baseline JPEG: SOI, an APP0 segment, then SOF0 with the size. */
export function jpegBytes(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  const out = new Uint8Array(2 + app0.length + sof.length + 12);
  out.set([0xff, 0xd8]);
  out.set(app0, 2);
  out.set(sof, 2 + app0.length);
  return out;
}

export const pngFile = (name: string, width = 640, height = 480, bytes?: number) =>
  new File([pngBytes(width, height, bytes) as Uint8Array<ArrayBuffer>], name, {
    type: "image/png",
  });

/** jsdom has no object URLs; the queue's local previews need one. */
export function stubObjectUrls(): void {
  let n = 0;
  URL.createObjectURL ??= () => `blob:test-${(n += 1)}`;
  URL.revokeObjectURL ??= () => undefined;
}

/**
 * jsdom never loads images: the queue's 2 s loadable wait and 3 s success display, shortened for
 * each test of the calling file (and restored after it).
 */
export function shortenUploadTimings(): void {
  const original = { ...uploadTimings };
  beforeEach(() => {
    Object.assign(uploadTimings, { loadableMs: 20, successMs: 150 });
  });
  afterEach(() => Object.assign(uploadTimings, original));
}
