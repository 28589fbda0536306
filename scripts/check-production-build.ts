/**
 * npm run check:production — proves the end users' build ships no mock backend: it runs
 * `vite build` in production mode into dist/ (PRODUCTION_OUT; scripts/production-build.ts) and
 * fails when the output contains MSW, its worker script, the QA panel, or seed data (the seeded
 * accounts). The build stays there: `npm test` measures the same build with
 * `check:first-paint` instead of building again.
 *
 * `--self-test` also builds in mock mode and fails unless the same scan finds the mocks there,
 * proving the scan can see what it looks for.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { build } from "vite";
import { buildProduction, PRODUCTION_OUT } from "./production-build";
import { QA_PANEL_MARKER } from "../mocks/panel/marker";
import { CREATOR, READER } from "../mocks/seed/users";

interface Rule {
  what: string;
  /** Case-sensitive text searched in every emitted file. */
  text: string;
}

const WORKER_FILE = "mockServiceWorker.js";
/** The worker mocks/browser.ts registers: MSW's, with the app's files routed around it. */
const WORKER_WRAPPER = "mock-worker.js";

const RULES: Rule[] = [
  { what: "MSW worker script", text: WORKER_FILE },
  { what: "mock worker script", text: WORKER_WRAPPER },
  { what: "MSW browser runtime", text: "setupWorker" },
  { what: "MSW runtime", text: "[MSW]" },
  { what: "MSW package", text: "mswjs" },
  { what: "@msw/data", text: "@msw/data" },
  { what: "QA panel", text: QA_PANEL_MARKER },
  { what: "QA controls (window.__mock)", text: "__mock" },
  { what: "seed account", text: CREATOR.email },
  { what: "seed account", text: READER.email },
  { what: "seed password", text: CREATOR.password },
  { what: "seed password", text: READER.password },
];

const TEXT_FILE = /\.(js|mjs|cjs|css|html|json|txt|svg|map|webmanifest|xml)$/i;

interface Finding {
  file: string;
  what: string;
  text: string;
  context: string;
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function scan(outDir: string): Promise<{ files: number; findings: Finding[] }> {
  const files = await filesIn(outDir);
  const findings: Finding[] = [];
  for (const file of files) {
    const name = relative(outDir, file);
    for (const worker of [WORKER_FILE, WORKER_WRAPPER]) {
      if (name.endsWith(worker))
        findings.push({ file: name, what: "mock worker script file", text: worker, context: "" });
    }
    if (!TEXT_FILE.test(file)) continue;
    const content = await readFile(file, "utf8");
    for (const rule of RULES) {
      const at = content.indexOf(rule.text);
      if (at >= 0) {
        const context = content
          .slice(Math.max(0, at - 60), at + rule.text.length + 60)
          .replace(/\s+/g, " ");
        findings.push({ file: name, what: rule.what, text: rule.text, context });
      }
    }
  }
  return { files: files.length, findings };
}

/** The production build goes to PRODUCTION_OUT and stays; the self-test's mock build is temporary. */
async function buildInto(mode: string): Promise<string> {
  if (mode === "production") {
    await buildProduction(PRODUCTION_OUT);
    return PRODUCTION_OUT;
  }
  const outDir = await mkdtemp(join(tmpdir(), `gc-build-${mode}-`));
  await build({ mode, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  return outDir;
}

async function check(mode: string, expectMocks: boolean): Promise<boolean> {
  const started = Date.now();
  const outDir = await buildInto(mode);
  try {
    const { files, findings } = await scan(outDir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (expectMocks) {
      const found = new Set(findings.map((f) => f.what));
      const wanted = ["MSW worker script file", "MSW browser runtime", "QA panel", "seed account"];
      const missing = wanted.filter((w) => !found.has(w));
      console.log(
        `${mode} build (${files} files, ${seconds} s): the scan finds ${[...found].join(", ") || "nothing"}`,
      );
      if (missing.length > 0)
        console.error(`self-test FAILED: the ${mode} build should contain ${missing.join(", ")}.`);
      return missing.length === 0;
    }
    if (findings.length === 0) {
      console.log(
        `${mode} build (${files} files, ${seconds} s): no MSW, worker, QA panel or seed data.`,
      );
      return true;
    }
    console.error(`${mode} build contains mock code or data:`);
    for (const f of findings)
      console.error(
        `  ${f.file}: ${f.what} ("${f.text}")${f.context ? `\n      …${f.context}…` : ""}`,
      );
    return false;
  } finally {
    if (outDir !== PRODUCTION_OUT) await rm(outDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!existsSync("index.html")) {
    console.error("check:production: there is no index.html to build (the app shell provides it).");
    process.exit(1);
  }
  const selfTest = process.argv.includes("--self-test");
  let ok = await check("production", false);
  if (selfTest) ok = (await check("mock", true)) && ok;
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
