/**
 * Report validation (platform.md §5): a reason must be chosen; the description is required (a
 * non-blank character) and at most 500 characters, counted as user-perceived characters
 * (decisions.md §1).
 */
import type { TFunction } from "i18next";
import { number, object, string } from "yup";
import type { ComplaintReason } from "@/generated/model";
import type { complaintRules } from "@/generated/rules";
import { graphemeLength } from "@/lib/graphemes";

/** The spec's limit (complaint's content): the type holds the literal to the spec's value. */
export const REPORT_MAX_LENGTH: (typeof complaintRules)["content"]["maxLength"] = 500;
export const REPORT_ROWS = 5;
export const REPORT_REASONS: readonly ComplaintReason[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export interface ReportFormValues {
  reason: ComplaintReason | undefined;
  content: string;
}

export const initialReportValues: ReportFormValues = { reason: undefined, content: "" };

export function reportSchema(t: TFunction<"report">) {
  return object({
    reason: number()
      .oneOf([...REPORT_REASONS], t("validation.reasonRequired"))
      .required(t("validation.reasonRequired")),
    content: string()
      .default("")
      .test("required", t("validation.descriptionRequired"), (value) => (value ?? "").trim() !== "")
      .test(
        "max-graphemes",
        t("validation.descriptionTooLong", { max: REPORT_MAX_LENGTH }),
        (value) => graphemeLength(value ?? "") <= REPORT_MAX_LENGTH,
      ),
  });
}
