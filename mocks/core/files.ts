/**
 * Bytes the mock backend serves itself, so no external host is ever contacted:
 * - generated pictures: GET /__files/img/<key>.svg?w=&h=&label= draws a deterministic SVG (colours
 *   and shapes from the key, the label, the size) for covers, avatars and gallery pictures;
 * - uploads: initUploadLsCos answers upload_url = uploadUrlFor(id) and result.url = fileUrlFor(id);
 *   the client PUTs (or POSTs) the bytes there with progress events, and fileUrlFor(id) serves them.
 * Uploaded bytes live in memory per backend state (a reset forgets them); the browser runtime also
 * keeps small files in IndexedDB through setUploadBacking, so they survive a reload.
 */
import type { MockState } from "./state";

export const IMAGE_PREFIX = "/__files/img/";
export const UPLOAD_PREFIX = "/__upload/";
export const UPLOADED_FILE_PREFIX = "/__files/upload/";

export const DEFAULT_IMAGE_SIZE = { w: 640, h: 360 } as const;
const MAX_IMAGE_SIDE = 4096;
const MAX_LABEL = 80;

export interface ImageOptions {
  w?: number;
  h?: number;
  label?: string;
}

/** The URL of a generated picture: `/__files/img/<key>.svg?w=<w>&h=<h>&label=<text>`. */
export function imageUrl(key: string, options: ImageOptions = {}): string {
  const params = new URLSearchParams();
  params.set("w", String(options.w ?? DEFAULT_IMAGE_SIZE.w));
  params.set("h", String(options.h ?? DEFAULT_IMAGE_SIZE.h));
  if (options.label) params.set("label", options.label);
  return `${IMAGE_PREFIX}${encodeURIComponent(key)}.svg?${params.toString()}`;
}

/** Where the client sends an upload's bytes (initUploadLsCos' upload_url). */
export const uploadUrlFor = (id: string) => `${UPLOAD_PREFIX}${encodeURIComponent(id)}`;
/** Where an uploaded file is served once its bytes arrived (initUploadLsCos' result.url). */
export const fileUrlFor = (id: string) => `${UPLOADED_FILE_PREFIX}${encodeURIComponent(id)}`;

/**
 * Files the seed refers to without uploading them (e.g. demo archives `seed-archive-21.zip`): an
 * id with this prefix that was never uploaded is served as a small generated placeholder (a zip
 * holding a README for .zip, text otherwise), so seeded download links work.
 */
export const SEEDED_FILE_PREFIX = "seed-";

/** Upload ids are path segments: letters, digits, dot, dash and underscore. */
export const isUploadId = (id: string) => /^[A-Za-z0-9._-]{1,128}$/.test(id);

// ---------------------------------------------------------------------------------------------
// Generated pictures

/** FNV-1a: a stable 32-bit hash of the key. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic generator seeded from the key (never Math.random). */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

const clampSide = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.min(MAX_IMAGE_SIDE, Math.max(1, Math.round(value)));

/**
 * A label's width in em of a sans-serif face: a CJK ideograph, kana, hangul or full-width form is
 * one em wide, a Latin letter, digit or space about 0.64 (so a Chinese title is fitted too).
 */
export function labelEms(label: string): number {
  let ems = 0;
  for (const char of label) {
    ems +=
      /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        char,
      )
        ? 1
        : 0.64;
  }
  return ems;
}

/** A picture's two hues, the first draws of its key's generator. */
function paletteFrom(random: () => number): { hue: number; hue2: number } {
  const hue = Math.floor(random() * 360);
  const hue2 = (hue + 40 + Math.floor(random() * 100)) % 360;
  return { hue, hue2 };
}

/** The hues of the picture generated for `key` (a demo's web build takes its cover's). */
export const paletteOf = (key: string) => paletteFrom(generator(hash(key)));

