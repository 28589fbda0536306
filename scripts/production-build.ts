/**
 * The one production build `npm test` makes: check:production scans it for mock code and
 * bench:bundle (--no-build) measures it, so the app is built once. It is the end users' build
 * (`vite build`, production mode) plus a manifest (manifest.json) and the chunk of every module
 * (chunk-modules.json) that the benchmark and the first-paint budget read.
 * PRODUCTION_OUT chooses the folder (default dist/).
 */
import path from "node:path";
import { build, type Plugin } from "vite";

export const PRODUCTION_OUT = process.env.PRODUCTION_OUT || "dist";
export const MANIFEST_FILE = "manifest.json";
/**
 * The chunk of every source module (project-relative path → chunk file). Vite's manifest names
 * only the chunks a module starts; a module a chunk group took (scripts/chunk-groups.ts) that the
 * app imports dynamically (the route loaders' data modules) is found here.
 */
export const CHUNK_MODULES_FILE = "chunk-modules.json";

function chunkModules(): Plugin {
  return {
    name: "chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const id of chunk.moduleIds) {
          if (id.startsWith("\0")) continue;
          map[path.relative(process.cwd(), id).split(path.sep).join("/")] = chunk.fileName;
        }
      }
      this.emitFile({ type: "asset", fileName: CHUNK_MODULES_FILE, source: JSON.stringify(map) });
    },
  };
}

export async function buildProduction(outDir = PRODUCTION_OUT): Promise<void> {
  await build({
    mode: "production",
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, manifest: MANIFEST_FILE },
    plugins: [chunkModules()],
  });
}
