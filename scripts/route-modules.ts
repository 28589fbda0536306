/**
 * The modules a first load of each route imports lazily, read from the route table itself
 * (src/app/routes.tsx): the table is evaluated in vite's SSR loader with every dynamic `import()`
 * of src/ replaced by a recorder that answers a stub module, then each route's `lazy` and those of
 * its parents (the layouts) are called. Whatever they import — a page module, a layout's header
 * picked from a table — is recorded without running it. Used by scripts/bench-bundle.ts.
 */
import path from "node:path";
import { createServer, type Plugin } from "vite";
import type { RouteObject } from "react-router";

export interface RouteModules {
  /** The route's path ("/account/login", "/*"). */
  path: string;
  /** Source files (relative to the project, e.g. "src/app/routes/landing.tsx") loaded lazily. */
  modules: string[];
  /** The catalogues the page loads with its code beyond the shell's (its handle's namespaces). */
  namespaces: string[];
  /** Source files its loader loads to start its first queries (src/app/route-data.ts). */
  dataModules: string[];
  /** The first queries its loader starts at an address with an id (`?id=1`). */
  firstQueries: number;
}

const RECORDER = "__benchRecordImport";
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"'`]+)\1\s*\)/g;

type Recorder = (id: string) => unknown;
const globals = globalThis as typeof globalThis & { [RECORDER]?: Recorder };

/** A module whose every export is a component rendering nothing (never a thenable). */
const stubModule = () =>
  new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => (key === "then" ? undefined : () => null),
  });

/** Rewrites `import("x")` in src/ (SSR only) to the recorder, with the specifier resolved. */
function recordDynamicImports(root: string): Plugin {
  return {
    name: "bench-record-dynamic-imports",
    enforce: "pre",
    async transform(code, id, options) {
      if (!options?.ssr || !id.startsWith(path.join(root, "src"))) return undefined;
      const found = [...code.matchAll(DYNAMIC_IMPORT)];
      if (found.length === 0) return undefined;
      let out = code;
      for (const match of found) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved) throw new Error(`route-modules: cannot resolve ${match[2]} from ${id}`);
        const file = path.relative(root, resolved.id.split("?")[0]!).split(path.sep).join("/");
        out = out.replace(match[0], `globalThis.${RECORDER}(${JSON.stringify(file)})`);
      }
      return { code: out, map: null };
    },
  };
}

const joinPath = (base: string, segment: string | undefined) =>
  segment === undefined ? base : `${base.replace(/\/$/, "")}/${segment}`.replace(/\/{2,}/g, "/");

/** Calls a route's lazy (a function, or react-router's object of per-property loaders). */
async function callLazy(lazy: RouteObject["lazy"]): Promise<void> {
  if (typeof lazy === "function") await lazy();
  else if (lazy) await Promise.all(Object.values(lazy).map((load) => (load as () => unknown)()));
}

export async function routeModules(root: string, mode = "production"): Promise<RouteModules[]> {
  const server = await createServer({
    root,
    mode,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [recordDynamicImports(root)],
  });
  let recorded: string[] = [];
  globals[RECORDER] = (id) => {
    recorded.push(id);
    return Promise.resolve(stubModule());
  };
  const lazyModules = async (route: RouteObject): Promise<string[]> => {
    if (!route.lazy) return [];
    recorded = [];
    await callLazy(route.lazy);
    return [...recorded];
  };
  try {
    const { appRoutes } = (await server.ssrLoadModule("/src/app/routes.tsx")) as {
      appRoutes: RouteObject[];
    };
    const { routeFirstQueries } = (await server.ssrLoadModule("/src/app/route-data.ts")) as {
      routeFirstQueries: Record<string, (search: URLSearchParams) => Promise<unknown[]>>;
    };
    /** The modules a page's first queries load, and how many queries start at `?id=1`. */
    const firstQueriesOf = async (path: string) => {
      const queries = routeFirstQueries[path.replace(/^\//, "")];
      if (!queries) return { dataModules: [], firstQueries: 0 };
      recorded = [];
      const starts = await queries(new URLSearchParams({ id: "1" }));
      return { dataModules: [...new Set(recorded)], firstQueries: starts.length };
    };
    const result: RouteModules[] = [];
    const walk = async (routes: RouteObject[], base: string, inherited: string[]) => {
      for (const route of routes) {
        const here = route.index ? base : joinPath(base, route.path);
        const modules = [...inherited, ...(await lazyModules(route))];
        if (route.children?.length) await walk(route.children, here, modules);
        // A page: a leaf that loads code of its own (redirect-only routes load nothing).
        else if (route.lazy) {
          const handle = route.handle as { namespaces?: readonly string[] } | undefined;
          result.push({
            path: here || "/",
            modules: [...new Set(modules)],
            namespaces: [...(handle?.namespaces ?? [])],
            ...(await firstQueriesOf(here || "/")),
          });
        }
      }
    };
    await walk(appRoutes, "", []);
    return result;
  } finally {
    delete globals[RECORDER];
    await server.close();
  }
}
