/** The demo editor, loaded after the route's first render (docs/decisions/0034). */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "@/components/states/page-loading";
import { loadNamespaces } from "@/lib/i18n";
import type { DemoEditorPageProps } from "./demo-editor-page";

// The article editor's texts it shares (restore offer, save time) and the queue's load with it,
// not with the route, so that they do not weigh on the route's first load.
const DemoEditorPage = lazy(() =>
  Promise.all([import("./demo-editor-page"), loadNamespaces(["editor", "uploads"])]).then(
    ([module]) => ({ default: module.DemoEditorPage }),
  ),
);

export function LazyDemoEditorPage(props: DemoEditorPageProps) {
  const { t } = useTranslation("demo");
  return (
    <Suspense fallback={<PageLoading label={t("loading")} />}>
      <DemoEditorPage {...props} />
    </Suspense>
  );
}
