import {
  Button,
  Classes,
  Dialog,
  FormGroup,
  Intent,
  Radio,
  RadioGroup,
  TextArea,
} from "@blueprintjs/core";
import { SmallCrossIcon } from "@blueprintjs/icons";
import { useFormik } from "formik";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ComplaintReason } from "@/generated/model";
import { graphemeLength } from "@/lib/format";
import type { ReportTarget } from "@/lib/report-bus";
import type { ReportOutcome } from "../api/submit-report";
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
  /** Sends the report; resolves with the outcome, rejects on failure. */
  onSubmit: (values: { c_type_sub: ComplaintReason; content: string }) => Promise<ReportOutcome>;
  /** Called with the outcome once the report is recorded (or was already). */
  onDone: (outcome: ReportOutcome) => void;
  onFailed: (error: unknown) => void;
}

/** The report dialog (platform.md §2, §5): a reason (1-9), a description (≤ 500, counted live). */
export function ReportDialog({ target, onClose, onSubmit, onDone, onFailed }: ReportDialogProps) {
  const { t } = useTranslation("report");
  const titleId = useId();
  const contentId = useId();
  const counterId = useId();
  const contentErrorId = useId();
  const reasonErrorId = useId();
  const schema = useMemo(() => reportSchema(t), [t]);

  const formik = useFormik<ReportFormValues>({
    initialValues: initialReportValues,
    validationSchema: schema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const outcome = await onSubmit({
          c_type_sub: values.reason!,
          content: values.content.trim(),
        });
        helpers.resetForm();
        onDone(outcome);
      } catch (error) {
        onFailed(error);
      }
    },
  });

  const close = () => {
    formik.resetForm();
    onClose();
  };

  const length = graphemeLength(formik.values.content);
  const tooLong = length > REPORT_MAX_LENGTH;
  const showErrors = formik.submitCount > 0;
  const reasonError = showErrors ? formik.errors.reason : undefined;
  const contentError = showErrors || tooLong ? formik.errors.content : undefined;

  return (
    <Dialog
      isOpen={target !== null}
      onClose={close}
      aria-labelledby={titleId}
      className="app-report-dialog"
      canOutsideClickClose={!formik.isSubmitting}
      canEscapeKeyClose={!formik.isSubmitting}
      onOpened={(node) => {
        // Blueprint focuses its overlay wrapper; move focus into the dialog unless the user already did.
        if (node.querySelector("[role=dialog]")?.contains(document.activeElement)) return;
        node.querySelector<HTMLElement>("input[type=radio]")?.focus();
      }}
    >
      <div className={Classes.DIALOG_HEADER}>
        <h2 id={titleId} className={Classes.HEADING}>
          {t("title")}
        </h2>
        <Button
          aria-label={t("close")}
          className={Classes.DIALOG_CLOSE_BUTTON}
          icon={<SmallCrossIcon size={20} />}
          variant="minimal"
          onClick={close}
          disabled={formik.isSubmitting}
        />
      </div>
      <form noValidate onSubmit={formik.handleSubmit}>
        <div className={Classes.DIALOG_BODY}>
          <RadioGroup
            label={t("reason")}
            name="reason"
            className="app-report-dialog__reasons"
            selectedValue={formik.values.reason}
            onChange={(event) => {
              void formik.setFieldValue(
                "reason",
                Number(event.currentTarget.value) as ComplaintReason,
              );
            }}
            aria-describedby={reasonError ? reasonErrorId : undefined}
            aria-invalid={reasonError ? true : undefined}
          >
            {REPORT_REASONS.map((reason) => (
              <Radio key={reason} value={reason} label={t(`reasons.${reason}`)} />
            ))}
          </RadioGroup>
          {reasonError ? (
            <p id={reasonErrorId} className="app-field-error" role="alert">
              {reasonError}
            </p>
          ) : null}
          <FormGroup
            label={t("description")}
            labelFor={contentId}
            intent={contentError ? Intent.DANGER : Intent.NONE}
            helperText={
              <span className="app-report-dialog__helper">
                <span id={contentErrorId} role={contentError ? "alert" : undefined}>
                  {contentError ?? ""}
                </span>
                <span
                  id={counterId}
                  className={`app-counter${tooLong ? " app-counter--over" : ""}`}
                  data-testid="report-counter"
                  aria-label={t("counterLabel", { length, max: REPORT_MAX_LENGTH })}
                >
                  {t("counter", { length, max: REPORT_MAX_LENGTH })}
                </span>
              </span>
            }
          >
            <TextArea
              id={contentId}
              name="content"
              rows={REPORT_ROWS}
              fill
              placeholder={t("placeholder")}
              value={formik.values.content}
              onChange={formik.handleChange}
              intent={contentError ? Intent.DANGER : Intent.NONE}
              aria-invalid={contentError ? true : undefined}
              aria-describedby={`${counterId}${contentError ? ` ${contentErrorId}` : ""}`}
            />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text={t("cancel")} onClick={close} disabled={formik.isSubmitting} />
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={t("submit")}
              loading={formik.isSubmitting}
            />
          </div>
        </div>
      </form>
    </Dialog>
  );
}
