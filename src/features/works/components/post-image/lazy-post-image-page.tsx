/**
 * The image post page, loaded after the route's first render: the form kit, the query and mutation
 * code and the page's own code stay out of the route's first load (docs/decisions/0034).
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import type { PostImagePageProps } from "./post-image-page";

const PostImagePage = lazy(() =>
  import("./post-image-page").then((module) => ({ default: module.PostImagePage })),
);

export function PostImagePageLoading() {
  const { t } = useTranslation("works");
  return (
    <div
      role="status"
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        gap: 8,
        minHeight: 320,
      }}
    >
      <Spinner size={32} />
      <span>{t("post.loading")}</span>
    </div>
  );
}

export function LazyPostImagePage(props: PostImagePageProps) {
  return (
    <Suspense fallback={<PostImagePageLoading />}>
      <PostImagePage {...props} />
    </Suspense>
  );
}
