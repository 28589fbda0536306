import { Button, Classes, Radio, RadioGroup } from "@blueprintjs/core";
import { Form, Formik, useFormikContext } from "formik";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "@/components/form/form-dialog";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextAreaField } from "@/components/form/text-area-field";
import { useFieldError } from "@/components/form/use-field-error";
import type { ComplaintReason } from "@/generated/model";
import { graphemeLength } from "@/lib/graphemes";
import type { ReportTarget } from "@/lib/report-bus";
import {
  initialReportValues,
  REPORT_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_ROWS,
  reportSchema,
  type ReportFormValues,
} from "../forms/report-schema";

interface ReportDialogProps {
  target: ReportTarget | null;
  onClose: () => void;
  /**
   * Sends the report (its answers are handled in api/complaint.ts), settling when the answer came:
   * Formik's submitting state lasts until then (a form whose onSubmit returns nothing stays
   * "submitting" for good, and a failed report could be neither sent again nor closed).
   */
  onSubmit: (values: { c_type_sub: ComplaintReason; content: string }) => Promise<void>;
  /** The report call is under way: the dialog cannot be sent again nor closed. */
  pending: boolean;
  /** Changes when the dialog closed, so it opens with an empty form. */
  formKey?: number;
}

/** The report dialog (platform.md §2, §5): a reason (1-9), a description (≤ 500, counted live). */
export function ReportDialog({ target, onClose, onSubmit, pending, formKey }: ReportDialogProps) {
  const { t } = useTranslation("report");
  const schema = useMemo(() => reportSchema(t), [t]);

  return (
    <FormDialog
      isOpen={target !== null}
      onClose={onClose}
      title={t("title")}
      closeLabel={t("close")}
      pending={pending}
      focusSelector="input[type=radio]"
      className="app-report-dialog"
    >
      <Formik<ReportFormValues>
        key={formKey}
        initialValues={initialReportValues}
        validationSchema={schema}
        validateOnBlur={false}
        onSubmit={(values) =>
          onSubmit({ c_type_sub: values.reason!, content: values.content.trim() })
        }
      >
        <Form noValidate>
          <FocusFirstError />
          <div className={Classes.DIALOG_BODY}>
            <ReasonField />
            <DescriptionField />
          </div>
          <div className={Classes.DIALOG_FOOTER}>
            <div className={Classes.DIALOG_FOOTER_ACTIONS}>
              <Button text={t("cancel")} onClick={onClose} disabled={pending} />
              <SubmitButton pending={pending} busyText={t("submitting")} block={false}>
                {t("submit")}
              </SubmitButton>
            </div>
          </div>
        </Form>
      </Formik>
    </FormDialog>
  );
}

/** The nine reasons as radio buttons; its message once the form was submitted. */
function ReasonField() {
  const { t } = useTranslation("report");
  const { values, setFieldValue } = useFormikContext<ReportFormValues>();
  const { message } = useFieldError("reason");
  const messageId = useId();
  return (
    <>
      <RadioGroup
        label={t("reason")}
        name="reason"
        className="app-report-dialog__reasons"
        selectedValue={values.reason}
        onChange={(event) => {
          void setFieldValue("reason", Number(event.currentTarget.value) as ComplaintReason);
        }}
      >
        {REPORT_REASONS.map((reason) => (
          <Radio
            key={reason}
            value={reason}
            label={t(`reasons.${reason}`)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
          />
        ))}
      </RadioGroup>
      {message ? (
        <p id={messageId} className="app-field-error" role="alert">
          {message}
        </p>
      ) : null}
    </>
  );
}

/** The description with its live character counter (graphemes); over the limit it says so at once. */
function DescriptionField() {
  const { t } = useTranslation("report");
  const { values } = useFormikContext<ReportFormValues>();
  const counterId = useId();
  const length = graphemeLength(values.content);
  const tooLong = length > REPORT_MAX_LENGTH;
  return (
    <TextAreaField
      name="content"
      label={t("description")}
      rows={REPORT_ROWS}
      placeholder={t("placeholder")}
      showRuleNow={tooLong}
      helperEndId={counterId}
      helperEnd={
        <span
          id={counterId}
          className={`app-counter${tooLong ? " app-counter--over" : ""}`}
          data-testid="report-counter"
          aria-label={t("counterLabel", { length, max: REPORT_MAX_LENGTH })}
        >
          {t("counter", { length, max: REPORT_MAX_LENGTH })}
        </span>
      }
    />
  );
}
