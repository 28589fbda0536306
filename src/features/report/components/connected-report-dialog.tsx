import { OverlaysProvider } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { showToast } from "@/components/toaster";
import { isApiError } from "@/lib/api-error";
import type { ReportTarget } from "@/lib/report-bus";
import { useSubmitReport, type ReportOutcome } from "../api/submit-report";
import { ReportDialog } from "./report-dialog";

interface ConnectedReportDialogProps {
  target: ReportTarget | null;
  onClose: () => void;
}

/**
 * The dialog wired to the complaint call (platform.md §8): 0 and 1502 → "Complaint success" and
 * close; 1501 → the already-reported message and close; a failure → "System error, try again later"
 * and the dialog stays open; an ended session closes it (sign-in follows).
 */
export default function ConnectedReportDialog({ target, onClose }: ConnectedReportDialogProps) {
  const { t } = useTranslation("report");
  const { mutateAsync } = useSubmitReport();

  const onDone = (outcome: ReportOutcome) => {
    onClose();
    if (outcome === "alreadyReported") void showToast(t("alreadyReported"), "warning");
    else void showToast(t("success"), "success");
  };

  const onFailed = (error: unknown) => {
    if (isApiError(error) && (error.kind === "session" || error.kind === "cancelled")) {
      onClose();
      return;
    }
    void showToast(t("failure"), "error");
  };

  return (
    <OverlaysProvider>
      <ReportDialog
        target={target}
        onClose={onClose}
        onSubmit={(values) =>
          target
            ? mutateAsync({ ...target, ...values })
            : Promise.reject(new Error("no report target"))
        }
        onDone={onDone}
        onFailed={onFailed}
      />
    </OverlaysProvider>
  );
}
