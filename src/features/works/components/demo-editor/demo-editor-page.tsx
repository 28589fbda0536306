/**
 * /application/editworks?id= (creator-programme.md §2, §4): a new demo, or the author's demo
 * loaded for editing (getWorksAudit). A missing demo, or a work of another kind, shows not-found;
 * a failed load offers Retry. After the first save the URL takes the demo's id (replace) without
 * reloading the form; any other change of ?id= opens that demo afresh.
 */
import { useTranslation } from "react-i18next";
import { NotFoundView } from "@/components/states/not-found-view";
import { PageLoading } from "@/components/states/page-loading";
import { QueryErrorView } from "@/components/states/query-error-view";
import { WorksType } from "@/generated/model/worksType";
import { useEditorSession } from "@/hooks/use-editor-session";
import { useWorkDraft } from "../../api/draft";
import { DemoEditor, type RenderDemoFiles } from "./demo-editor";
import { emptyDemoValues, fromDemo } from "./demo-rules";
import "./demo-editor.css";

const HEADING_ID = "demo-editor-heading";

export interface DemoEditorPageProps {
  renderFiles: RenderDemoFiles;
  afterPostPath: string;
}

export function DemoEditorPage({ renderFiles, afterPostPath }: DemoEditorPageProps) {
  const { t } = useTranslation("demo");
  const session = useEditorSession();
  const draft = useWorkDraft(session.id, session.id !== "");
  const shared = {
    renderFiles,
    afterPostPath,
    onIdAssigned: session.onIdAssigned,
    labelledBy: HEADING_ID,
  };

  let body;
  if (session.id === "") {
    body = (
      <DemoEditor
        key={session.n}
        id=""
        initialValues={emptyDemoValues()}
        extras={{}}
        serverSavedAt={0}
        {...shared}
      />
    );
  } else if (draft.isPending) {
    body = <PageLoading label={t("loading")} />;
  } else if (draft.isError) {
    body = (
      <QueryErrorView
        error={draft.error}
        onRetry={() => void draft.refetch()}
        retrying={draft.isFetching}
      />
    );
  } else if (!draft.data || draft.data.works_type !== WorksType.GameDemo) {
    // The not-found page has its own level-1 heading.
    return <NotFoundView />;
  } else {
    const { values, extras } = fromDemo(draft.data);
    body = (
      <DemoEditor
        key={`${session.n}-${draft.data.works_id}`}
        id={draft.data.works_id}
        initialValues={values}
        extras={extras}
        work={draft.data}
        serverSavedAt={(draft.data.up_time ?? 0) * 1000}
        {...shared}
      />
    );
  }
  return (
    <div className="gc-demo-editor">
      <h1 className="gc-demo-editor__heading" id={HEADING_ID}>
        {t(session.id ? "editHeading" : "heading")}
      </h1>
      {body}
    </div>
  );
}
