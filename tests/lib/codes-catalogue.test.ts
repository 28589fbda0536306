/**
 * The one catalogue of result-code messages (src/locales/<language>/codes.json): a non-empty message
 * for every code of the spec's ResultCode enum in both languages, and no other namespace holding
 * result-code texts. Also: every English message spells "e-mail".
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import spec from "@/generated/openapi.json";

const LOCALES = join(process.cwd(), "src/locales");
type Catalogue = { [key: string]: string | Catalogue } | (string | Catalogue)[];
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), "utf8")) as Record<
    string,
    string | Catalogue
  >;
const namespaces = (language: string) =>
  readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""));

/** Every string of a catalogue with its key path; a list's items are `list[0]`, not key "0". */
const entries = (catalogue: Catalogue, prefix = ""): [string, string][] =>
  Object.entries(catalogue).flatMap(([key, value]) => {
    const path = Array.isArray(catalogue) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : entries(value, path);
  });

const resultCodes = (
  spec as unknown as { components: { schemas: { ResultCode: { enum: number[] } } } }
).components.schemas.ResultCode.enum;

describe("codes catalogue", () => {
  it("the spec lists result codes", () => {
    expect(resultCodes.length).toBeGreaterThan(0);
    expect(resultCodes).toEqual(expect.arrayContaining([0, 100, 1301, 1318, 1501, 1502]));
  });

  it.each(["en", "zh-cn"])("has a non-empty message for every ResultCode in %s", (language) => {
    const codes = read(language, "codes");
    for (const code of resultCodes) {
      const message = codes[String(code)];
      expect(typeof message === "string" && message.trim() !== "", `${language} ${code}`).toBe(
        true,
      );
    }
  });

  it.each(["en", "zh-cn"])("is the only namespace keyed by result codes in %s", (language) => {
    const codeKeys = new Set(resultCodes.map(String));
    for (const namespace of namespaces(language).filter((ns) => ns !== "codes")) {
      const keyed = entries(read(language, namespace))
        .map(([path]) => path)
        .filter((path) => path.split(".").some((part) => codeKeys.has(part)));
      expect(keyed, `${language}/${namespace}.json`).toEqual([]);
    }
  });
});

describe("English spelling", () => {
  it('every English message spells "e-mail"', () => {
    const wrong: string[] = [];
    for (const namespace of namespaces("en")) {
      for (const [path, value] of entries(read("en", namespace))) {
        const text = value.replace(/\{\{[^}]*\}\}/g, "");
        if (/\bemail\b|\be mail\b|\bE-Mail\b/i.test(text.replace(/\be-mail\b/gi, ""))) {
          wrong.push(`${namespace}:${path}: ${value}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
