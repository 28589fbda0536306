/**
 * The demo editor's form (creator-programme.md §2, §4, §5; decisions.md §3): general settings
 * (title, introduction, tags) and publish settings (platforms; the demo URL for Web; the game
 * archive for Mac or Windows; the promotion materials with the cover), then the footer.
 *
 * - Save keeps a draft and checks only the title (and the limits the server enforces on a draft);
 *   Post checks every rule and sends the demo for review, then goes to demo management after
 *   200 ms. A demo that is not a draft is "published": Save is hidden and Post reads Re-post.
 * - Both refuse while a file is still uploading or failed (the image-not-ready error).
 * - Both submit through the form kit's ActionForm (docs/decisions/0065-one-write-path.md): the
 *   progress on the action's button, a failure in the form in the user's language, what was
 *   typed kept.
 * - Autosave checks every 30 s and saves a draft 5 minutes after the last save; unsaved edits are
 *   kept in a local backup (per user) and offered back when newer than the server copy; leaving
 *   with unsaved edits asks first.
 * - The two file lists are the shared upload queue, passed in by the route module (features do
 *   not import each other).
 */
import { useId, useState, type ReactNode } from "react";
import { Form, useFormikContext, type FormikErrors } from "formik";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import { BackupOffer } from "@/components/authoring/backup-offer";
import { ActionButton } from "@/components/form/action-button";
import { ActionForm, useFormActions } from "@/components/form/action-form";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { FormMessage } from "@/components/form/form-message";
import { FORM_PLACE } from "@/components/form/server-error";
import { TagInput } from "@/components/form/tag-input";
import { TextAreaField } from "@/components/form/text-area-field";
import { TextField } from "@/components/form/text-field";
import { showToast } from "@/components/toaster";
import type { Works } from "@/generated/model";
import { Platform } from "@/generated/model/platform";
import { PublishStatus } from "@/generated/model/publishStatus";
import { SubmitStatus } from "@/generated/model/submitStatus";
import { autosaveDue, stampSaveTime, useAutosave } from "@/hooks/use-autosave";
import { clearBackup } from "@/hooks/use-editor-backup";
import { useDraftLayer, useSavedCopy, type SavedCopy } from "@/hooks/use-editor-draft";
import { apiErrorMessage } from "@/lib/error-message";
import { refusalMessage } from "@/lib/refusal-message";
import { graphemeLength } from "@/lib/graphemes";
import type { UploadedImage } from "@/lib/uploaded-image";
import { useLanguage } from "@/hooks/use-language";
import { formatTime } from "@/lib/format-time";
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
  const { t } = useTranslation(["demo", "uploads", "editor"]);
  const { initialValues, extras, work, serverSavedAt, onIdAssigned, afterPostPath } = props;
  const navigate = useNavigate();
  const save = useSaveWork();
  const [demoId, setDemoId] = useState(props.id);
  const [status, setStatus] = useState(work?.status);
  const draft = useSavedCopy(initialValues, serverSavedAt);
  const [materialsBusy, setMaterialsBusy] = useState(false);
  const [archiveBusy, setArchiveBusy] = useState(false);
  const busy = materialsBusy || archiveBusy;
  const ids = { materials: useId(), archive: useId() };

  const validate = (values: DemoValues, action: DemoFormAction): FormikErrors<DemoValues> => {
    const problems = validateDemo(values, action === "autosave" ? "save" : action);
    const errors: Record<string, string> = {};
    for (const [field, key] of Object.entries(problems)) {
      errors[field] = t(`demo:validation.${key}`, {
        count: field === "title" ? TITLE_MAX : INTRO_MAX,
      });
    }
    return errors as FormikErrors<DemoValues>;
  };

  /** Every action's call: a draft or a post for review; failures are placed by the kit. */
  const onSubmit = async (sent: DemoValues, what: DemoFormAction) => {
    const submit = what === "post" ? SubmitStatus.Post : SubmitStatus.Save;
    const answer = await save.mutateAsync({ data: toDemoBody(sent, submit, demoId, extras) });
    const next = answer.audit_base_data;
    draft.markSaved(sent);
    setStatus(next.status);
    clearBackup(demoBackupSlot(demoId));
    if (next.works_id && next.works_id !== demoId) {
      clearBackup(demoBackupSlot(""));
      setDemoId(next.works_id);
      onIdAssigned(next.works_id);
    }
    if (what === "save") void showToast(t("demo:saveSuccess"), "success");
    if (what === "post") {
      void showToast(t("demo:postSuccess"), "success");
      draft.leave();
      setTimeout(() => void navigate(afterPostPath), AFTER_POST_MS);
    }
  };

  /** Text inputs and the platform boxes are focused by FocusFirstError; the file lists here. */
  const onInvalid = (problems: FormikErrors<DemoValues> & { cover?: string }) => {
    if (problems.title || problems.profiles || problems.webUrl || problems.platforms) return;
    document.getElementById(problems.archive ? ids.archive : ids.materials)?.focus();
  };

  return (
    <ActionForm<DemoValues, DemoFormAction>
      initialValues={initialValues}
      defaultAction="save"
      validate={validate}
      validateOnBlur={false}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      refuse={() => (busy ? "uploads:notReady" : undefined)}
      failuresAt={FORM_PLACE}
      failureKeys={FAILURE_KEYS}
    >
      <DemoForm
        {...props}
        ids={ids}
        demoId={demoId}
        status={status}
        draft={draft}
        busy={busy}
        onMaterialsBusyChange={setMaterialsBusy}
        onArchiveBusyChange={setArchiveBusy}
        pending={save.isPending}
      />
    </ActionForm>
  );
}

