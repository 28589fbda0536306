/**
 * The unit files that share their worker's modules must not replace or reload one (decision 0059):
 * a file that does is listed in tests/isolated-files.ts, which gives it a registry of its own.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ISOLATED } from "./isolated-files";
import { BACKEND_FREE } from "./backend-free-files";

const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const testFiles = readdirSync("tests", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/${file.replaceAll("\\", "/")}`);

describe("the isolated unit files", () => {
  it("include every file that mocks or reloads a module", () => {
    const replacing = testFiles.filter((file) => REPLACES_MODULES.test(readFileSync(file, "utf8")));
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.filter((file) => !ISOLATED.includes(file))).toEqual([]);
  });

  // And so are the backend-free files (tests/backend-free-files.ts), which tests/setup.ts seeds no
  // backend for.
  it("are all there", () => {
    expect([...ISOLATED, ...BACKEND_FREE].filter((file) => !existsSync(file))).toEqual([]);
  });
});
