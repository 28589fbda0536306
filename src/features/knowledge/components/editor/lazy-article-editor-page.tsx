/**
 * The article editor page, loaded after the route's first render: the form kit, the settings
 * panel and the editor's own code stay out of the route's first load (docs/decisions/0034), and
 * TipTap loads later still (lazy-rich-text-editor.tsx).
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import type { ArticleEditorPageProps } from "./article-editor-page";

const ArticleEditorPage = lazy(() =>
  import("./article-editor-page").then((module) => ({ default: module.ArticleEditorPage })),
);

function PageLoading() {
  const { t } = useTranslation("editor");
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
      <span>{t("editorLoading")}</span>
    </div>
  );
}

export function LazyArticleEditorPage(props: ArticleEditorPageProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <ArticleEditorPage {...props} />
    </Suspense>
  );
}
