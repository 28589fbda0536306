/**
 * /personal/guest?id= (portal.md §2.10; no login needed): another user's side panel with the
 * follow button (hidden for oneself) and the tabs Favorite, Article, Image, Demo and Following,
 * read-only. One's own id goes to /personal/home; an unknown id is not found.
 */
import { lazy, Suspense } from "react";
import { PageLoading } from "@/components/states/page-loading";
import "./personal.css";

// The page's body (its queries and the API client they use) loads after the route's first
// render, keeping the first load within its budget (docs/decisions/0034).
const Page = lazy(() =>
  import("./guest-page").then((module) => ({ default: module.GuestPersonalPage })),
);

export function Component() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
