/**
 * The image post page, loaded after the route's first render: the form kit, the query and mutation
 * code and the page's own code stay out of the route's first load (docs/decisions/0034).
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "@/components/states/page-loading";
import { loadNamespaces } from "@/lib/i18n";
import type { PostImagePageProps } from "./post-image-page";

// The queue's texts (the form's not-ready error) and the editors' shared texts (restore offer, save
// time) load with the page body, not with the route.
const PostImagePage = lazy(() =>
  Promise.all([import("./post-image-page"), loadNamespaces(["uploads", "editor"])]).then(
    ([module]) => ({
      default: module.PostImagePage,
    }),
  ),
);

export function LazyPostImagePage(props: PostImagePageProps) {
  const { t } = useTranslation("worksPost");
  return (
    <Suspense fallback={<PageLoading label={t("post.loading")} />}>
      <PostImagePage {...props} />
    </Suspense>
  );
}
