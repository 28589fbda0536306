import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useMatches, useNavigation } from "react-router";
import { RouteProgress } from "@/components/progress/route-progress";
import { useProfileLanguageSync } from "@/features/profile-language/hooks/use-profile-language-sync";
import { ReportDialogHost } from "@/features/report/components/report-dialog-host";
import type { RouteHandle } from "./route-handle";

function usePageTitle(): boolean {
  const { t } = useTranslation("common");
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    const app = t("appName");
    document.title = title ? `${t(`titles.${title}`)} · ${app}` : app;
  }, [t, title]);
  return title !== undefined;
}

/** The frame around every page: the loading bar, the page title, the global report dialog. */
export function RootShell() {
  const navigation = useNavigation();
  usePageTitle();
  useProfileLanguageSync();
  return (
    <>
      <RouteProgress active={navigation.state === "loading"} />
      <Outlet />
      <ReportDialogHost />
    </>
  );
}

/** Shown while the first page's code and guard load. */
export function RootHydrateFallback() {
  return <RouteProgress active />;
}