/** A deterministic SVG picture: the same key, size and label always give the same bytes. */
export function generateSvg(key: string, options: ImageOptions = {}): string {
  const w = clampSide(options.w, DEFAULT_IMAGE_SIZE.w);
  const h = clampSide(options.h, DEFAULT_IMAGE_SIZE.h);
  const label = (options.label ?? "").slice(0, MAX_LABEL);
  const random = generator(hash(key));
  const { hue, hue2 } = paletteFrom(random);
  const angle = Math.floor(random() * 360);
  const side = Math.min(w, h);
  const shapes: string[] = [];
  const count = 3 + Math.floor(random() * 4);
  for (let i = 0; i < count; i += 1) {
    const x = (random() * w).toFixed(1);
    const y = (random() * h).toFixed(1);
    const size = side * (0.15 + random() * 0.45);
    const fill = `hsl(${(hue + i * 47) % 360} 70% ${55 + Math.floor(random() * 25)}%)`;
    const opacity = (0.18 + random() * 0.3).toFixed(2);
    if (random() < 0.5) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${(size / 2).toFixed(1)}" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    } else {
      const rotate = Math.floor(random() * 90);
      shapes.push(
        `<rect x="${x}" y="${y}" width="${size.toFixed(1)}" height="${(size * 0.7).toFixed(1)}" rx="${(size * 0.08).toFixed(1)}" ` +
          `transform="rotate(${rotate} ${x} ${y})" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    }
  }
  const fontSize = Math.max(
    8,
    Math.min(side * (label.length <= 2 ? 0.45 : 0.12), (w * 0.88) / Math.max(labelEms(label), 1)),
  );
  const text = label
    ? `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" ` +
      `font-weight="600" font-size="${fontSize.toFixed(1)}" fill="#fff" fill-opacity="0.92" ` +
      `stroke="rgba(0,0,0,0.25)" stroke-width="${Math.max(0.5, fontSize / 24).toFixed(1)}" paint-order="stroke">${escapeXml(label)}</text>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label || key)}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="hsl(${hue} 65% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 30%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join("")}${text}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Uploaded bytes

export interface StoredFile {
  id: string;
  contentType: string;
  bytes: Uint8Array;
  storedAt: number;
}

/** A place that keeps uploads across reloads (IndexedDB in the browser); memory is always used first. */
export interface UploadBacking {
  put(file: StoredFile): Promise<void>;
  get(id: string): Promise<StoredFile | undefined>;
  clear?(): Promise<void>;
}

const uploadsByState = new WeakMap<MockState, Map<string, StoredFile>>();
let backing: UploadBacking | undefined;

export function setUploadBacking(next: UploadBacking | undefined): void {
  backing = next;
}

function uploadsOf(state: MockState): Map<string, StoredFile> {
  let uploads = uploadsByState.get(state);
  if (!uploads) {
    uploads = new Map();
    uploadsByState.set(state, uploads);
  }
  return uploads;
}

export async function storeUpload(
  state: MockState,
  id: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<StoredFile> {
  const file: StoredFile = {
    id,
    contentType: contentType || "application/octet-stream",
    bytes,
    storedAt: state.now(),
  };
  uploadsOf(state).set(id, file);
  try {
    await backing?.put(file);
  } catch (error) {
    console.warn(`[mock] upload ${id} is kept in memory only:`, error);
  }
  return file;
}

export async function readUpload(state: MockState, id: string): Promise<StoredFile | undefined> {
  const inMemory = uploadsOf(state).get(id);
  if (inMemory) return inMemory;
  try {
    return await backing?.get(id);
  } catch {
    return undefined;
  }
}

/** Forgets every upload (a reset of the browser runtime also empties its IndexedDB copy). */
export async function clearUploads(state: MockState): Promise<void> {
  uploadsOf(state).clear();
  await backing?.clear?.().catch(() => undefined);
}

export function listUploads(state: MockState): (Omit<StoredFile, "bytes"> & { size: number })[] {
  return [...uploadsOf(state).values()].map(({ bytes, ...meta }) => ({
    ...meta,
    size: bytes.byteLength,
  }));
}

/** The hex SHA-1 of some bytes (the upload answers it as its ETag, like object storage does). */
export async function sha1Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// ---------------------------------------------------------------------------------------------
// Placeholders for seeded files

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip archive holding one uncompressed file (enough for a download to open). */
export function zipOf(name: string, content: Uint8Array): Uint8Array {
  const nameBytes = new TextEncoder().encode(name);
  const crc = crc32(content);
  const local = new DataView(new ArrayBuffer(30));
  local.setUint32(0, 0x04034b50, true);
  local.setUint16(4, 10, true);
  local.setUint32(14, crc, true);
  local.setUint32(18, content.length, true);
  local.setUint32(22, content.length, true);
  local.setUint16(26, nameBytes.length, true);
  const central = new DataView(new ArrayBuffer(46));
  central.setUint32(0, 0x02014b50, true);
  central.setUint16(4, 20, true);
  central.setUint16(6, 10, true);
  central.setUint32(16, crc, true);
  central.setUint32(20, content.length, true);
  central.setUint32(24, content.length, true);
  central.setUint16(28, nameBytes.length, true);
  const localSize = 30 + nameBytes.length + content.length;
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 1, true);
  end.setUint16(10, 1, true);
  end.setUint32(12, 46 + nameBytes.length, true);
  end.setUint32(16, localSize, true);
  const parts = [
    new Uint8Array(local.buffer),
    nameBytes,
    content,
    new Uint8Array(central.buffer),
    nameBytes,
    new Uint8Array(end.buffer),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The generated stand-in for a seeded file id, or undefined for any other id. */
export function seededPlaceholder(id: string): Omit<StoredFile, "storedAt"> | undefined {
  if (!id.startsWith(SEEDED_FILE_PREFIX)) return undefined;
  const text = new TextEncoder().encode(
    `A placeholder file of the GameCraft mock backend (${id}).\n`,
  );
  return id.toLowerCase().endsWith(".zip")
    ? { id, contentType: "application/zip", bytes: zipOf("README.txt", text) }
    : { id, contentType: "text/plain; charset=utf-8", bytes: text };
}
