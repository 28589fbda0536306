/** Test pictures for the upload journeys. */
import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

/** A PNG (8-bit RGB) of `width` × `height` whose filtered scanlines are `scanlines`. */
function encodePng(
  width: number,
  height: number,
  scanlines: Buffer,
  level?: number,
  padTo = 0,
): Buffer {
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
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
  ];
  const end = chunk("IEND", Buffer.alloc(0));
  const size = parts.reduce((sum, part) => sum + part.length, end.length);
  // A private ancillary chunk ("gcPd": decoders skip it) of random bytes up to `padTo`.
  if (padTo > size + 12) parts.push(chunk("gcPd", randomBytes(padTo - size - 12)));
  return Buffer.concat([...parts, end]);
}

/** A real PNG of one colour (so the browser shows it). */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  return encodePng(width, height, Buffer.concat(Array(height).fill(row)));
}

/**
 * A real PNG of random pixels: incompressible, so the file is about width × height × 3 bytes, for
 * an upload that takes seconds at the mock server's throttled rate. Stored without compression
 * (deflate level 0): compressing noise would only take time. `padTo` makes the file that many
 * bytes with a chunk decoders skip, so a picture within 1080P (platform.md §9) can weigh ~30 MB.
 */
export function noisePng(width: number, height: number, padTo = 0): Buffer {
  const scanlines = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    scanlines[start] = 0; // filter type None
    randomBytes(width * 3).copy(scanlines, start + 1);
  }
  return encodePng(width, height, scanlines, 0, padTo);
}
