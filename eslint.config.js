// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";
import { readdirSync, existsSync } from "node:fs";

/** The folders outside src/ that src/ must never import (main.tsx's guarded dynamic import aside). */
const outsideSrc = ["@mocks/*", "**/mocks/**", "**/tests/**", "**/contracts/**", "**/e2e/**"];
const generatedEndpoints = {
  // Generated hooks and functions are reached through a feature's api/ folder; types are free.
  regex: "^@/generated/(?!model/|operations$)",
  allowTypeImports: true,
  message: "Call generated endpoints only from a feature's api/ folder (or src/lib).",
};
const features = existsSync("src/features")
  ? readdirSync("src/features", { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** @param {string[]} extra */
const restrict = (extra = [], endpoints = true) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        { group: outsideSrc, message: "src/ must not import mocks, tests, contracts or e2e." },
        ...(endpoints ? [generatedEndpoints] : []),
        ...extra.map((group) => ({ group: [group], message: "Import rule of architecture.md." })),
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "dist-mock",
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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
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
  // A feature imports neither another feature nor the app; only its api/ calls generated endpoints.
  ...features.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: restrict(
      [...features.filter((f) => f !== name).map((f) => `@/features/${f}/*`), "@/app/*"],
      true,
    ),
  })),
  ...features.map((name) => ({
    files: [`src/features/${name}/api/**`],
    rules: restrict(
      [...features.filter((f) => f !== name).map((f) => `@/features/${f}/*`), "@/app/*"],
      false,
    ),
  })),
  {
    files: ["tests/**", "e2e/**", "contracts/**", "mocks/**", "scripts/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  prettier,
);
