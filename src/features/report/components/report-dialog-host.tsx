import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useGoToLogin } from "@/hooks/use-go-to-login";
import { withNamespaces } from "@/lib/i18n";
import { onReportRequested, type ReportTarget } from "@/lib/report-bus";
import { session } from "@/lib/session";

const ConnectedReportDialog = lazy(() =>
  withNamespaces(import("./connected-report-dialog"), ["report"]),
);

/**
 * The one report dialog of the app, opened through openReport() from anywhere. A visitor is sent
 * to sign-in instead (the page is remembered). The dialog's code loads the first time it opens.
 */
export function ReportDialogHost() {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [used, setUsed] = useState(false);
  const goToLogin = useGoToLogin();

  useEffect(
    () =>
      onReportRequested((requested) => {
        if (!session.isLoggedIn()) {
          goToLogin();
          return;
        }
        setUsed(true);
        setTarget(requested);
      }),
    [goToLogin],
  );

  // Signing out (or a session ending) while the dialog is open closes it.
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.isLoggedIn()) setTarget(null);
      }),
    [],
  );

  const close = useCallback(() => setTarget(null), []);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedReportDialog target={target} onClose={close} />
    </Suspense>
  );
}
