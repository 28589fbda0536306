/**
 * The catalogues: every namespace exists in en and zh-cn with the same keys and the same
 * interpolation variables (plural suffixes aside, since zh-cn has only _other). Reads the files
 * from disk, so namespaces added later by any feature are checked too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  currentLanguage,
  i18n,
  initI18n,
  NAMESPACES,
  onLanguageChosen,
  setAppLanguage,
} from "@/lib/i18n";
import { detectLanguage, getLanguage } from "@/lib/language";

const LOCALES = join(process.cwd(), "src/locales");
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Catalogue = { [key: string]: string | Catalogue };

/** key (plural suffix removed) → interpolation variables of every form, and whether it is empty. */
export function flatten(
  catalogue: Catalogue,
  prefix = "",
  into = new Map<string, { vars: Set<string>; empty: boolean }>(),
) {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") {
      const base = path.replace(PLURAL, "");
      const entry = into.get(base) ?? { vars: new Set<string>(), empty: true };
      for (const match of value.matchAll(/\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g))
        entry.vars.add(match[1]!);
      entry.empty &&= value.trim() === "";
      into.set(base, entry);
    } else {
      flatten(value, path, into);
    }
  }
  return into;
}

/** The differences between two catalogues of one namespace, as readable lines. */
export function compareCatalogues(namespace: string, en: Catalogue, zh: Catalogue): string[] {
  const a = flatten(en);
  const b = flatten(zh);
  const problems: string[] = [];
  for (const key of a.keys())
    if (!b.has(key)) problems.push(`${namespace}:${key} is missing in zh-cn`);
  for (const key of b.keys())
    if (!a.has(key)) problems.push(`${namespace}:${key} is missing in en`);
  for (const [key, { vars, empty }] of a) {
    const other = b.get(key);
    if (!other) continue;
    const left = [...vars].sort().join(",");
    const right = [...other.vars].sort().join(",");
    if (left !== right)
      problems.push(`${namespace}:${key} uses {{${left}}} in en but {{${right}}} in zh-cn`);
    if (empty !== other.empty)
      problems.push(`${namespace}:${key} is empty in ${empty ? "en" : "zh-cn"} only`);
  }
  return problems;
}

const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), "utf8")) as Catalogue;
const namespacesOf = (language: string) =>
  readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();

describe("catalogue parity", () => {
  it("has the same namespaces in both languages", () => {
    expect(namespacesOf("zh-cn")).toEqual(namespacesOf("en"));
    expect(namespacesOf("en")).toEqual(
      expect.arrayContaining(["common", "errors", "nav", "report"]),
    );
  });

  it.each(namespacesOf("en"))(
    "%s: same keys and interpolation variables in en and zh-cn",
    (namespace) => {
      expect(compareCatalogues(namespace, read("en", namespace), read("zh-cn", namespace))).toEqual(
        [],
      );
    },
  );

  it("the check itself catches missing keys and different variables", () => {
    expect(
      compareCatalogues(
        "t",
        {
          a: "A",
          b: { c: "{{n}} items" },
          d_one: "one {{count}}",
          d_other: "{{count}}",
          f: "F",
          g: "",
        },
        { b: { c: "{{m}} 项" }, d_other: "{{count}}", e: "E", f: "", g: "" },
      ),
    ).toEqual([
      "t:a is missing in zh-cn",
      "t:e is missing in en",
      "t:b.c uses {{n}} in en but {{m}} in zh-cn",
      "t:f is empty in zh-cn only",
    ]);
  });
});

describe("default language (decisions.md §1)", () => {
  it("is the stored choice, else zh-cn for a zh browser, else en", () => {
    expect(detectLanguage("en", "zh-CN")).toBe("en");
    expect(detectLanguage("zh-cn", "en-US")).toBe("zh-cn");
    expect(detectLanguage(undefined, "zh-TW")).toBe("zh-cn");
    expect(detectLanguage(undefined, "zh")).toBe("zh-cn");
    expect(detectLanguage(undefined, "fr-FR")).toBe("en");
    expect(detectLanguage("klingon", "en-GB")).toBe("en");
    expect(detectLanguage(undefined, undefined)).toBe("en");
  });
});

describe("i18n runtime", () => {
  it("knows every namespace file", () => {
    expect([...NAMESPACES]).toEqual(namespacesOf("en"));
  });

  it("loads a language's catalogues and switches between them", async () => {
    await initI18n("en");
    expect(i18n.t("nav:tabs.knowledge")).toBe("Knowledge");
    expect(i18n.t("common:footer.copyright", { year: 2030 })).toBe(
      "© 2030 GameCraft. All rights reserved.",
    );
    await initI18n("zh-cn");
    expect(i18n.t("nav:tabs.knowledge")).toBe("知识库");
    expect(currentLanguage()).toBe("zh-cn");
  });

  it("setAppLanguage stores the choice, sets <html lang> and tells listeners once per change", async () => {
    await initI18n("en");
    const chosen: string[] = [];
    const stop = onLanguageChosen((language) => chosen.push(language));
    try {
      await setAppLanguage("zh-cn");
      await setAppLanguage("zh-cn");
      expect(chosen).toEqual(["zh-cn"]);
      expect(getLanguage()).toBe("zh-cn");
      expect(JSON.parse(localStorage.getItem("gc.language")!)).toBe("zh-cn");
      expect(document.documentElement.lang).toBe("zh-CN");
      await setAppLanguage("en");
      expect(chosen).toEqual(["zh-cn", "en"]);
      expect(document.documentElement.lang).toBe("en");
    } finally {
      stop();
    }
  });
});
