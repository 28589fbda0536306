/**
 * The report call (complaint) and what its answers mean (platform.md §8): code 0 and 1502 are a
 * recorded report; 1501 is "already reported"; anything else is a failure for the caller.
 */
import { useMutation } from "@tanstack/react-query";
import { ResultCode, type ComplaintBody } from "@/generated/model";
import { complaint } from "@/generated/system/system";
import { hasResultCode } from "@/lib/api-error";

export type ReportOutcome = "reported" | "alreadyReported";

export async function submitReport(body: ComplaintBody): Promise<ReportOutcome> {
  try {
    await complaint(body);
    return "reported";
  } catch (error) {
    if (hasResultCode(error, ResultCode.AlreadyReported)) return "alreadyReported";
    if (hasResultCode(error, ResultCode.ReportAccepted)) return "reported";
    throw error;
  }
}

export function useSubmitReport() {
  return useMutation({ mutationKey: ["complaint"], mutationFn: submitReport });
}
