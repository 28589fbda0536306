/**
 * The checks before uploading (platform.md §5, portal.md §5) as properties: format by extension,
 * size at most the limit (docs/decisions/0072), the count within the free places, the ratio within
 * its tolerance, 1080P in either orientation; and the pixel size read from PNG, GIF and JPEG
 * headers.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  extensionOf,
  fitsPixels,
  fitsRatio,
  imageSizeOf,
  screenFiles,
} from "@/features/uploads/upload-checks";
import type { UploadRules } from "@/features/uploads/upload-types";
import { setWorksAuditRules } from "@/generated/rules";
import { FULL_HD, IMAGE_WORK_PICTURE_MAX_BYTES } from "@/lib/upload-limits";
import { gifBytes, jpegBytes, pngBytes } from "./upload-files";

const RULES: UploadRules = {
  accept: ["jpeg", "png", "jpg"],
  maxFiles: 20,
  maxBytes: IMAGE_WORK_PICTURE_MAX_BYTES,
};

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
            expect(file.size).toBeLessThanOrEqual(RULES.maxBytes);
          }
          for (const { file, reason } of refused) {
            const formatOk = RULES.accept.includes(extensionOf(file.name));
            const sizeOk = file.size > 0 && file.size <= RULES.maxBytes;
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

  it("accepts a picture of exactly the size limit and refuses one byte more (portal.md §5: at most)", () => {
    const max = IMAGE_WORK_PICTURE_MAX_BYTES;
    expect(max).toBe(31_088_640);
    expect(screenFiles(RULES, [{ name: "a.png", size: max }], 0).accepted).toHaveLength(1);
    const over = screenFiles(RULES, [{ name: "a.png", size: max + 1 }], 0);
    expect(over.refused).toEqual([{ file: { name: "a.png", size: max + 1 }, reason: "size" }]);
  });

  it("accepts an archive of exactly 1 GiB and refuses one byte more (creator-programme.md §5)", () => {
    const max = setWorksAuditRules["other_data.demo_file_size"].maximum;
    expect(max).toBe(1024 ** 3);
    const archive: UploadRules = {
      accept: [],
      maxFiles: 1,
      maxBytes: max,
      files: { accept: ["zip"], maxBytes: max },
    };
    expect(screenFiles(archive, [{ name: "game.zip", size: max }], 0).accepted).toHaveLength(1);
    expect(screenFiles(archive, [{ name: "game.zip", size: max + 1 }], 0).refused).toEqual([
      { file: { name: "game.zip", size: max + 1 }, reason: "size" },
    ]);
  });

  it("takes pictures of at most 1080P in either orientation (platform.md §5, §9)", () => {
    const rules = { ...RULES, maxPixels: FULL_HD };
    expect(fitsPixels(rules, 1920, 1080)).toBe(true);
    expect(fitsPixels(rules, 1080, 1920)).toBe(true);
    expect(fitsPixels(rules, 1024, 1024)).toBe(true);
    expect(fitsPixels(rules, 1921, 1080)).toBe(false);
    expect(fitsPixels(rules, 1920, 1081)).toBe(false);
    expect(fitsPixels(rules, 1081, 1920)).toBe(false);
    expect(fitsPixels(rules, 1080, 1921)).toBe(false);
    expect(fitsPixels(rules, 1200, 1200)).toBe(false);
    // Without a box, any size.
    expect(fitsPixels(RULES, 8000, 8000)).toBe(true);
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
