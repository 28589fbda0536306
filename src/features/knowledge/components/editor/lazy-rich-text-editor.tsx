/**
 * The body editor, loaded after the page's first render (TipTap is the heaviest part of the
 * editor; docs/decisions/0034): a loading state while its chunk arrives, and Retry if it fails.
 */
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { ShellButton } from "@/components/shell-button";
import { lazyPart } from "@/components/states/lazy-part";
import type { RichTextEditorProps } from "./rich-text-editor";

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

export const LazyRichTextEditor = lazyPart<RichTextEditorProps>(
  () => import("./rich-text-editor").then((module) => module.default),
  {
    fallback: () => <EditorLoading />,
    failed: (retry) => <EditorFailed onRetry={retry} />,
  },
);
