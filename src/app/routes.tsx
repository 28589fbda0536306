/**
 * The route table of platform.md §2. Every page and layout is lazy-loaded; every page carries a
 * guard (open, login-required, account or guest) and a title; pages are grouped under a layout of
 * the one layout table (layouts.tsx). A page's loader starts its first queries (route-data.ts).
 */
import type { RouteObject } from "react-router";
import { withNamespaces, type Namespace } from "@/lib/i18n";
import { guard, redirectTo, revalidateOnNewVisit, type Access } from "./guards";
import type { RouteHandle, TitleId } from "./route-handle";
import { layoutRoute } from "./layouts";
import { routeFirstQueries, withFirstQueries } from "./route-data";
import { RootShell, RootHydrateFallback } from "./root-shell";
import { RouteErrorBoundary } from "./route-error";

type LazyModule = () => Promise<{ Component: React.ComponentType }>;

/** A page: its guard, its title, its code and the catalogues it shows beyond the shell's. */
const page = (
  path: string,
  access: Access,
  title: TitleId,
  load: LazyModule,
  namespaces: readonly Namespace[] = [],
): RouteObject => ({
  path,
  loader: withFirstQueries(guard(access), routeFirstQueries[path]),
  ...(access === "login" && { shouldRevalidate: revalidateOnNewVisit }),
  lazy: () => withNamespaces(load(), namespaces),
  handle: { title, namespaces, access } satisfies RouteHandle,
});

const ACCOUNTS = ["accounts"] as const;
// The social widgets' texts load with the pages that show them: the detail pages, and the works
// popup's slots (lazy-social-slots.tsx), not with the lists.
const KNOWLEDGE = ["knowledge"] as const;
const KNOWLEDGE_MORE = ["knowledge", "knowledgeMore"] as const;
const KNOWLEDGE_DETAIL = ["knowledge", "knowledgeDetail", "social"] as const;
const WORKS = ["works"] as const;
const WORKS_DETAIL = ["works", "worksDetail", "social"] as const;
const CREATOR = ["creator"] as const;
const LEGAL = ["legal"] as const;

/** Redirect-only routes render nothing (their loader always redirects). */
const Redirecting = () => null;
const to = (path: string) => ({ loader: redirectTo(path), Component: Redirecting });

const redirects: RouteObject[] = [
  { index: true, ...to("/gate") },
  { path: "gameworks", ...to("/knowledge/home") },
  { path: "knowledge", ...to("/knowledge/home") },
  { path: "activity", ...to("/activity/token") },
  // platform.md §2 names detail and more children of the activity area whose content the spec
  // does not show (creator-programme.md §2): the activity's own page stands for them.
  { path: "activity/detail", ...to("/activity/token") },
  { path: "activity/more", ...to("/activity/token") },
  { path: "application", ...to("/application/main") },
  // creator-programme.md §2 references /application/create without showing it: creating a demo
  // is /application/editworks without an id (docs/decisions/0075).
  { path: "application/create", ...to("/application/editworks") },
  { path: "account", ...to("/account/login") },
  { path: "editor", ...to("/editor/article") },
  { path: "postproduct", ...to("/postproduct/image") },
  { path: "document", ...to("/document/token") },
  { path: "personal", ...to("/personal/home") },
];

/** Pages for the browser tests only: present in mock and test builds, absent from production. */
const testPages: RouteObject[] =
  import.meta.env.VITE_API_MOCKING !== "off"
    ? [
        page("__test/report", "open", "reportTest", () => import("./routes/test/report"), [
          "report",
        ]),
        { path: "__test/crash", loader: guard("open"), lazy: () => import("./routes/test/crash") },
        {
          path: "__test/social",
          loader: guard("open"),
          lazy: () =>
            withNamespaces(import("./routes/test/social"), [
              "social",
              "knowledge",
              "works",
              "worksDetail",
            ]),
        },
      ]
    : [];

