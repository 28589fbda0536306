/** Reports on works, articles, comments and users (complaint): one per user and target. */
import type { ComplaintBody } from "@/generated/model";
import { randomHex } from "../../core/random";
import type { MockState } from "../../core/state";

/**
 * "already-reported" when userId reported the target before (nothing changes); otherwise the
 * report is recorded, and the answer says whether it is the target's first report.
 */
export async function fileComplaint(
  state: MockState,
  userId: string,
  input: Pick<ComplaintBody, "c_type" | "g_id" | "c_type_sub" | "content" | "options">,
): Promise<"first" | "others-reported-first" | "already-reported"> {
  const target = { c_type: input.c_type, g_id: input.g_id };
  const reports = state.db.complaints.findMany((q) => q.where(target));
  if (reports.some((report) => report.user_id === userId)) return "already-reported";
  await state.db.complaints.create({
    complaint_id: `complaint-${randomHex(8)}`,
    user_id: userId,
    ...target,
    c_type_sub: input.c_type_sub,
    content: input.content,
    options: input.options ?? {},
    created_at: state.now(),
  });
  return reports.length === 0 ? "first" : "others-reported-first";
}
