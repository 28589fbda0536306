/**
 * The body editor, loaded after the page's first render (TipTap is the heaviest part of the
 * editor; docs/decisions/0034): a loading state while its chunk arrives, and Retry if it fails.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { ShellButton } from "@/components/shell-button";
import { LoadBoundary } from "@/components/states/load-boundary";
import type { RichTextEditorProps } from "./rich-text-editor";

const load = () => import("./rich-text-editor");
let RichTextEditor = lazy(load);

function EditorLoading() {
  const { t } = useTranslation("editor");
  return (
    <div className="gc-rte-loading" role="status">
      <Spinner size={24} />
      <span>{t("editorLoading")}</span>
    </div>
  );
}

function EditorFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation(["editor", "knowledge", "common"]);
  return (
    <div className="gc-rte-loading" role="alert">
      <span>{t("editor:editorFailed")}</span>
      <ShellButton text={t("common:actions.retry")} onClick={onRetry} />
    </div>
  );
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <LoadBoundary
      onRetry={() => {
        RichTextEditor = lazy(load);
      }}
      failed={(retry) => <EditorFailed onRetry={retry} />}
    >
      {() => (
        <Suspense fallback={<EditorLoading />}>
          <RichTextEditor {...props} />
        </Suspense>
      )}
    </LoadBoundary>
  );
}
