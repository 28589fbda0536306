/**
 * The matrix covers the spec: every operation has a page that calls it (walked by the group files
 * next to this one) or a reason no page does, and an operation said to be uncalled is indeed not
 * called anywhere in src/.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { operations, type OperationId } from "@/generated/operations";
import { isNotCalled } from "./trigger";
import { allTriggers } from "./triggers";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [readFileSync(path, "utf8")] : [];
  });
}

describe("the page-level fault matrix", () => {
  it("has an entry for every operation of the spec", () => {
    expect(Object.keys(allTriggers).sort()).toEqual(Object.keys(operations).sort());
  });

  const uncalled = Object.entries(allTriggers).filter(([, entry]) => isNotCalled(entry));
  it.each(uncalled.map(([operationId]) => operationId as OperationId))(
    "%s, said to be called by no page, is not called in src/",
    (operationId) => {
      const code = sources(join(process.cwd(), "src"));
      const name = new RegExp(`\\b(use)?${operationId}\\b`, "i");
      expect(code.filter((text) => name.test(text))).toEqual([]);
    },
  );
});
