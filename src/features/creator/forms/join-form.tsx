/**
 * The join form inside the dialog (creator-programme.md §2, §4, §5): the demo (chosen from the
 * user's demos, fixed when editing or resubmitting one), the demo name and the introduction. The
 * chosen demo's application is loaded: its saved text fills the empty fields, its state shows
 * (waiting, approved, not approved with the reviewer's opinion) and names the submit button.
 * Sending is possible once every field is filled; when a waiting application's saved text differs
 * from what is sent, the user confirms first. A failure shows in the form in the user's language.
 */
import { Button, Callout, Classes, Dialog } from "@blueprintjs/core";
import { ErrorIcon, InfoSignIcon, TickCircleIcon, WarningSignIcon } from "@blueprintjs/icons";
import { Form, Formik, useField, useFormikContext } from "formik";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { FormMessage } from "@/components/form/form-message";
import { withServerErrors } from "@/components/form/server-error";
import { Spinner } from "@/components/form/spinner";
import { TextAreaField } from "@/components/form/text-area-field";
import { TextField } from "@/components/form/text-field";
import { SelectField } from "@/components/form/select";
import { LinkButton } from "@/components/link-button";
import { ShellButton } from "@/components/shell-button";
import type { CreatorApplication, ProjectNameItem } from "@/generated/model";
import { ApplyType } from "@/generated/model/applyType";
import { AuditStatus } from "@/generated/model/auditStatus";
import { apiErrorMessage } from "@/lib/error-message";
import { refusalMessage } from "@/lib/refusal-message";
import { graphemeLength } from "@/lib/graphemes";
import {
  useApplyToProgramme,
  useProgrammeApplication,
  useSavedApplication,
} from "@/api/creator/applications";
import type { JoinScene } from "../hooks/use-join-request";
import { INCENTIVE_ACCOUNT_PATH } from "../route-paths";
import { LoadingNote } from "../components/loading-note";
import { INTRODUCTION_MAX } from "@/api/creator/limits";
import {
  differsFromSavedDraft,
  isFilled,
  joinBody,
  joinValidator,
  type JoinValues,
} from "./join-values";

const INTRODUCTION_ROWS = 6;

interface JoinFormProps {
  scene: JoinScene;
  /** The demo being edited or resubmitted (fixed); none when the user chooses. */
  projectId?: string;
  choices: ProjectNameItem[];
  onCancel: () => void;
  /** The application was sent. */
  onApplied: () => void;
  /** The call is under way: the dialog may not close. */
  onPendingChange: (pending: boolean) => void;
}

export function JoinForm({
  scene,
  projectId,
  choices,
  onCancel,
  onApplied,
  onPendingChange,
}: JoinFormProps) {
  const { t } = useTranslation("creator");
  const apply = useApplyToProgramme();
  const savedApplication = useSavedApplication();
  const validate = useMemo(() => joinValidator(t), [t]);
  const [confirming, setConfirming] = useState(false);
  const fixed = projectId !== undefined && choices.some((c) => c.project_id === projectId);

  useEffect(() => onPendingChange(apply.isPending), [apply.isPending, onPendingChange]);

  const send = async (values: JoinValues) => {
    await apply.mutateAsync({ data: { ...joinBody(values), apply_type: ApplyType.Project } });
    onApplied();
  };

  const initialValues: JoinValues = {
    project_id: fixed ? projectId : "",
    demo_name: "",
    introduction: "",
  };

  return (
    <Formik<JoinValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={withServerErrors(async (values: JoinValues) => {
        if (differsFromSavedDraft(values, savedApplication(values.project_id))) {
          setConfirming(true);
          return;
        }
        await send(values);
      })}
    >
      <Form noValidate aria-label={t(`join.title.${scene}`)}>
        <FocusFirstError />
        <JoinFields
          choices={choices}
          locked={fixed}
          onCancel={onCancel}
          pending={apply.isPending}
        />
        <ConfirmUpdate
          isOpen={confirming}
          onKeep={() => setConfirming(false)}
          onUpdate={() => setConfirming(false)}
          send={send}
        />
      </Form>
    </Formik>
  );
}

