/**
 * The dev server's module count (docs/decisions/0091): the generated models' index
 * (src/generated/model/index.ts, orval's) re-exports every model file, and the mock backend and
 * the app import it at run time for the enums. In the dev server each re-export is a module the
 * browser requests on every full load: 479 of them, 415 holding only types, so exporting nothing at
 * run time. This plugin (dev server only; the build tree-shakes them) leaves out the re-exports of
 * modules without a run-time export, which changes nothing the page can observe. A model file that
 * changes is watched, so the index follows a regeneration.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const INDEX = /\/src\/generated\/model\/index\.ts$/;
const REEXPORT = /^export \* from "(\.\/[\w.-]+)";$/gm;
/** A declaration that exists at run time (orval's enums are `export const`). */
const RUNTIME_EXPORT =
  /^export (?:const|let|var|function|async function|class|enum|default)\b|^export \{/m;

export function typeOnlyReexports(): Plugin {
  return {
    name: "gc:type-only-reexports",
    apply: "serve",
    enforce: "pre",
    transform(code, id) {
      if (!INDEX.test(id)) return null;
      const folder = dirname(id);
      return code.replace(REEXPORT, (line, specifier: string) => {
        const file = join(folder, `${specifier}.ts`);
        this.addWatchFile(file);
        return RUNTIME_EXPORT.test(readFileSync(file, "utf8")) ? line : "";
      });
    },
  };
}
