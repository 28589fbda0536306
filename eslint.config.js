// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import checkFile from "eslint-plugin-check-file";
import testingLibrary from "eslint-plugin-testing-library";
import pluginQuery from "@tanstack/eslint-plugin-query";
import { readdirSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The folders outside src/ that src/ must never import (main.tsx's guarded dynamic import aside). */
const outsideSrc = ["@mocks/*", "**/mocks/**", "**/tests/**", "**/contracts/**", "**/e2e/**"];
const generatedEndpoints = {
  // Generated hooks and functions are reached through src/api; types, models and rules are free.
  regex: "^@/generated/(?!model(/|$)|operations(/|$)|rules$)",
  allowTypeImports: true,
  message:
    "Call generated endpoints only from src/api/<group> (or src/lib); see docs/architecture.md.",
};
const features = existsSync("src/features")
  ? readdirSync("src/features", { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const IMPORT_RULE =
  "Import rule of docs/architecture.md (features read data only through src/api).";

/** @param {string[]} extra */
const restrict = (extra = [], endpoints = true, message = IMPORT_RULE) => ({
  "no-restricted-imports": [
    "error",
    {
      paths: [
        {
          name: "@blueprintjs/core",
          importNames: ["HTMLSelect"],
          message:
            "Use Select (src/components/form/select.tsx): HTMLSelect's icon has an English title.",
        },
      ],
      patterns: [
        { group: outsideSrc, message: "src/ must not import mocks, tests, contracts or e2e." },
        ...(endpoints ? [generatedEndpoints] : []),
        ...(extra.length > 0 ? [{ group: extra, message }] : []),
      ],
    },
  ],
});

// ── mocks/: one-way layers (docs/decisions/0025-mock-layers.md) ───────────────────────────────
// db → core → domains → views → seed, handlers, provider-states → runtimes (mocks/*.ts) and panel.
// Imports are matched as written: relative ("../../core/state") or through the @mocks alias.

/** A folder (or top-level module) of mocks/, however an import spells it. */
const mocksPath = (/** @type {string} */ names) => `^(@mocks/|(\\.\\.?/)+)(${names})(/|\\.tsx?$|$)`;
const listDir = (
  /** @type {string} */ dir,
  /** @type {(d: import("node:fs").Dirent) => boolean} */ keep,
) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter(keep)
        .map((d) => d.name)
    : [];
/** The runtimes: every module at the top of mocks/ except the provider-state registry. */
const mockRuntimes = listDir("mocks", (d) => d.isFile() && /\.tsx?$/.test(d.name))
  .map((name) => name.replace(/\.tsx?$/, ""))
  .filter((name) => name !== "provider-states");
const mockDomains = listDir("mocks/domains", (d) => d.isDirectory());
/** What each domain may use of the others: only real dependencies, and never a circle. */
const domainDependencies = {
  accounts: [],
  content: [],
  creator: [],
  console: [],
  social: ["accounts", "content"],
  system: ["accounts", "content"],
};
const LAYER_MESSAGE =
  "mocks/ flows one way: db → core → domains → views → seed, handlers, provider-states → runtimes and panel (docs/decisions/0025-mock-layers.md).";
/**
 * What each folder of mocks/ must not import: every later layer, and, among seed, handlers and
 * provider states, the peers it does not need. A new folder of mocks/ gets its line here.
 */
const layersAbove = {
  db: ["core", "domains", "views", "seed", "handlers", "provider-states", "ws", "panel"],
  core: ["domains", "views", "seed", "handlers", "provider-states", "ws", "panel"],
  domains: ["views", "seed", "handlers", "provider-states", "ws", "panel"],
  views: ["seed", "handlers", "provider-states", "ws", "panel"],
  seed: ["handlers", "provider-states", "ws", "panel"],
  handlers: ["seed", "provider-states", "ws", "panel"],
  "provider-states": ["handlers", "ws", "panel"],
  // The console's socket mocks: layer 5 beside the handlers (mocks/ws/README.md).
  ws: ["seed", "handlers", "provider-states", "panel"],
};

/** @param {string[]} folders @param {{ regex: string, message: string }[]} extra */
const mockRestrict = (folders, runtimes = true, extra = []) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          regex: "^(@/features|(\\.\\.?/)+src/features)(/|$)",
          message: "Nothing in mocks/ imports src/features: shared rules live in src/lib.",
        },
        ...(folders.length > 0
          ? [{ regex: mocksPath(folders.join("|")), message: LAYER_MESSAGE }]
          : []),
        ...(runtimes && mockRuntimes.length > 0
          ? [{ regex: mocksPath(mockRuntimes.join("|")), message: LAYER_MESSAGE }]
          : []),
        ...extra,
      ],
    },
  ],
});

