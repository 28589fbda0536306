/**
 * /editor/article?id= (portal.md §2.4): a new article, or the author's own article loaded for
 * editing (getLoreEssayAudit). A missing or deleted article, or one the server refuses to the
 * reader, shows not-found; a failed load offers Retry. After the first save the form puts the
 * new id into the URL (replace) without reloading itself; any other change of ?id= (e.g. "write
 * an article" while editing one) starts the editor afresh.
 */
import { useTranslation } from "react-i18next";
import { useEditorSession } from "@/hooks/use-editor-session";
import { NotFoundView } from "@/components/states/not-found-view";
import { PageLoading } from "@/components/states/page-loading";
import { QueryErrorView } from "@/components/states/query-error-view";
import { isRefusal } from "@/lib/api-error";
import { useEditableArticle } from "@/api/knowledge/draft";
import { emptyArticleValues, fromArticle, noExtras } from "./article-form";
import { ArticleEditor, type RenderCover } from "./article-editor";
import "./editor.css";

export interface ArticleEditorPageProps {
  renderCover?: RenderCover;
}

export function ArticleEditorPage({ renderCover }: ArticleEditorPageProps) {
  const session = useEditorSession();
  return (
    <EditorSession
      key={session.n}
      id={session.id}
      onIdAssigned={session.onIdAssigned}
      renderCover={renderCover}
    />
  );
}

function EditorSession({
  id,
  onIdAssigned,
  renderCover,
}: {
  id: string;
  onIdAssigned(id: string): void;
  renderCover?: RenderCover;
}) {
  const { t } = useTranslation("editor");
  const article = useEditableArticle(id);
  if (id === "")
    return (
      <ArticleEditor
        id=""
        initialValues={emptyArticleValues()}
        extras={noExtras()}
        status={undefined}
        serverSavedAt={0}
        onIdAssigned={onIdAssigned}
        renderCover={renderCover}
      />
    );
  if (article.isPending) return <PageLoading label={t("loading")} />;
  if (article.isError) {
    if (isRefusal(article.error)) return <NotFoundView />;
    return (
      <QueryErrorView
        error={article.error}
        onRetry={() => void article.refetch()}
        retrying={article.isFetching}
      />
    );
  }
  if (article.data === null) return <NotFoundView />;
  const { values, extras } = fromArticle(article.data);
  return (
    <ArticleEditor
      id={article.data.lore_essay_id}
      initialValues={values}
      extras={extras}
      status={article.data.status}
      opinion={article.data.audit_opinion}
      serverSavedAt={(article.data.up_time ?? 0) * 1000}
      onIdAssigned={onIdAssigned}
      renderCover={renderCover}
    />
  );
}