/** The demo's actions; autosave is Save's call in the background. */
type DemoFormAction = DemoAction | "autosave";

const FAILURE_KEYS: Record<DemoFormAction, string> = {
  save: "demo:saveError",
  post: "demo:postError",
  autosave: "demo:autosaveError",
};

interface DemoFormProps extends DemoEditorProps {
  ids: { materials: string; archive: string };
  demoId: string;
  status: PublishStatus | undefined;
  draft: SavedCopy<DemoValues>;
  busy: boolean;
  onMaterialsBusyChange(busy: boolean): void;
  onArchiveBusyChange(busy: boolean): void;
  pending: boolean;
}

function DemoForm({
  initialValues,
  work,
  serverSavedAt,
  renderFiles,
  labelledBy,
  ids: fileIds,
  demoId,
  status,
  draft,
  busy,
  onMaterialsBusyChange,
  onArchiveBusyChange,
  pending,
}: DemoFormProps) {
  const { t } = useTranslation(["demo", "uploads", "editor"]);
  const [language] = useLanguage();
  const formik = useFormikContext<DemoValues>();
  const actions = useFormActions<DemoFormAction>()!;
  const { values, errors, submitCount } = formik;
  const ids = { ...fileIds, platforms: useId(), restore: useId() };
  const published = status !== undefined && status !== PublishStatus.Draft;
  const { dirty, backup, leaveGuard, restore } = useDraftLayer({
    draft,
    slot: demoBackupSlot(demoId),
    values,
    busy,
    initialValues,
    serverSavedAt,
    same: sameDemoValues,
    setValues: (restored) => void formik.setValues(restored, false),
  });

  useAutosave(() => {
    if (published || actions.running || draft.leaving || busy) return;
    if (!autosaveDue(dirty, draft.lastSaveTime.current)) return;
    // A draft needs a title: an autosave without one would only fail.
    if (Object.keys(validateDemo(values, "save")).length > 0) return;
    stampSaveTime(draft.lastSaveTime);
    void actions.runInBackground("autosave");
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

  return (
    <Form
      className="gc-demo-editor__form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!published) void actions.submit("save");
      }}
    >
      <FocusFirstError />
      {status !== undefined && demoId ? (
        <div className="gc-demo-editor__status">
          <AuditStatusTag status={status} opinion={work?.audit_opinion} />
        </div>
      ) : null}
      {backup.offer ? (
        <BackupOffer
          savedAt={backup.offer.savedAt}
          onRestore={() => void restore()}
          onDiscard={backup.discard}
          className="gc-demo-editor__restore"
          actionsClassName="gc-demo-editor__row"
        />
      ) : null}

      <section className="gc-demo-editor__section" aria-labelledby={`${ids.restore}-general`}>
        <h2 className="gc-demo-editor__section-title" id={`${ids.restore}-general`}>
          {t("demo:general")}
        </h2>
        <TextField
          name="title"
          label={t("demo:title")}
          counter={{ count: titleLength, max: TITLE_MAX, testId: "demo-title-counter" }}
        />
        <TextAreaField
          name="profiles"
          label={t("demo:intro")}
          rows={INTRO_ROWS}
          showRuleNow
          counter={{ count: introLength, max: INTRO_MAX, testId: "demo-intro-counter" }}
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
              onBusyChange: onArchiveBusyChange,
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
            onBusyChange: onMaterialsBusyChange,
          })}
          <FieldMessage text={shown("materials") ?? shown("cover")} />
        </div>
      </section>

      <FormMessage
        className="gc-demo-editor__failure"
        // creator-programme.md §8: a post failure says so, with the server's own message.
        messageOf={(error, action) =>
          action === "post" ? refusalMessage(error) : apiErrorMessage(error)
        }
      />
      <footer className="gc-demo-editor__footer">
        <span className="gc-demo-editor__saved">
          {draft.lastSavedAt === null
            ? t("editor:savedNever")
            : t("demo:savedAt", { time: formatTime(new Date(draft.lastSavedAt), language) })}
          {dirty ? <span> · {t("editor:unsaved")}</span> : null}
        </span>
        <div className="gc-demo-editor__row" role="group" aria-label={t("demo:actions")}>
          {published ? null : (
            <ActionButton
              action="save"
              busyFor={["save", "autosave"]}
              pending={pending}
              busyText={t("demo:saving")}
            >
              {t("demo:save")}
            </ActionButton>
          )}
          <ActionButton action="post" primary pending={pending} busyText={t("demo:posting")}>
            {published ? t("demo:repost") : t("demo:post")}
          </ActionButton>
        </div>
      </footer>
      {leaveGuard.dialog}
    </Form>
  );
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
