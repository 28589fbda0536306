/**
 * A tiny, valid ZIP archive holding one text file (stored, no compression): what a seeded demo's
 * or resource's download button serves, so the download works without any external host.
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

/** 2024-01-01 in MS-DOS date format (a fixed date keeps the bytes deterministic). */
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function zipWithTextFile(fileName: string, text: string): Uint8Array {
  const encoder = new TextEncoder();
  const name = encoder.encode(fileName);
  const data = encoder.encode(text);
  const crc = crc32(data);
  const local = new Uint8Array(30 + name.length + data.length);
  const central = new Uint8Array(46 + name.length);
  const end = new Uint8Array(22);
  const lv = new DataView(local.buffer);
  lv.setUint32(0, 0x04034b50, true);
  lv.setUint16(4, 10, true); // version needed
  lv.setUint16(8, 0, true); // stored
  lv.setUint16(12, DOS_DATE, true);
  lv.setUint32(14, crc, true);
  lv.setUint32(18, data.length, true);
  lv.setUint32(22, data.length, true);
  lv.setUint16(26, name.length, true);
  local.set(name, 30);
  local.set(data, 30 + name.length);
  const cv = new DataView(central.buffer);
  cv.setUint32(0, 0x02014b50, true);
  cv.setUint16(4, 20, true); // version made by
  cv.setUint16(6, 10, true); // version needed
  cv.setUint16(14, DOS_DATE, true);
  cv.setUint32(16, crc, true);
  cv.setUint32(20, data.length, true);
  cv.setUint32(24, data.length, true);
  cv.setUint16(28, name.length, true);
  cv.setUint32(42, 0, true); // local header offset
  central.set(name, 46);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, 1, true);
  ev.setUint16(10, 1, true);
  ev.setUint32(12, central.length, true);
  ev.setUint32(16, local.length, true);
  const out = new Uint8Array(local.length + central.length + end.length);
  out.set(local, 0);
  out.set(central, local.length);
  out.set(end, local.length + central.length);
  return out;
}
