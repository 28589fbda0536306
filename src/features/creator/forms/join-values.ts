/**
 * The join form's values and rules (creator-programme.md §5): a demo must be chosen; the demo name
 * (≤ 100) and the introduction (≤ 1000) are required. Lengths count user-perceived characters
 * (decisions.md §1); the limits are the contract's.
 */
import type { TFunction } from "i18next";
import type { FormikErrors } from "formik";
import type { CreatorApplication } from "@/generated/model";
import { AuditStatus } from "@/generated/model/auditStatus";
import { DEMO_NAME_MAX, INTRODUCTION_MAX } from "@/api/creator/limits";
import { graphemeLength } from "@/lib/graphemes";

export interface JoinValues {
  project_id: string;
  demo_name: string;
  introduction: string;
}

const blank = (text: string) => text.trim() === "";

/** Every field has a non-blank value: until then the form cannot be sent. */
export const isFilled = (values: JoinValues) =>
  !blank(values.project_id) && !blank(values.demo_name) && !blank(values.introduction);

export function joinValidator(t: TFunction<"creator">) {
  return (values: JoinValues): FormikErrors<JoinValues> => {
    const errors: FormikErrors<JoinValues> = {};
    if (blank(values.project_id)) errors.project_id = t("join.validation.demoRequired");
    if (blank(values.demo_name)) errors.demo_name = t("join.validation.demoNameRequired");
    else if (graphemeLength(values.demo_name.trim()) > DEMO_NAME_MAX)
      errors.demo_name = t("join.validation.demoNameTooLong", { max: DEMO_NAME_MAX });
    if (blank(values.introduction)) errors.introduction = t("join.validation.introductionRequired");
    else if (graphemeLength(values.introduction.trim()) > INTRODUCTION_MAX)
      errors.introduction = t("join.validation.introductionTooLong", { max: INTRODUCTION_MAX });
    return errors;
  };
}

/** The texts as they are sent. */
export const joinBody = (values: JoinValues) => ({
  project_id: values.project_id,
  demo_name: values.demo_name.trim(),
  introduction: values.introduction.trim(),
});

/**
 * The saved application is waiting for review (a draft) and the form's text differs from it: the
 * user is asked before the saved text is replaced (creator-programme.md §4).
 */
export function differsFromSavedDraft(
  values: JoinValues,
  saved: CreatorApplication | undefined,
): boolean {
  if (!saved || saved.audit_status !== AuditStatus.Draft) return false;
  const body = joinBody(values);
  return (
    body.demo_name !== saved.demo_name.trim() || body.introduction !== saved.introduction.trim()
  );
}
