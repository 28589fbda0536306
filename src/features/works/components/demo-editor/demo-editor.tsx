/**
 * The demo editor's form (creator-programme.md §2, §4, §5; decisions.md §3): general settings
 * (title, introduction, tags) and publish settings (platforms; the demo URL for Web; the game
 * archive for Mac or Windows; the promotion materials with the cover), then the footer.
 *
 * - Save keeps a draft and checks only the title (and the limits the server enforces on a draft);
 *   Post checks every rule and sends the demo for review, then goes to demo management after
 *   200 ms. A demo that is not a draft is "published": Save is hidden and Post reads Re-post.
 * - Both refuse while a file is still uploading or failed (the image-not-ready error).
 * - Autosave checks every 30 s and saves a draft 5 minutes after the last save; unsaved edits are
 *   kept in a local backup (per user) and offered back when newer than the server copy; leaving
 *   with unsaved edits asks first.
 * - The two file lists are the shared upload queue, passed in by the route module (features do
 *   not import each other).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Callout, Intent } from "@blueprintjs/core";
import { Form, Formik, useFormikContext, type FormikErrors } from "formik";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { Spinner } from "@/components/form/spinner";
import { TagInput } from "@/components/form/tag-input";
import { TextAreaField } from "@/components/form/text-area-field";
import { TextField } from "@/components/form/text-field";
import { ShellButton } from "@/components/shell-button";
import { showToast } from "@/components/toaster";
import type { Works } from "@/generated/model";
import { Platform } from "@/generated/model/platform";
import { PublishStatus } from "@/generated/model/publishStatus";
import { SubmitStatus } from "@/generated/model/submitStatus";
import { autosaveDue, useAutosave } from "@/hooks/use-autosave";
import { clearBackup, useEditorBackup } from "@/hooks/use-editor-backup";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { apiErrorMessage, refusalMessage } from "@/lib/error-message";
import { graphemeLength } from "@/lib/graphemes";
import type { UploadedImage } from "@/lib/uploaded-image";
import { useSaveWork } from "@/api/works/save-work";
import {
  DEMO_PLATFORMS,
  INTRO_MAX,
  INTRO_ROWS,
  sameDemoValues,
  TAG_LIMITS,
  TITLE_MAX,
  toDemoBody,
  validateDemo,
  type DemoAction,
  type DemoExtras,
  type DemoPlatform,
  type DemoProblems,
  type DemoValues,
} from "./demo-rules";

/** What the route module's file lists get (the upload queue's props). */
export interface DemoFilesField {
  id: string;
  label: string;
  value: UploadedImage[];
  onChange(next: UploadedImage[]): void;
  onBusyChange(busy: boolean): void;
}
export interface RenderDemoFiles {
  materials(field: DemoFilesField): ReactNode;
  archive(field: DemoFilesField): ReactNode;
}

/** After a successful post the page moves on after this delay (as the other editors). */
export const AFTER_POST_MS = 200;

export const demoBackupSlot = (id: string) => `demo:${id || "new"}`;

const PLATFORM_KEYS: Record<DemoPlatform, "web" | "mac" | "windows"> = {
  [Platform.PcWeb]: "web",
  [Platform.Macos]: "mac",
  [Platform.Windows]: "windows",
};

export interface DemoEditorProps {
  /** The demo's id; "" for a new one. */
  id: string;
  initialValues: DemoValues;
  extras: DemoExtras;
  /** The loaded demo (status, review opinion), absent for a new one. */
  work?: Works;
  /** When the server copy was last saved, ms (0 for a new one). */
  serverSavedAt: number;
  onIdAssigned(id: string): void;
  renderFiles: RenderDemoFiles;
  /** Where a successful post goes (demo management). */
  afterPostPath: string;
  /** The id of the page's heading, which names the form. */
  labelledBy?: string;
}