interface JoinFieldsProps {
  choices: ProjectNameItem[];
  locked: boolean;
  pending: boolean;
  onCancel: () => void;
}

function JoinFields({ choices, locked, pending, onCancel }: JoinFieldsProps) {
  const { t } = useTranslation("creator");
  const { values, isSubmitting } = useFormikContext<JoinValues>();
  const application = useProgrammeApplication(values.project_id || undefined);
  usePrefill(application.data, choices);

  const ready =
    isFilled(values) &&
    application.isSuccess &&
    application.data.project_id === values.project_id &&
    application.data.audit_status !== AuditStatus.Ok;
  const status = application.data?.audit_status;
  const submitText =
    status === AuditStatus.Draft
      ? t("join.submit.update")
      : status === AuditStatus.Fail
        ? t("join.submit.resubmit")
        : t("join.submit.apply");
  const busy = pending || isSubmitting;

  return (
    <>
      <div className={Classes.DIALOG_BODY}>
        {/* creator-programme.md §8: a refused application shows the server's message. */}
        <FormMessage messageOf={refusalMessage} />
        <DemoSelectField choices={choices} disabled={locked || busy} />
        {values.project_id ? (
          <ApplicationState
            loading={application.isPending}
            error={application.isError ? application.error : undefined}
            onRetry={() => void application.refetch()}
            retrying={application.isFetching}
            application={application.data}
          />
        ) : null}
        <TextField name="demo_name" label={t("join.demoName")} autoComplete="off" />
        <IntroductionField />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t("join.cancel")} onClick={onCancel} disabled={busy} />
          <ShellButton
            type="submit"
            intent="primary"
            disabled={busy || !ready}
            aria-busy={busy || undefined}
            icon={busy ? <Spinner /> : undefined}
            data-testid="join-submit"
          >
            {busy ? t("join.submitting") : submitText}
          </ShellButton>
        </div>
      </div>
    </>
  );
}

/**
 * Fills the empty fields once per chosen demo: the saved application's text, or the demo's title as
 * its name. A name the user typed is kept; one filled in for a previous choice is replaced.
 */
function usePrefill(application: CreatorApplication | undefined, choices: ProjectNameItem[]) {
  const { values, setFieldValue } = useFormikContext<JoinValues>();
  const filledFor = useRef("");
  const filledName = useRef("");
  useEffect(() => {
    if (!application || application.project_id !== values.project_id) return;
    if (filledFor.current === values.project_id) return;
    filledFor.current = values.project_id;
    const title = choices.find((c) => c.project_id === values.project_id)?.project_name ?? "";
    const name = application.demo_name || title;
    if (values.demo_name.trim() === "" || values.demo_name === filledName.current) {
      filledName.current = name;
      void setFieldValue("demo_name", name);
    }
    if (values.introduction.trim() === "")
      void setFieldValue("introduction", application.introduction);
  }, [
    application,
    choices,
    values.project_id,
    values.demo_name,
    values.introduction,
    setFieldValue,
  ]);
}

/** The demo choice: the kit's select, required, described by its message. */
function DemoSelectField({ choices, disabled }: { choices: ProjectNameItem[]; disabled: boolean }) {
  const { t } = useTranslation("creator");
  const options = useMemo(
    () => choices.map((choice) => ({ value: choice.project_id, label: choice.project_name })),
    [choices],
  );
  return (
    <SelectField
      name="project_id"
      label={t("join.demo")}
      options={options}
      placeholder={t("join.demoPlaceholder")}
      placeholderDisabled
      disabled={disabled}
      required
      large
      iconName="caret-down"
      testId="join-demo"
    />
  );
}

