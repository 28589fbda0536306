/** Test pictures for the upload journeys. */
import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

/** A PNG (8-bit RGB) of `width` × `height` whose filtered scanlines are `scanlines`. */
function encodePng(width: number, height: number, scanlines: Buffer, level?: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(scanlines, level === undefined ? {} : { level });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real PNG of one colour (so the browser shows it). */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  return encodePng(width, height, Buffer.concat(Array(height).fill(row)));
}

/**
 * A real PNG of random pixels: incompressible, so the file is about width × height × 3 bytes
 * (3150 × 3150 ≈ 29.8 MB), for an upload that takes seconds at the mock server's throttled rate.
 * Stored without compression (deflate level 0): compressing noise would only take time.
 */
export function noisePng(width: number, height: number): Buffer {
  const scanlines = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    scanlines[start] = 0; // filter type None
    randomBytes(width * 3).copy(scanlines, start + 1);
  }
  return encodePng(width, height, scanlines, 0);
}
