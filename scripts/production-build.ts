/**
 * The one production build `npm test` makes: check:production scans it for mock code and
 * bench:bundle (--no-build) measures it, so the app is built once. It is the end users' build
 * (`vite build`, production mode) plus a manifest (manifest.json) the benchmark reads.
 * PRODUCTION_OUT chooses the folder (default dist/).
 */
import { build } from "vite";

export const PRODUCTION_OUT = process.env.PRODUCTION_OUT || "dist";
export const MANIFEST_FILE = "manifest.json";

export async function buildProduction(outDir = PRODUCTION_OUT): Promise<void> {
  await build({
    mode: "production",
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, manifest: MANIFEST_FILE },
  });
}