export const appRoutes: RouteObject[] = [
  {
    id: "root",
    Component: RootShell,
    HydrateFallback: RootHydrateFallback,
    children: [
      {
        id: "pages",
        ErrorBoundary: RouteErrorBoundary,
        children: [
          ...redirects,
          layoutRoute("account", [
            page(
              "account/login",
              "account",
              "login",
              () => import("./routes/account/login"),
              ACCOUNTS,
            ),
            page(
              "account/signup",
              "account",
              "signup",
              () => import("./routes/account/signup"),
              ACCOUNTS,
            ),
            page(
              "account/forget",
              "account",
              "forget",
              () => import("./routes/account/forget"),
              ACCOUNTS,
            ),
            page(
              "account/passwordreset",
              "account",
              "passwordReset",
              () => import("./routes/account/password-reset"),
              ACCOUNTS,
            ),
          ]),
          layoutRoute("product", [
            page("gate", "open", "gate", () => import("./routes/landing"), ["landing"]),
            page("guide", "open", "guide", () => import("./routes/landing"), ["landing"]),
            page(
              "gameworks/home",
              "open",
              "gameworks",
              () => import("./routes/gameworks/home"),
              WORKS,
            ),
            page(
              "gameworks/detail",
              "open",
              "gameworksDetail",
              () => import("./routes/gameworks/detail"),
              WORKS_DETAIL,
            ),
            page(
              "gameworks/more",
              "open",
              "gameworksMore",
              () => import("./routes/gameworks/more"),
              WORKS,
            ),
            // The documents sign-up asks to agree to (platform.md §5; docs/decisions/0073).
            page("legal/terms", "open", "terms", () => import("./routes/legal/terms"), LEGAL),
            page("legal/privacy", "open", "privacy", () => import("./routes/legal/privacy"), LEGAL),
          ]),
          layoutRoute("knowledge", [
            page(
              "knowledge/home",
              "open",
              "knowledge",
              () => import("./routes/knowledge/home"),
              KNOWLEDGE,
            ),
            page(
              "knowledge/more",
              "open",
              "knowledgeMore",
              () => import("./routes/knowledge/more"),
              KNOWLEDGE_MORE,
            ),
            page(
              "knowledge/detail",
              "open",
              "knowledgeDetail",
              () => import("./routes/knowledge/detail"),
              KNOWLEDGE_DETAIL,
            ),
          ]),
          layoutRoute("article", [
            // The queue's texts load with the queue (LazyUploadQueue), not with the route.
            page("editor/article", "login", "editor", () => import("./routes/editor/article"), [
              "knowledge",
              "editor",
              "authoring",
            ]),
            page(
              "postproduct/image",
              "login",
              "postImage",
              () => import("./routes/postproduct/image"),
              ["works", "worksPost", "worksDetail", "authoring"],
            ),
          ]),
          layoutRoute("application", [
            page(
              "application/main",
              "login",
              "application",
              () => import("./routes/application/main"),
              ["creator", "application", "authoring"],
            ),
            page(
              "application/editworks",
              "login",
              "editWorks",
              () => import("./routes/application/editworks"),
              // The editor's shared texts and the queue's load with the page body (lazy).
              ["demo", "authoring"],
            ),
            page(
              "application/api",
              "login",
              "applicationApi",
              () => import("./routes/application/api"),
              ["creator", "application"],
            ),
          ]),
          layoutRoute("personal", [
            page("personal/home", "login", "personal", () => import("./routes/personal/home"), [
              "personal",
            ]),
            page("personal/guest", "guest", "guest", () => import("./routes/personal/guest"), [
              "personal",
            ]),
          ]),
          layoutRoute("creator", [
            page(
              "activity/token",
              "open",
              "activity",
              () => import("./routes/activity/token"),
              CREATOR,
            ),
          ]),
          layoutRoute("document", [
            page(
              "document/token",
              "open",
              "document",
              () => import("./routes/document/token"),
              CREATOR,
            ),
          ]),
          layoutRoute("blank", [
            page("inspect", "open", "inspect", () => import("./routes/internal/inspect"), [
              "console",
            ]),
            page(
              "testEditor",
              "open",
              "testEditor",
              () => import("./routes/internal/test-editor"),
              ["editor"],
            ),
            page(
              "cherrymarkdown",
              "open",
              "cherrymarkdown",
              () => import("./routes/internal/cherrymarkdown"),
              ["console"],
            ),
            page("gatepet", "open", "gatepet", () => import("./routes/internal/gatepet"), [
              "console",
            ]),
            page("gatepet/frame", "open", "gatepet", () => import("./routes/internal/pet-frame"), [
              "console",
            ]),
          ]),
          layoutRoute("plain", [
            page("error", "open", "error", () => import("./routes/error")),
            ...testPages,
            page("*", "open", "notFound", () => import("./routes/not-found")),
          ]),
        ],
      },
    ],
  },
];
