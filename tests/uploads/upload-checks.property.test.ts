/**
 * The checks before uploading (platform.md §5, portal.md §5) as properties: format by extension,
 * size strictly under the limit, the count within the free places, the ratio within its
 * tolerance; and the pixel size read from PNG, GIF and JPEG headers.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extensionOf, fitsRatio, imageSizeOf, screenFiles } from "@/features/uploads/upload-checks";
import type { UploadRules } from "@/features/uploads/upload-types";
import { gifBytes, jpegBytes, pngBytes } from "./upload-files";

const RULES: UploadRules = { accept: ["jpeg", "png", "jpg"], maxFiles: 20, maxBytes: 31088640 };

const fileArb = fc.record({
  name: fc
    .tuple(
      fc.stringMatching(/^[a-z0-9 _-]{1,12}$/),
      fc.constantFrom("png", "PNG", "jpg", "jpeg", "JPG", "gif", "webp", "bmp", ""),
    )
    .map(([base, ext]) => (ext ? `${base}.${ext}` : base)),
  size: fc.oneof(
    fc.integer({ min: 1, max: 5_000_000 }),
    fc.constantFrom(31088639, 31088640, 31088641, 0),
  ),
});

describe("upload checks", () => {
  it("accepts only listed formats under the size limit, within the free places, in order", () => {
    fc.assert(
      fc.property(
        fc.array(fileArb, { maxLength: 30 }),
        fc.integer({ min: 0, max: 25 }),
        (files, taken) => {
          const { accepted, refused } = screenFiles(RULES, files, taken);
          expect(accepted.length + refused.length).toBe(files.length);
          expect(accepted.length).toBeLessThanOrEqual(Math.max(0, RULES.maxFiles - taken));
          for (const file of accepted) {
            expect(RULES.accept).toContain(extensionOf(file.name));
            expect(file.size).toBeGreaterThan(0);
            expect(file.size).toBeLessThan(RULES.maxBytes);
          }
          for (const { file, reason } of refused) {
            const formatOk = RULES.accept.includes(extensionOf(file.name));
            const sizeOk = file.size > 0 && file.size < RULES.maxBytes;
            if (reason === "format") expect(formatOk).toBe(false);
            if (reason === "size") expect(formatOk && !sizeOk).toBe(true);
            if (reason === "count") expect(formatOk && sizeOk).toBe(true);
          }
          // A file refused for the count comes after every accepted one.
          const firstCount = files.findIndex((f) =>
            refused.some((r) => r.file === f && r.reason === "count"),
          );
          if (firstCount >= 0) {
            const lastAccepted = Math.max(...accepted.map((f) => files.indexOf(f)), -1);
            expect(lastAccepted).toBeLessThan(firstCount);
          }
        },
      ),
    );
  });

  it("refuses a file at exactly the size limit (platform.md §5)", () => {
    const at = screenFiles(RULES, [{ name: "a.png", size: 31088640 }], 0);
    expect(at.refused).toEqual([{ file: { name: "a.png", size: 31088640 }, reason: "size" }]);
    expect(screenFiles(RULES, [{ name: "a.png", size: 31088639 }], 0).accepted).toHaveLength(1);
  });

  it("fits a ratio exactly within its tolerance", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (width, height, tolerance) => {
          const rules = { ...RULES, ratio: { width: 16, height: 9, tolerance } };
          // |w/h − 16/9| ≤ tolerance × 16/9, cross-multiplied (away from the boundary's rounding).
          const slack = tolerance * 16 * height - Math.abs(9 * width - 16 * height);
          fc.pre(Math.abs(slack) > 1e-6);
          expect(fitsRatio(rules, width, height)).toBe(slack > 0);
        },
      ),
    );
    const rules = { ...RULES, ratio: { width: 16, height: 9, tolerance: 0.05 } };
    expect(fitsRatio(rules, 1920, 1080)).toBe(true);
    expect(fitsRatio(rules, 1920, 1130)).toBe(true);
    expect(fitsRatio(rules, 1000, 1000)).toBe(false);
    expect(fitsRatio(RULES, 1, 5000)).toBe(true);
  });

  it("reads the pixel size of PNG, GIF and JPEG headers, and nothing from other bytes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 65535 }),
        fc.integer({ min: 1, max: 65535 }),
        (w, h) => {
          expect(imageSizeOf(pngBytes(w, h))).toEqual({ width: w, height: h });
          expect(imageSizeOf(gifBytes(w, h))).toEqual({ width: w, height: h });
          expect(imageSizeOf(jpegBytes(w, h))).toEqual({ width: w, height: h });
        },
      ),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        fc.pre(!(bytes[0] === 0x89 || bytes[0] === 0x47 || bytes[0] === 0xff || bytes[0] === 0x52));
        expect(imageSizeOf(bytes)).toBeUndefined();
      }),
    );
  });
});
