import { OverlaysProvider } from "@blueprintjs/core";
import { useState } from "react";
import type { ReportTarget } from "@/lib/report-bus";
import { useReportMutation } from "@/api/system/complaint";
import { ReportDialog } from "./report-dialog";

interface ConnectedReportDialogProps {
  target: ReportTarget | null;
  onClose: () => void;
}

/** The dialog wired to the report call (its answers and messages live in api/complaint.ts). */
export default function ConnectedReportDialog({ target, onClose }: ConnectedReportDialogProps) {
  // A new form every time the dialog closes, so it opens empty.
  const [generation, setGeneration] = useState(0);
  const close = () => {
    setGeneration((current) => current + 1);
    onClose();
  };
  const report = useReportMutation(close);

  return (
    <OverlaysProvider>
      <ReportDialog
        formKey={generation}
        target={target}
        onClose={close}
        pending={report.isPending}
        onSubmit={async (values) => {
          if (!target) return;
          // Settled either way: the answer's message and the closing are api/complaint.ts's.
          await report.mutateAsync({ data: { ...target, ...values } }).catch(() => undefined);
        }}
      />
    </OverlaysProvider>
  );
}
