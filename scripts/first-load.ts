/**
 * What a first load of each route fetches, as decision 0034 counts it (with 0043's catalogues):
 * the entry and its static imports (modulepreloads), the shell's catalogues and the route's own
 * (the language that weighs more; the shell's are one chunk per language, chunk-groups.ts), and
 * every module the route's and its layout's `lazy` import and its loader's first queries load
 * (scripts/route-modules.ts), with their static imports; sizes gzip -9. Used by bench:bundle (every
 * route, a report), check:first-paint (the budget of npm test) and bench:landing (the initial JS
 * of /gate).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { CHUNK_MODULES_FILE, MANIFEST_FILE } from "./production-build";
import { routeModules } from "./route-modules";
import { SHELL_NAMESPACES } from "../src/lib/i18n-namespaces";
import { shellCataloguesChunk } from "./chunk-groups";

const LOCALE_RE = /^src\/locales\/([^/]+)\/([^/]+)\.json$/;

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteFirstLoad {
  path: string;
  /** The first queries its loader starts (route-data.ts; at an address with an id). */
  firstQueries: number;
  /** Manifest keys of everything the first load fetches. */
  keys: Set<string>;
  js: Set<string>;
  css: Set<string>;
}

/** Chunks and everything they import statically (what the browser fetches with them). */
function closure(manifest: Manifest, keys: Iterable<string>, into = new Set<string>()) {
  const visit = (key: string) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`first-load: ${key} is not in the build manifest`);
    into.add(key);
    chunk.imports?.forEach(visit);
  };
  for (const key of keys) visit(key);
  return into;
}

export function filesOf(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    if (chunk.file.endsWith(".css")) css.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  }
  return { js, css };
}

/** The build in `outDir` (with its manifest) and the first load of every route of the table. */
export async function firstLoads(outDir: string) {
  const manifestPath = join(outDir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    throw new Error(
      `first-load: ${manifestPath} is missing: build first (npm run check:production, or run the bench without --no-build).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const sizes = new Map<string, number>();
  const gzipSize = (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipSize(f), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error("first-load: no entry chunk in the manifest");
  const entry = closure(manifest, [entryKey]);

  const languages = new Set<string>();
  for (const key of Object.keys(manifest)) {
    const match = LOCALE_RE.exec(key);
    if (match) languages.add(match[1]!);
  }
  const keysByName = new Map(
    Object.keys(manifest).map((key) => [manifest[key]!.name, key] as const),
  );
  /**
   * The chunk of a namespace's catalogue: its own, or the shell's catalogues' group
   * (chunk-groups.ts). A namespace with no file in src/locales has none.
   */
  const catalogueChunk = (language: string, namespace: string): string[] => {
    const key = `src/locales/${language}/${namespace}.json`;
    if (manifest[key]) return [key];
    const grouped = (SHELL_NAMESPACES as readonly string[]).includes(namespace)
      ? keysByName.get(shellCataloguesChunk(language))
      : undefined;
    if (grouped) return [grouped];
    if (existsSync(key)) throw new Error(`first-load: ${key} is in no chunk of the manifest`);
    return [];
  };
  /** `loaded` and the namespaces' catalogue chunks, in the language that weighs more. */
  const withCatalogues = (namespaces: readonly string[], loaded: Set<string>) =>
    [...languages]
      .map((language) =>
        closure(
          manifest,
          namespaces.flatMap((namespace) => catalogueChunk(language, namespace)),
          new Set(loaded),
        ),
      )
      .sort((a, b) => sum(filesOf(manifest, b).js) - sum(filesOf(manifest, a).js))[0] ??
    new Set(loaded);
  const start = withCatalogues(SHELL_NAMESPACES, entry);

  // The chunk of a module a group took (no manifest key of its own): its chunk's key.
  const chunkModulesPath = join(outDir, CHUNK_MODULES_FILE);
  const chunkOfModule = existsSync(chunkModulesPath)
    ? (JSON.parse(readFileSync(chunkModulesPath, "utf8")) as Record<string, string>)
    : {};
  const keysByFile = new Map(
    Object.keys(manifest).map((key) => [manifest[key]!.file, key] as const),
  );
  const keyOf = (module: string) => {
    if (manifest[module]) return module;
    const file = chunkOfModule[module];
    return file ? keysByFile.get(file) : undefined;
  };

  const routes: RouteFirstLoad[] = [];
  for (const { path, modules, namespaces, dataModules, firstQueries } of await routeModules(
    process.cwd(),
  )) {
    const loaded = [...modules, ...dataModules];
    const missing = loaded.filter((module) => !keyOf(module));
    if (missing.length > 0) {
      throw new Error(`first-load: ${path} loads ${missing.join(", ")}, not in the build manifest`);
    }
    const keys = closure(
      manifest,
      loaded.map(keyOf) as string[],
      withCatalogues(namespaces, start),
    );
    routes.push({ path, keys, firstQueries, ...filesOf(manifest, keys) });
  }
  return { manifest, gzipSize, sum, entry, start, routes, keyOf };
}
