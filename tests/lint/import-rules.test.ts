/**
 * The import rules are lint, not memory (docs/decisions/0025): ESLint's Node API lints in-memory
 * snippets placed at real paths of the tree with the project's own eslint.config.js, and the
 * layer order of mocks/, the domains' dependencies, registration by import, circles, src/features
 * and kebab-case names each produce their error (and a snippet that keeps the rules produces none).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ESLint, type Linter } from "eslint";

// vitest runs from the project root, where eslint.config.js lives.
const eslint = new ESLint({ cwd: process.cwd() });

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

const errorsOf = (messages: Linter.LintMessage[], ruleId: string) =>
  messages.filter((m) => m.ruleId === ruleId && m.severity === 2);

// The first lint loads the config, the parser and the import graph of mocks/ (seconds on a busy
// machine); the tests after it take well under a second each.
beforeAll(
  () =>
    lint(
      "mocks/lint-probe.ts",
      `import { handlers } from "./handlers";\nexport const probe = handlers;\n`,
    ),
  90_000,
);
const slow = { timeout: 30_000 };

describe("the layers of mocks/", slow, () => {
  it.each([
    ["a relative", "../handlers"],
    ["an aliased", "@mocks/handlers"],
  ])("refuse %s import of handlers from mocks/db", async (_, source) => {
    const messages = await lint(
      "mocks/db/lint-probe.ts",
      `import { handlers } from "${source}";\nexport const probe = handlers;\n`,
    );
    const [error] = errorsOf(messages, "no-restricted-imports");
    expect(error?.message).toMatch(/mocks\/ flows one way: db → core → domains → views/);
  });

  it.each([
    ["mocks/core/lint-probe.ts", "../backend"],
    ["mocks/domains/content/lint-probe.ts", "../../views/content"],
    ["mocks/views/lint-probe.ts", "../seed/users"],
    ["mocks/handlers/lint-probe.ts", "../provider-states/sentences"],
  ])("refuse %s importing %s (a later layer)", async (filePath, source) => {
    const messages = await lint(
      filePath,
      `import * as later from "${source}";\nexport const probe = later;\n`,
    );
    expect(errorsOf(messages, "no-restricted-imports")).toHaveLength(1);
  });

  it("let a domain use only the domains it really depends on", async () => {
    const refused = await lint(
      "mocks/domains/content/lint-probe.ts",
      `import { isLiked } from "../social/queries";\nexport const probe = isLiked;\n`,
    );
    expect(errorsOf(refused, "no-restricted-imports")[0]?.message).toMatch(
      /content domain uses only/,
    );

    const allowed = await lint(
      "mocks/domains/social/lint-probe.ts",
      `import { findArticle } from "../content/queries";\nexport const probe = findArticle;\n`,
    );
    expect(allowed).toEqual([]);
  });

  it("accept an import from an earlier layer", async () => {
    const messages = await lint(
      "mocks/views/lint-probe.ts",
      `import { findArticle } from "../domains/content/queries";\nimport type { MockState } from "@mocks/core/state";\nexport const probe = (state: MockState) => findArticle(state, "1");\n`,
    );
    expect(messages).toEqual([]);
  });

  it("refuse registering by import (a side-effect import)", async () => {
    const messages = await lint(
      "mocks/handlers/lint-probe.ts",
      `import "../domains/social/audit";\n`,
    );
    expect(errorsOf(messages, "import-x/no-unassigned-import")).toHaveLength(1);
  });

  it("refuse src/features anywhere in mocks/", async () => {
    const messages = await lint(
      "mocks/domains/accounts/lint-probe.ts",
      `import * as forms from "@/features/accounts/forms/schemas";\nexport const probe = forms;\n`,
    );
    expect(errorsOf(messages, "no-restricted-imports")[0]?.message).toMatch(/src\/features/);
  });

  it("refuse mocks/ in src/", async () => {
    const messages = await lint(
      "src/lib/lint-probe.ts",
      `import { handlers } from "@mocks/backend";\nexport const probe = handlers;\n`,
    );
    expect(errorsOf(messages, "no-restricted-imports")).toHaveLength(1);
  });
});

describe("the data layer (src/api) and the features", slow, () => {
  const restrictedBy = (messages: Linter.LintMessage[]) =>
    errorsOf(messages, "no-restricted-imports").map((m) => m.message);

  it("refuse a generated endpoint in a feature or the app, pointing to docs/architecture.md", async () => {
    for (const filePath of [
      "src/features/works/components/lint-probe.tsx",
      "src/app/routes/lint-probe.tsx",
    ]) {
      const messages = await lint(
        filePath,
        `import { getWorks } from "@/generated/works/works";
export const probe = getWorks;
`,
      );
      expect(restrictedBy(messages)).toEqual([
        expect.stringMatching(/only from src\/api\/<group>.*docs\/architecture\.md/),
      ]);
    }
  });

  it("let a feature import generated types, models, rules and src/api", async () => {
    const messages = await lint(
      "src/features/works/components/lint-probe.tsx",
      [
        `import type { getWorks } from "@/generated/works/works";`,
        `import { WorksType } from "@/generated/model";`,
        `import { setWorksAuditRules } from "@/generated/rules";`,
        `import { useWork } from "@/api/works/works";`,
        `export type Probe = typeof getWorks;`,
        `export const probe = [WorksType, setWorksAuditRules, useWork];`,
      ].join("\n") + "\n",
    );
    expect(restrictedBy(messages)).toEqual([]);
  });

  it.each([
    ["a feature", "@/features/works/constants"],
    ["the app", "@/app/router"],
  ])("refuse %s in src/api", async (_, source) => {
    const messages = await lint(
      "src/api/works/lint-probe.ts",
      `import * as above from "${source}";\nexport const probe = above;\n`,
    );
    expect(restrictedBy(messages)).toEqual([
      expect.stringMatching(/src\/api never imports a feature or the app.*docs\/architecture\.md/),
    ]);
  });

  it("keep refusing one feature in another", async () => {
    const messages = await lint(
      "src/features/works/components/lint-probe.tsx",
      `import * as other from "@/features/knowledge/components/knowledge-home-page";\nexport const probe = other;\n`,
    );
    expect(restrictedBy(messages)).toEqual([
      expect.stringMatching(/neither another feature nor the app.*docs\/architecture\.md/),
    ]);
  });
});

describe("circles", slow, () => {
  it("are refused in mocks/ (db/creator.ts importing the db it is part of)", async () => {
    const messages = await lint(
      "mocks/db/creator.ts",
      `import { createDb } from "./index";\nexport const probe = createDb;\n`,
    );
    expect(errorsOf(messages, "import-x/no-cycle")).toHaveLength(1);
  });

  it("are refused between two modules of a domain", async () => {
    const messages = await lint(
      "mocks/domains/content/catalog.ts",
      `import { findArticle } from "./queries";\nexport const probe = findArticle;\n`,
    );
    expect(errorsOf(messages, "import-x/no-cycle")).toHaveLength(1);
  });
});

describe("file names", slow, () => {
  it.each([
    "mocks/domains/content/seedKit.ts",
    "tests/lint/Import_Rules.test.ts",
    "src/lib/ApiThing.ts",
  ])("refuse %s (not kebab-case)", async (filePath) => {
    const messages = await lint(filePath, "export const probe = 1;\n");
    expect(errorsOf(messages, "check-file/filename-naming-convention")).toHaveLength(1);
  });

  it("accept kebab-case with middle extensions", async () => {
    const messages = await lint("tests/lint/kebab-name.test.ts", "export const probe = 1;\n");
    expect(errorsOf(messages, "check-file/filename-naming-convention")).toEqual([]);
  });
});
