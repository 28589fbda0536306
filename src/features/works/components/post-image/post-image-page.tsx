/**
 * /postproduct/image?id= (portal.md §2.8): a new image work, or the author's draft resumed
 * (getWorksAudit). A missing work shows not-found, a failed load offers Retry. After the first
 * save the URL takes the work's id (replace) without reloading the form; any other change of ?id=
 * opens that work afresh.
 */
import { useTranslation } from "react-i18next";
import { useEditorSession } from "@/hooks/use-editor-session";
import { NotFoundView } from "@/components/states/not-found-view";
import { PageLoading } from "@/components/states/page-loading";
import { QueryErrorView } from "@/components/states/query-error-view";
import { WorksType } from "@/generated/model/worksType";
import { useWorkDraft } from "../../api/draft";
import { PostImageForm, type RenderImages } from "./post-image-form";
import { emptyPostImageValues, fromWork } from "./post-image-rules";
import "./post-image.css";

const HEADING_ID = "post-image-heading";

export interface PostImagePageProps {
  renderImages: RenderImages;
}

export function PostImagePage({ renderImages }: PostImagePageProps) {
  const { t } = useTranslation("works");
  const session = useEditorSession();
  const draft = useWorkDraft(session.id, session.id !== "");
  const { onIdAssigned } = session;

  let body;
  if (session.id === "") {
    body = (
      <PostImageForm
        key={session.n}
        initialValues={emptyPostImageValues()}
        renderImages={renderImages}
        onIdAssigned={onIdAssigned}
        labelledBy={HEADING_ID}
      />
    );
  } else if (draft.isPending) {
    body = <PageLoading label={t("post.loading")} />;
  } else if (draft.isError) {
    body = (
      <QueryErrorView
        error={draft.error}
        onRetry={() => void draft.refetch()}
        retrying={draft.isFetching}
      />
    );
  } else if (!draft.data || draft.data.works_type !== WorksType.ArtCreativity) {
    // The not-found page has its own level-1 heading.
    return <NotFoundView />;
  } else {
    body = (
      <PostImageForm
        key={`${session.n}-${draft.data.works_id}`}
        initialValues={fromWork(draft.data)}
        work={draft.data}
        renderImages={renderImages}
        onIdAssigned={onIdAssigned}
        labelledBy={HEADING_ID}
      />
    );
  }
  return (
    <div className="gc-post-image">
      <h1 className="gc-post-image__heading" id={HEADING_ID}>
        {t(session.id ? "post.editHeading" : "post.heading")}
      </h1>
      {body}
    </div>
  );
}
