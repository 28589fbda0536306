/**
 * The frame of a works editor page (the image post, the demo editor): the ?id= it edits
 * (useEditorSession), the author's copy loaded (getWorksAudit) with its loading, Retry and
 * not-found states (a missing work, or one of another kind), and the page's level-1 heading. The
 * form comes from `render`, keyed so that another ?id= starts it afresh while the id the first
 * save gives a new work keeps it.
 */
import { Fragment, type ReactNode } from "react";
import { NotFoundView } from "@/components/states/not-found-view";
import { PageLoading } from "@/components/states/page-loading";
import { QueryErrorView } from "@/components/states/query-error-view";
import type { Works, WorksType } from "@/generated/model";
import { useEditorSession } from "@/hooks/use-editor-session";
import { useWorkDraft } from "@/api/works/draft";

export interface OwnWorkForm {
  /** The work loaded for editing; absent for a new one. */
  work?: Works;
  onIdAssigned(id: string): void;
  /** The id of the page's heading, which names the form. */
  labelledBy: string;
}

export function OwnWorkEditor({
  worksType,
  className,
  heading,
  loadingLabel,
  render,
}: {
  worksType: WorksType;
  className: string;
  heading(editing: boolean): string;
  loadingLabel: string;
  render(form: OwnWorkForm): ReactNode;
}) {
  const session = useEditorSession();
  const draft = useWorkDraft(session.id, session.id !== "");
  const headingId = `${className}-heading`;
  const form = { onIdAssigned: session.onIdAssigned, labelledBy: headingId };

  let body;
  if (session.id === "") {
    body = <Fragment key={session.n}>{render(form)}</Fragment>;
  } else if (draft.isPending) {
    body = <PageLoading label={loadingLabel} />;
  } else if (draft.isError) {
    body = (
      <QueryErrorView
        error={draft.error}
        onRetry={() => void draft.refetch()}
        retrying={draft.isFetching}
      />
    );
  } else if (!draft.data || draft.data.works_type !== worksType) {
    // The not-found page has its own level-1 heading.
    return <NotFoundView />;
  } else {
    body = (
      <Fragment key={`${session.n}-${draft.data.works_id}`}>
        {render({ ...form, work: draft.data })}
      </Fragment>
    );
  }
  return (
    <div className={className}>
      <h1 className={`${className}__heading`} id={headingId}>
        {heading(session.id !== "")}
      </h1>
      {body}
    </div>
  );
}
