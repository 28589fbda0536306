/**
 * A real PNG encoder for the image service's mock renders (8-bit RGB, no filter), with no
 * dependency: the image data is compressed with the platform's CompressionStream("deflate") where
 * it exists (browsers, node 18+), else stored uncompressed in zlib's stored blocks. Either way the
 * file decodes in any PNG reader.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 of PNG chunks (and zip, gzip). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    a = (a + bytes[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib data made of stored (uncompressed) blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const BLOCK = 65535;
  const blocks = Math.max(1, Math.ceil(raw.length / BLOCK));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let i = 0; i < blocks; i += 1) {
    const chunk = raw.subarray(i * BLOCK, Math.min(raw.length, (i + 1) * BLOCK));
    out[at] = i === blocks - 1 ? 1 : 0;
    out[at + 1] = chunk.length & 0xff;
    out[at + 2] = chunk.length >>> 8;
    out[at + 3] = ~chunk.length & 0xff;
    out[at + 4] = (~chunk.length >>> 8) & 0xff;
    out.set(chunk, at + 5);
    at += 5 + chunk.length;
  }
  new DataView(out.buffer).setUint32(at, adler32(raw));
  return out;
}

/** zlib-wrapped deflate of raw, compressed when the platform can. */
export async function zlibDeflate(raw: Uint8Array): Promise<Uint8Array> {
  if (typeof CompressionStream === "undefined") return zlibStored(raw);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(raw);
      controller.close();
    },
  }).pipeThrough(
    new CompressionStream("deflate") as unknown as TransformStream<Uint8Array, Uint8Array>,
  );
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    length += value.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export type Rgb = readonly [number, number, number];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Encodes width × height pixels given by `pixel(x, y)` as a PNG file. With `cell` > 1 the pixel
 * function is asked once per cell × cell block (a large image in a fraction of the time). The
 * drawing yields to the event loop every few rows: in the browser worker mode the socket mocks
 * run on the page's own thread, which must not freeze while a render is drawn.
 */
export async function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
  options: { cell?: number } = {},
): Promise<Uint8Array> {
  const cell = Math.max(1, Math.floor(options.cell ?? 1));
  const stride = width * 3 + 1;
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += cell) {
    const row = y * stride; // raw[row] = 0: filter "None"
    for (let x = 0; x < width; x += cell) {
      const [r, g, b] = pixel(x, y);
      for (
        let at = row + 1 + x * 3, end = row + 1 + Math.min(width, x + cell) * 3;
        at < end;
        at += 3
      ) {
        raw[at] = r;
        raw[at + 1] = g;
        raw[at + 2] = b;
      }
    }
    for (let dy = 1; dy < cell && y + dy < height; dy += 1) {
      raw.copyWithin((y + dy) * stride, row, row + stride);
    }
    if ((y / cell) % 32 === 31) await nextTask();
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await zlibDeflate(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Width and height of a PNG file, or undefined when the bytes are not one. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Width and height of a JPEG file (its first SOF marker), or undefined. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

/** Standard base64 of bytes (browsers and node alike). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  const STEP = 0x8000;
  for (let i = 0; i < bytes.length; i += STEP) {
    binary += String.fromCharCode(...bytes.subarray(i, i + STEP));
  }
  return btoa(binary);
}

/** Bytes of standard base64, or undefined when it is not base64. */
export function fromBase64(text: string): Uint8Array | undefined {
  try {
    const binary = atob(text);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return undefined;
  }
}
