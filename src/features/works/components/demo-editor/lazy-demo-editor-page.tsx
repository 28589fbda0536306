/** The demo editor, loaded after the route's first render (docs/decisions/0034). */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "@/components/states/page-loading";
import type { DemoEditorPageProps } from "./demo-editor-page";

const DemoEditorPage = lazy(() =>
  import("./demo-editor-page").then((module) => ({ default: module.DemoEditorPage })),
);

export function LazyDemoEditorPage(props: DemoEditorPageProps) {
  const { t } = useTranslation("demo");
  return (
    <Suspense fallback={<PageLoading label={t("loading")} />}>
      <DemoEditorPage {...props} />
    </Suspense>
  );
}