/** The introduction with its live character counter; over the limit it says so at once. */
function IntroductionField() {
  const { t } = useTranslation("creator");
  const [field] = useField<string>("introduction");
  const length = graphemeLength(field.value.trim());
  const over = length > INTRODUCTION_MAX;
  return (
    <TextAreaField
      name="introduction"
      label={t("join.introduction")}
      rows={INTRODUCTION_ROWS}
      placeholder={t("join.introductionPlaceholder")}
      showRuleNow={over}
      counter={{
        count: length,
        max: INTRODUCTION_MAX,
        testId: "join-counter",
        text: t("join.counter", { length, max: INTRODUCTION_MAX }),
        label: t("join.counterLabel", { length, max: INTRODUCTION_MAX }),
      }}
    />
  );
}

interface ApplicationStateProps {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  application: CreatorApplication | undefined;
}

/** What the chosen demo's application says: waiting, approved, not approved (with the opinion). */
function ApplicationState({
  loading,
  error,
  onRetry,
  retrying,
  application,
}: ApplicationStateProps) {
  const { t } = useTranslation(["creator", "common", "errors"]);
  if (loading) {
    return (
      <p className="creator-join__state">
        <LoadingNote text={t("creator:join.loadingApplication")} />
      </p>
    );
  }
  if (error !== undefined) {
    return (
      <Callout intent="danger" icon={<ErrorIcon />} compact className="creator-join__state">
        <span role="alert">{apiErrorMessage(error)}</span>{" "}
        <Button
          variant="minimal"
          size="small"
          text={t("common:actions.retry")}
          onClick={onRetry}
          disabled={retrying}
        />
      </Callout>
    );
  }
  switch (application?.audit_status) {
    case AuditStatus.Draft:
      return (
        <Callout intent="primary" icon={<InfoSignIcon />} compact className="creator-join__state">
          {t("creator:join.state.waiting")}
        </Callout>
      );
    case AuditStatus.Ok:
      return (
        <Callout intent="success" icon={<TickCircleIcon />} compact className="creator-join__state">
          <p>{t("creator:join.state.approved")}</p>
          <LinkButton to={INCENTIVE_ACCOUNT_PATH} variant="outlined">
            {t("creator:join.viewAccount")}
          </LinkButton>
        </Callout>
      );
    case AuditStatus.Fail:
      return (
        <Callout
          intent="warning"
          icon={<WarningSignIcon />}
          compact
          className="creator-join__state"
          data-testid="join-opinion"
        >
          <p>{t("creator:join.state.failed")}</p>
          {application.audit_opinion ? (
            <p>{t("creator:join.state.opinion", { opinion: application.audit_opinion })}</p>
          ) : null}
        </Callout>
      );
    default:
      return null;
  }
}

interface ConfirmUpdateProps {
  isOpen: boolean;
  onKeep: () => void;
  onUpdate: () => void;
  /** Sends the form's values (confirmed: without asking again). */
  send: (values: JoinValues) => Promise<void>;
}

/**
 * Asks before a waiting application's saved text is replaced by a different one. Confirmed, the
 * form is sent as a submit would send it: busy meanwhile, a failure shown in the form.
 */
function ConfirmUpdate({ isOpen, onKeep, onUpdate, send }: ConfirmUpdateProps) {
  const { t } = useTranslation("creator");
  const formik = useFormikContext<JoinValues>();
  const update = async () => {
    onUpdate();
    formik.setSubmitting(true);
    await withServerErrors(send)(formik.values, formik);
    formik.setSubmitting(false);
  };
  const titleId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onKeep}
      aria-labelledby={titleId}
      role="alertdialog"
      className="creator-confirm-dialog"
    >
      <div className={Classes.DIALOG_BODY}>
        <h3 id={titleId} className={`${Classes.HEADING} creator-confirm-dialog__title`}>
          {t("join.confirm.title")}
        </h3>
        <p>{t("join.confirm.body")}</p>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t("join.confirm.keep")} onClick={onKeep} autoFocus />
          <Button intent="primary" text={t("join.confirm.update")} onClick={() => void update()} />
        </div>
      </div>
    </Dialog>
  );
}
