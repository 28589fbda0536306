/**
 * The test files that need a module registry of their own (decision 0059): they mock a module
 * (vi.mock), load one again (vi.resetModules), or check that a module is not loaded yet. Every
 * other file shares its worker's modules with the files before it (isolate: false): each file
 * still gets a fresh DOM, a fresh seeded backend per test and its own providers, and the suite
 * takes half the time (the app's and the mock's modules are loaded once per worker, not per file).
 * tests/isolated-files.test.ts checks that every file mocking or reloading a module is listed.
 */
export const ISOLATED = [
  "tests/knowledge/xss.test.ts",
  "tests/lib/graphemes.test.ts",
  "tests/lib/inert-html.test.ts",
  "tests/lib/sanitize.test.ts",
  // It checks that the query client's module is not loaded before a page needs it.
  "tests/lib/shared-query-client.test.tsx",
];