export function DemoEditor(props: DemoEditorProps) {
  const { t } = useTranslation("demo");
  const action = useRef<DemoAction>("save");
  const validate = (values: DemoValues): FormikErrors<DemoValues> => {
    const problems = validateDemo(values, action.current);
    const errors: Record<string, string> = {};
    for (const [field, key] of Object.entries(problems)) {
      errors[field] = t(`validation.${key}`, {
        count: field === "title" ? TITLE_MAX : INTRO_MAX,
      });
    }
    return errors as FormikErrors<DemoValues>;
  };
  return (
    <Formik<DemoValues>
      initialValues={props.initialValues}
      validate={validate}
      validateOnBlur={false}
      validateOnMount={false}
      onSubmit={() => undefined}
    >
      <DemoForm {...props} setAction={(next) => (action.current = next)} />
    </Formik>
  );
}

type Failure = { action: DemoAction | "autosave"; error: unknown } | { notReady: true };

function DemoForm({
  id: loadedId,
  initialValues,
  extras,
  work,
  serverSavedAt,
  onIdAssigned,
  renderFiles,
  afterPostPath,
  labelledBy,
  setAction,
}: DemoEditorProps & { setAction(next: DemoAction): void }) {
  const { t } = useTranslation(["demo", "uploads", "editor"]);
  const navigate = useNavigate();
  const formik = useFormikContext<DemoValues>();
  const { values, errors, submitCount } = formik;
  const save = useSaveWork();
  const ids = { materials: useId(), archive: useId(), platforms: useId(), restore: useId() };

  const [demoId, setDemoId] = useState(loadedId);
  const [status, setStatus] = useState(work?.status);
  const [saved, setSaved] = useState(initialValues);
  const [lastSavedAt, setLastSavedAt] = useState<number | null>(serverSavedAt || null);
  const [running, setRunning] = useState<DemoAction | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  const [materialsBusy, setMaterialsBusy] = useState(false);
  const [archiveBusy, setArchiveBusy] = useState(false);
  const busy = materialsBusy || archiveBusy;
  const lastSaveTime = useRef(0);
  useEffect(() => {
    lastSaveTime.current = Date.now();
  }, []);
  const published = status !== undefined && status !== PublishStatus.Draft;
  const dirty = !sameDemoValues(values, saved);
  const leaveGuard = useLeaveGuard((dirty || busy) && !leaving);

  const backup = useEditorBackup({
    slot: demoBackupSlot(demoId),
    values,
    dirty,
    suspended: leaving,
    initialValues,
    serverSavedAt,
    same: sameDemoValues,
  });
  const restore = () => {
    const restored = backup.restore();
    if (restored) void formik.setValues(restored, false);
  };

  const send = async (what: DemoAction | "autosave"): Promise<boolean> => {
    const submit = what === "post" ? SubmitStatus.Post : SubmitStatus.Save;
    const sent = values;
    try {
      const answer = await save.mutateAsync({ data: toDemoBody(sent, submit, demoId, extras) });
      const next = answer.audit_base_data;
      setLastSavedAt(stamp(lastSaveTime));
      setSaved(sent);
      setStatus(next.status);
      clearBackup(demoBackupSlot(demoId));
      if (next.works_id && next.works_id !== demoId) {
        clearBackup(demoBackupSlot(""));
        setDemoId(next.works_id);
        onIdAssigned(next.works_id);
      }
      return true;
    } catch (error) {
      setFailure({ action: what, error });
      return false;
    }
  };

  const run = async (what: DemoAction) => {
    if (running) return;
    if (busy) {
      setFailure({ notReady: true });
      return;
    }
    setFailure(undefined);
    setAction(what);
    // Formik shows every field's message once the form was submitted: count this attempt.
    await formik.submitForm();
    const problems = await formik.validateForm();
    if (Object.keys(problems).length > 0) {
      focusFirstProblem(problems);
      return;
    }
    setRunning(what);
    const ok = await send(what);
    setRunning(null);
    setAction("save");
    if (!ok) return;
    if (what === "save") void showToast(t("demo:saveSuccess"), "success");
    else {
      void showToast(t("demo:postSuccess"), "success");
      setLeaving(true);
      leaveGuard.allowNextNavigation();
      setTimeout(() => void navigate(afterPostPath), AFTER_POST_MS);
    }
  };

  /** Text inputs and the platform boxes are focused by FocusFirstError; the file lists here. */
  const focusFirstProblem = (problems: FormikErrors<DemoValues> & { cover?: string }) => {
    if (problems.title || problems.profiles || problems.webUrl || problems.platforms) return;
    document.getElementById(problems.archive ? ids.archive : ids.materials)?.focus();
  };

  useAutosave(() => {
    if (published || running || leaving || busy) return;
    if (!autosaveDue(dirty, lastSaveTime.current)) return;
    // A draft needs a title: an autosave without one would only fail.
    if (Object.keys(validateDemo(values, "save")).length > 0) return;
    stamp(lastSaveTime);
    setRunning("save");
    void send("autosave").finally(() => setRunning(null));
  });

  const shown = (field: keyof DemoProblems) =>
    submitCount > 0 ? (errors as Record<string, string | undefined>)[field] : undefined;
  const togglePlatform = (platform: DemoPlatform, on: boolean) => {
    const next = DEMO_PLATFORMS.filter((p) => (p === platform ? on : values.platforms.includes(p)));
    void formik.setFieldValue("platforms", next);
  };
  const showsUrl = values.platforms.includes(Platform.PcWeb);
  const showsArchive =
    values.platforms.includes(Platform.Macos) || values.platforms.includes(Platform.Windows);
  const titleLength = graphemeLength(values.title);
  const introLength = graphemeLength(values.profiles);

  const failureText = !failure
    ? undefined
    : "notReady" in failure
      ? t("uploads:notReady")
      : t(
          failure.action === "post"
            ? "demo:postError"
            : failure.action === "autosave"
              ? "demo:autosaveError"
              : "demo:saveError",
          {
            // creator-programme.md §8: a post failure says so, with the server's message.
            reason:
              (failure.action === "post"
                ? refusalMessage(failure.error)
                : apiErrorMessage(failure.error)) ?? "",
          },
        );

  return (
    <Form className="gc-demo-editor__form" noValidate aria-labelledby={labelledBy}>
      <FocusFirstError />
      {status !== undefined && demoId ? (
        <div className="gc-demo-editor__status">
          <AuditStatusTag status={status} opinion={work?.audit_opinion} />
        </div>
      ) : null}
      {backup.offer ? (
        <section
          className="bp6-callout bp6-intent-warning gc-demo-editor__restore"
          aria-labelledby={ids.restore}
        >
          <h2 className="bp6-heading" id={ids.restore}>
            {t("editor:restoreTitle")}
          </h2>
          <p>
            {t("editor:restoreMessage", { time: new Date(backup.offer.savedAt).toLocaleString() })}
          </p>
          <div className="gc-demo-editor__row">
            <ShellButton intent="primary" text={t("editor:restore")} onClick={restore} />
            <ShellButton text={t("editor:discard")} onClick={backup.discard} />
          </div>
        </section>
      ) : null}

      <section className="gc-demo-editor__section" aria-labelledby={`${ids.restore}-general`}>
        <h2 className="gc-demo-editor__section-title" id={`${ids.restore}-general`}>
          {t("demo:general")}
        </h2>
        <TextField
          name="title"
          label={t("demo:title")}
          after={
            <span
              className={`gc-demo-editor__counter${titleLength > TITLE_MAX ? " gc-demo-editor__counter--over" : ""}`}
              data-testid="demo-title-counter"
            >
              {titleLength}/{TITLE_MAX}
            </span>
          }
        />
        <TextAreaField
          name="profiles"
          label={t("demo:intro")}
          rows={INTRO_ROWS}
          showRuleNow
          helperEnd={
            <span
              className={`gc-demo-editor__counter${introLength > INTRO_MAX ? " gc-demo-editor__counter--over" : ""}`}
              data-testid="demo-intro-counter"
            >
              {introLength}/{INTRO_MAX}
            </span>
          }
        />
        <TagInput
          className="gc-demo-editor__field"
          value={values.tags}
          limits={TAG_LIMITS}
          onChange={(next) => void formik.setFieldValue("tags", next, false)}
        />
      </section>

      <section className="gc-demo-editor__section" aria-labelledby={`${ids.restore}-publish`}>
        <h2 className="gc-demo-editor__section-title" id={`${ids.restore}-publish`}>
          {t("demo:publish")}
        </h2>
        <fieldset
          className="gc-demo-editor__field gc-demo-editor__platforms"
          id={ids.platforms}
          aria-describedby={shown("platforms") ? `${ids.platforms}-error` : undefined}
        >
          <legend className="bp6-label">{t("demo:platforms")}</legend>
          <div className="gc-demo-editor__row">
            {DEMO_PLATFORMS.map((platform) => (
              <label key={platform} className="bp6-control bp6-checkbox bp6-inline">
                <input
                  type="checkbox"
                  className="bp6-control-input"
                  checked={values.platforms.includes(platform)}
                  aria-invalid={shown("platforms") ? true : undefined}
                  onChange={(event) => togglePlatform(platform, event.currentTarget.checked)}
                />
                <span className="bp6-control-indicator" />
                {t(`demo:platform.${PLATFORM_KEYS[platform]}`)}
              </label>
            ))}
          </div>
          <FieldMessage id={`${ids.platforms}-error`} text={shown("platforms")} />
        </fieldset>
        {showsUrl ? (
          <TextField
            name="webUrl"
            label={t("demo:webUrl")}
            inputMode="text"
            hint={t("demo:webUrlHint")}
          />
        ) : null}
        {showsArchive ? (
          <div className="bp6-form-group gc-demo-editor__field">
            <h3 className="bp6-label gc-demo-editor__files-heading">{t("demo:archive")}</h3>
            {renderFiles.archive({
              id: ids.archive,
              label: t("demo:archive"),
              value: values.archive,
              onChange: (next) => void formik.setFieldValue("archive", next),
              onBusyChange: setArchiveBusy,
            })}
            <FieldMessage text={shown("archive")} />
          </div>
        ) : null}
        <div className="bp6-form-group gc-demo-editor__field">
          <h3 className="bp6-label gc-demo-editor__files-heading">{t("demo:materials")}</h3>
          <p className="gc-demo-editor__hint">{t("demo:materialsHint")}</p>
          {renderFiles.materials({
            id: ids.materials,
            label: t("demo:materials"),
            value: values.materials,
            onChange: (next) => void formik.setFieldValue("materials", next),
            onBusyChange: setMaterialsBusy,
          })}
          <FieldMessage text={shown("materials") ?? shown("cover")} />
        </div>
      </section>

      {failureText ? (
        <Callout intent={Intent.DANGER} compact role="alert" className="gc-demo-editor__failure">
          {failureText}
        </Callout>
      ) : null}
      <footer className="gc-demo-editor__footer">
        <span className="gc-demo-editor__saved">
          {lastSavedAt === null
            ? t("editor:savedNever")
            : t("demo:savedAt", { time: new Date(lastSavedAt).toLocaleTimeString() })}
          {dirty ? <span> · {t("editor:unsaved")}</span> : null}
        </span>
        <div className="gc-demo-editor__row" role="group" aria-label={t("demo:actions")}>
          {published ? null : (
            <ShellButton
              type="button"
              disabled={running !== null}
              aria-busy={running === "save" || undefined}
              icon={running === "save" ? <Spinner /> : undefined}
              onClick={() => void run("save")}
            >
              {running === "save" ? t("demo:saving") : t("demo:save")}
            </ShellButton>
          )}
          <ShellButton
            type="button"
            intent="primary"
            disabled={running !== null}
            aria-busy={running === "post" || undefined}
            icon={running === "post" ? <Spinner /> : undefined}
            onClick={() => void run("post")}
          >
            {running === "post" ? t("demo:posting") : published ? t("demo:repost") : t("demo:post")}
          </ShellButton>
        </div>
      </footer>
      {leaveGuard.dialog}
    </Form>
  );
}

/** Records now as the last save time (outside render: called from handlers and autosave). */
function stamp(ref: { current: number }): number {
  ref.current = Date.now();
  return ref.current;
}

/** A rule's message under a field that is not a text input (platforms, file lists). */
function FieldMessage({ id, text }: { id?: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="gc-demo-editor__message" role="alert">
      {text}
    </p>
  );
}
