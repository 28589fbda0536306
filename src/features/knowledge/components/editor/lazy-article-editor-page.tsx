/**
 * The article editor page, loaded after the route's first render: the form kit, the settings
 * panel and the editor's own code stay out of the route's first load (docs/decisions/0034), and
 * TipTap loads later still (lazy-rich-text-editor.tsx).
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "@/components/states/page-loading";
import type { ArticleEditorPageProps } from "./article-editor-page";

const ArticleEditorPage = lazy(() =>
  import("./article-editor-page").then((module) => ({ default: module.ArticleEditorPage })),
);

export function LazyArticleEditorPage(props: ArticleEditorPageProps) {
  const { t } = useTranslation("editor");
  return (
    <Suspense fallback={<PageLoading label={t("editorLoading")} />}>
      <ArticleEditorPage {...props} />
    </Suspense>
  );
}
