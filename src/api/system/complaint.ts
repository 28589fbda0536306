/**
 * The report resource (complaint): the generated mutation options wrapped once, with what each
 * answer means for the user (platform.md §8):
 * - 0, and 1502 (a success code the spec declares, resolved by the transport): "Report sent" (report:success),
 *   and the dialog closes;
 * - 1501: the already-reported message (codes catalogue), and the dialog closes;
 * - an ended session or a cancelled call: the dialog closes (sign-in follows);
 * - any other failure: "System error, try again later"; the dialog stays open with what was typed,
 *   so sending again is the retry.
 */
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { showToast } from "@/components/toaster";
import { ResultCode } from "@/generated/model";
import { getComplaintMutationOptions } from "@/generated/system/system";
import { hasResultCode, isToldElsewhere } from "@/lib/api-error";
import { resultCodeMessage } from "@/lib/error-message";

/** The report call; `onClosed` closes the dialog when the answer ends the report. */
export function useReportMutation(onClosed: () => void) {
  const { t } = useTranslation(["report", "codes"]);
  return useMutation(
    getComplaintMutationOptions({
      mutation: {
        onSuccess: () => {
          onClosed();
          void showToast(t("report:success"), "success");
        },
        onError: (error) => {
          if (hasResultCode(error, ResultCode.AlreadyReported)) {
            onClosed();
            void showToast(
              resultCodeMessage(ResultCode.AlreadyReported) ?? t("report:success"),
              "warning",
            );
            return;
          }
          if (isToldElsewhere(error)) {
            onClosed();
            return;
          }
          void showToast(t("report:failure"), "error");
        },
      },
    }),
  );
}
