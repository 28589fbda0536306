/**
 * /editor/article?id= (portal.md §2.4): a new article, or the author's own article loaded for
 * editing (getLoreEssayAudit). A missing or deleted article, or one the server refuses to the
 * reader, shows not-found; a failed load offers Retry. After the first save the form puts the
 * new id into the URL (replace) without reloading itself; any other change of ?id= (e.g. "write
 * an article" while editing one) starts the editor afresh.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Spinner } from "@/components/form/spinner";
import { NotFoundView } from "@/components/states/not-found-view";
import { QueryErrorView } from "@/components/states/query-error-view";
import { isDraftRefusal } from "../../api/article";
import { useEditableArticle } from "../../api/draft";
import { emptyArticleValues, fromArticle, noExtras } from "./article-form";
import { ArticleEditor, type RenderCover } from "./article-editor";
import "./editor.css";

export interface ArticleEditorPageProps {
  renderCover?: RenderCover;
}

export function ArticleEditorPage({ renderCover }: ArticleEditorPageProps) {
  const [params, setParams] = useSearchParams();
  const urlId = params.get("id")?.trim() ?? "";
  /** The id the open form gave itself by saving (the URL then follows it). */
  const assigned = useRef<string | null>(null);
  const [session, setSession] = useState({ id: urlId, n: 0 });
  useEffect(() => {
    if (urlId === session.id || urlId === assigned.current) return;
    assigned.current = null;
    setSession((current) => ({ id: urlId, n: current.n + 1 }));
  }, [urlId, session.id]);

  const onIdAssigned = (id: string) => {
    assigned.current = id;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("id", id);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <EditorSession
      key={session.n}
      id={session.id}
      onIdAssigned={onIdAssigned}
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
  if (article.isPending)
    return (
      <div className="gc-editor-state" role="status">
        <Spinner size={32} />
        <span>{t("loading")}</span>
      </div>
    );
  if (article.isError) {
    if (isDraftRefusal(article.error)) return <NotFoundView />;
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
