/**
 * The body editor, loaded after the page's first render (TipTap is the heaviest part of the
 * editor; docs/decisions/0034): a loading state while its chunk arrives, and Retry if it fails.
 */
import { Component, lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { ShellButton } from "@/components/shell-button";
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

class LoadBoundary extends Component<
  { children: ReactNode; onRetry(): void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <EditorFailed
          onRetry={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        />
      );
    return this.props.children;
  }
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <LoadBoundary
      onRetry={() => {
        // A rejected lazy() stays rejected: a retry needs a fresh one.
        RichTextEditor = lazy(load);
      }}
    >
      <Suspense fallback={<EditorLoading />}>
        <RichTextEditor {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