const mockLayerConfigs = [
  { files: ["mocks/db/**"], rules: mockRestrict(layersAbove.db) },
  { files: ["mocks/core/**"], rules: mockRestrict(layersAbove.core) },
  { files: ["mocks/domains/*.{ts,tsx}"], rules: mockRestrict(layersAbove.domains) },
  ...mockDomains.map((name) => {
    const allowed = domainDependencies[/** @type {keyof typeof domainDependencies} */ (name)] ?? [];
    const others = mockDomains.filter((d) => d !== name && !allowed.includes(d));
    return {
      files: [`mocks/domains/${name}/**`],
      rules: mockRestrict(
        layersAbove.domains,
        true,
        others.length > 0
          ? [
              {
                // A sibling domain ("../content/…") or any domain reached through the folder.
                regex: `^((\\.\\./)(${others.join("|")})|(@mocks/|(\\.\\.?/)+)domains/(${others.join("|")}))(/|$)`,
                message: `The ${name} domain uses only ${allowed.join(", ") || "no other domain"} (a real dependency, never a circle; eslint.config.js domainDependencies).`,
              },
            ]
          : [],
      ),
    };
  }),
  { files: ["mocks/views/**"], rules: mockRestrict(layersAbove.views) },
  { files: ["mocks/seed/**"], rules: mockRestrict(layersAbove.seed) },
  { files: ["mocks/handlers/**"], rules: mockRestrict(layersAbove.handlers) },
  { files: ["mocks/ws/**"], rules: mockRestrict(layersAbove.ws) },
  {
    files: ["mocks/provider-states/**", "mocks/provider-states.ts"],
    rules: mockRestrict(layersAbove["provider-states"]),
  },
  // The runtimes and the panel may use every layer; still nothing from src/features.
  {
    files: ["mocks/*.{ts,tsx}", "mocks/panel/**"],
    ignores: ["mocks/provider-states.ts"],
    rules: mockRestrict([], false),
  },
];

const projectRoot = fileURLToPath(new URL(".", import.meta.url));

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "dist-mock",
      "dist-mock-*",
      "coverage",
      "src/generated/**",
      "public/mockServiceWorker.js",
      "contracts/pacts/**",
      "playwright-report",
      "test-results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  // The mock build's service worker (public/mock-worker.js) runs in a worker's global scope.
  { files: ["public/*.js"], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(),
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/mocks/]",
          message: "Only src/main.tsx may load the mock worker.",
        },
      ],
    },
  },
  { files: ["src/main.tsx"], rules: { "no-restricted-syntax": "off" } },
  // Shared folders never import features or the app.
  {
    files: ["src/components/**", "src/hooks/**"],
    rules: restrict(["@/features/*", "@/app/*", "**/features/**", "**/app/**"]),
  },
  // src/lib is the transport: it may call generated code.
  { files: ["src/lib/**"], rules: restrict(["@/features/*", "@/app/*"], false) },
  // A feature imports neither another feature nor the app, and reads data only through src/api
  // (docs/architecture.md): generated endpoints are refused, their types, models and rules are free.
  ...features.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: restrict(
      [...features.filter((f) => f !== name).map((f) => `@/features/${f}/*`), "@/app/*"],
      true,
      "A feature imports neither another feature nor the app (docs/architecture.md).",
    ),
  })),
  // src/api is the one data layer: the only place that calls generated endpoints; it never imports
  // a feature or the app (docs/architecture.md).
  {
    files: ["src/api/**"],
    rules: restrict(
      ["@/features/*", "@/app/*", "**/features/**", "**/app/**"],
      false,
      "src/api never imports a feature or the app (docs/architecture.md): the data layer is below them.",
    ),
  },
  ...mockLayerConfigs,
  // No import circles in the app or the mock backend (type-only imports carry no runtime order).
  {
    files: ["src/**/*.{ts,tsx}", "mocks/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".json"],
          tsconfig: { configFile: `${projectRoot}tsconfig.json` },
        }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // Nothing in mocks/ registers itself as a side effect of being imported (auditors, provider
  // states): registration is an explicit call (docs/decisions/0025). Stylesheets are the exception.
  {
    files: ["mocks/**/*.{ts,tsx}"],
    rules: { "import-x/no-unassigned-import": ["error", { allow: ["**/*.css"] }] },
  },
  // kebab-case file and folder names everywhere we write code (generated code is ignored above).
  {
    files: ["{src,mocks,tests,e2e,scripts,contracts}/**/*.{ts,tsx,js}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{src,mocks,tests,e2e,scripts,contracts}/**/": "KEBAB_CASE" },
      ],
    },
  },
  // TanStack Query's own rules (stable query keys, no rest destructuring, query functions that use
  // what their keys name) wherever queries are written.
  ...pluginQuery.configs["flat/recommended"].map((config) => ({
    ...config,
    files: ["src/**/*.{ts,tsx}"],
  })),
  // Testing Library's rules for component tests: role queries, screen, await for async queries.
  {
    ...testingLibrary.configs["flat/react"],
    files: ["tests/**/*.test.tsx", "tests/**/*.tsx"],
  },
  {
    files: ["tests/**", "e2e/**", "contracts/**", "mocks/**", "scripts/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  prettier,
);
