/**
 * The accessibility suite cannot miss a page: every page of the route table (src/app/routes.tsx)
 * is visited by e2e/a11y.spec.ts, as a visitor when it is open (or for visitors only), signed in
 * when it needs a signed-in user.
 */
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteHandle } from "@/app/route-handle";
import { appRoutes } from "@/app/routes";
import { OPEN_PAGES, SIGNED_IN_PAGES } from "../../e2e/a11y-pages";

interface Page {
  path: string;
  access: NonNullable<RouteHandle["access"]>;
}

/** Every page route (one with a guard in its handle), with its full path. */
function pagesOf(routes: readonly RouteObject[], parent = ""): Page[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
    const access = (route.handle as RouteHandle | undefined)?.access;
    const own = access ? [{ path: path || "/", access }] : [];
    return [...own, ...pagesOf(route.children ?? [], path)];
  });
}

const pathnameOf = (address: string) => new URL(address, "http://app").pathname;
/** Test-only pages (a harness) and the catch-all, which /no/such/page visits. */
const notVisited = (path: string) => path.startsWith("/__test/") || path === "/*";

describe("accessibility coverage", () => {
  const pages = pagesOf(appRoutes).filter((page) => !notVisited(page.path));

  it("finds the route table's pages", () => {
    expect(pages.length).toBeGreaterThan(25);
    expect(pages).toContainEqual({ path: "/personal/home", access: "login" });
  });

  it("visits every login-required page signed in, and every other page as a visitor", () => {
    const open = new Set(OPEN_PAGES.map(pathnameOf));
    const signedIn = new Set(SIGNED_IN_PAGES.map(pathnameOf));
    const missing = pages.filter(({ path, access }) =>
      access === "login" ? !signedIn.has(path) : !open.has(path),
    );
    expect(missing).toEqual([]);
    expect(OPEN_PAGES).toContain("/no/such/page");
  });
});
