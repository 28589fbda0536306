/**
 * /application/editworks?id= (creator-programme.md §2, §4): a new demo, or the author's demo
 * loaded for editing (getWorksAudit), in the works editors' frame (loading, Retry, not-found for
 * a missing work or one of another kind, the URL taking the id after the first save).
 */
import { useTranslation } from "react-i18next";
import { WorksType } from "@/generated/model/worksType";
import { OwnWorkEditor } from "../shared/own-work-editor";
import { DemoEditor, type RenderDemoFiles } from "./demo-editor";
import { emptyDemoValues, fromDemo } from "./demo-rules";
import "./demo-editor.css";

export interface DemoEditorPageProps {
  renderFiles: RenderDemoFiles;
  afterPostPath: string;
}

export function DemoEditorPage({ renderFiles, afterPostPath }: DemoEditorPageProps) {
  const { t } = useTranslation("demo");
  return (
    <OwnWorkEditor
      worksType={WorksType.GameDemo}
      className="gc-demo-editor"
      heading={(editing) => t(editing ? "editHeading" : "heading")}
      loadingLabel={t("loading")}
      render={({ work, onIdAssigned, labelledBy }) => {
        const { values, extras } = work
          ? fromDemo(work)
          : { values: emptyDemoValues(), extras: {} };
        return (
          <DemoEditor
            id={work?.works_id ?? ""}
            initialValues={values}
            extras={extras}
            work={work}
            serverSavedAt={(work?.up_time ?? 0) * 1000}
            onIdAssigned={onIdAssigned}
            renderFiles={renderFiles}
            afterPostPath={afterPostPath}
            labelledBy={labelledBy}
          />
        );
      }}
    />
  );
}
