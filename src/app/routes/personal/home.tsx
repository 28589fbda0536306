/**
 * /personal/home (portal.md §2.9; login required): the signed-in user's side panel (avatar, name,
 * profile, the edit icon opening the profile dialog, the shortcuts) and the tabs Favorite,
 * Article, Image, Demo, Following and the Draft box with its count.
 */
import { lazy, Suspense } from "react";
import { PageLoading } from "@/components/states/page-loading";
import "./personal.css";

// The page's body (its queries and the API client they use) loads after the route's first
// render, keeping the first load within its budget (docs/decisions/0034).
const Page = lazy(() =>
  import("./home-page").then((module) => ({ default: module.PersonalHomePage })),
);

export function Component() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
