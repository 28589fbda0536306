/**
 * Every layout of the app in one table (platform.md §2): its name (the shell's `data-layout` and
 * CSS modifier), its header and whether it has the site footer. The route table (routes.tsx) groups
 * pages under a layout by name. A layout is one lazy route: its header's code loads with it, so
 * the account pages never load the top navigation's menus (the footer's loads as it renders).
 * Every layout also loads the app's query client before its pages render
 * (src/lib/shared-query-client.ts): the pages' calls and the headers' account menus use it.
 */
import { lazy, Suspense, type ReactElement } from "react";
import type { RouteObject } from "react-router";
import { ShellLayout } from "@/components/layouts/shell-layout";
import { loadQueryClient } from "@/lib/shared-query-client";
import { SessionOutlet } from "./session-outlet";

type Header = "nav" | "navWithLine" | "account" | "application";

const headers: Record<Header, () => Promise<ReactElement>> = {
  nav: () => import("@/components/nav/top-nav").then(({ TopNav }) => <TopNav />),
  navWithLine: () => import("@/components/nav/top-nav").then(({ TopNav }) => <TopNav line />),
  account: () =>
    import("@/components/nav/account-header").then(({ AccountHeader }) => <AccountHeader />),
  application: () =>
    import("@/components/nav/top-nav").then(({ TopNav }) => <TopNav application />),
};

/**
 * The site footer loads while the page renders, not before: it sits under the page, so its
 * arrival moves nothing, and its code stays out of the first load (docs/decisions/0058).
 */
const SiteFooter = lazy(() =>
  import("@/components/footer/site-footer").then(({ SiteFooter }) => ({ default: SiteFooter })),
);
const siteFooter = (
  <Suspense fallback={null}>
    <SiteFooter />
  </Suspense>
);

interface LayoutSpec {
  /** The header above the page; none for the blank layout. */
  header: Header | null;
  footer: boolean;
}

export const layouts = {
  /** Sign-in, sign-up, password pages: the logo and the language, no navigation. */
  account: { header: "account", footer: false },
  /** Editors: the top navigation, no footer. */
  article: { header: "nav", footer: false },
  /** Landing and game works. */
  product: { header: "nav", footer: true },
  knowledge: { header: "nav", footer: true },
  /** The creator-programme (token activity) area. */
  creator: { header: "nav", footer: true },
  /** The personal area: the navigation with a line under it. */
  personal: { header: "navWithLine", footer: true },
  /**
   * Demo management: its own header (API document, language, publish, the user card) on the site
   * navigation, whose tabs and phone menu it keeps.
   */
  application: { header: "application", footer: false },
  /** The token API document: the page brings its own directory. */
  document: { header: "nav", footer: false },
  /** Internal and test pages: the page alone on the black background. */
  blank: { header: null, footer: false },
  /** Error and not-found pages. */
  plain: { header: "nav", footer: false },
} as const satisfies Record<string, LayoutSpec>;

export type LayoutName = keyof typeof layouts;

/** The route that frames `children` with a layout of the table. */
export function layoutRoute(name: LayoutName, children: RouteObject[]): RouteObject {
  const { header, footer } = layouts[name] as LayoutSpec;
  return {
    lazy: async () => {
      const [headerElement] = await Promise.all([
        header ? headers[header]() : undefined,
        loadQueryClient(),
      ]);
      const footerElement = footer ? siteFooter : undefined;
      return {
        Component: () => (
          <ShellLayout name={name} header={headerElement} footer={footerElement}>
            <SessionOutlet />
          </ShellLayout>
        ),
      };
    },
    children,
  };
}
