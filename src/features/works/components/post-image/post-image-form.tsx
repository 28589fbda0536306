/**
 * The image post form (portal.md §2.8, §4, §5, §8): title, tags, introduction, the images (the
 * upload queue, passed in by the route module: features do not import each other) with the cover
 * choice, and each image's optional generation parameters. Save keeps a draft (the URL then
 * carries the work's id); Post sends it for review (Re-post for a work that is not a draft, Save
 * hidden then) and goes to /personal/home after 200 ms. Both validate first, and both refuse while
 * an image is not ready; both submit through the form kit's ActionForm
 * (docs/decisions/0065-one-write-path.md), a failure shown in the form with what was typed kept.
 * Autosave as the article editor's (portal.md §4: checked every 30 s, a draft saved 5 minutes after
 * the last save); unsaved edits kept in a local backup (per user) and offered back when newer than
 * the server copy; leaving with unsaved changes asks first (decisions.md §3).
 */
import { useId, useState, type ReactNode } from "react";
import { Form, useFormikContext, type FormikErrors } from "formik";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import { BackupOffer } from "@/components/authoring/backup-offer";
import { SavedAgo } from "@/components/authoring/saved-ago";
import { ActionButton } from "@/components/form/action-button";
import { ActionForm, useFormActions } from "@/components/form/action-form";
import { FormMessage } from "@/components/form/form-message";
import { FORM_PLACE } from "@/components/form/server-error";
import { TagInput } from "@/components/form/tag-input";
import { TextAreaField } from "@/components/form/text-area-field";
import { TextField } from "@/components/form/text-field";
import { showToast } from "@/components/toaster";
import type { Works } from "@/generated/model";
import { PublishStatus } from "@/generated/model/publishStatus";
import { SubmitStatus } from "@/generated/model/submitStatus";
import { autosaveDue, stampSaveTime, useAutosave } from "@/hooks/use-autosave";
import { clearBackup } from "@/hooks/use-editor-backup";
import { useDraftLayer, useSavedCopy, type SavedCopy } from "@/hooks/use-editor-draft";
import { graphemeLength } from "@/lib/graphemes";
import { useSaveWork } from "@/api/works/save-work";
import { GenerationParamsFields } from "./generation-params";
import {
  INTRO_MAX,
  INTRO_ROWS,
  TAG_LIMITS,
  TITLE_MAX,
  toSetWorksAuditBody,
  samePostImageValues,
  validatePostImage,
  type PostImage,
  type PostImageValues,
} from "./post-image-rules";

/** What the route module's image list gets (the upload queue's props). */
export interface ImagesField {
  id: string;
  label: string;
  value: PostImage[];
  onChange(next: PostImage[]): void;
  onBusyChange(busy: boolean): void;
}
export type RenderImages = (field: ImagesField) => ReactNode;

/** After a successful post the page moves on after this delay (portal.md §2.4, §4). */
export const AFTER_POST_MS = 200;

/** The local backup's slot of an image work (decisions.md §3), per user. */
export const imageBackupSlot = (id: string) => `image:${id || "new"}`;

/** The image post's actions; autosave is Save's call in the background (portal.md §4). */
type Action = "save" | "post" | "autosave";

const FAILURE_KEYS: Record<Action, string> = {
  save: "worksPost:post.saveError",
  post: "worksPost:post.postError",
  autosave: "worksPost:post.autosaveError",
};

export interface PostImageFormProps {
  initialValues: PostImageValues;
  /** The author's saved copy, when editing one. */
  work?: Works;
  /** When the server copy was last saved, ms (0 for a new one). */
  serverSavedAt: number;
  renderImages: RenderImages;
  /** Called with the id the first save gave the work (the page puts it in the URL). */
  onIdAssigned(id: string): void;
  /** The id of the page's heading, which names the form. */
  labelledBy?: string;
}

export function PostImageForm({
  labelledBy,
  initialValues,
  work,
  serverSavedAt,
  renderImages,
  onIdAssigned,
}: PostImageFormProps) {
  const { t } = useTranslation(["worksPost", "uploads", "editor"]);
  const save = useSaveWork();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<Works | undefined>(work);
  const draft = useSavedCopy(initialValues, serverSavedAt);
  const [busy, setBusy] = useState(false);
  const worksId = current?.works_id ?? "";

  const validate = (values: PostImageValues): FormikErrors<PostImageValues> => {
    const problems = validatePostImage(values);
    const errors: FormikErrors<PostImageValues> = {};
    if (problems.title)
      errors.title = t(`worksPost:post.validation.${problems.title}`, { count: TITLE_MAX });
    if (problems.profiles)
      errors.profiles = t(`worksPost:post.validation.${problems.profiles}`, { count: INTRO_MAX });
    if (problems.images) errors.images = t("worksPost:post.validation.imagesRequired");
    return errors;
  };

  /** Every action's call: a draft or a post for review; failures are placed by the kit. */
  const onSubmit = async (values: PostImageValues, what: Action) => {
    const status = what === "post" ? SubmitStatus.Post : SubmitStatus.Save;
    const answer = await save.mutateAsync({
      data: toSetWorksAuditBody(values, status, worksId),
    });
    const next = answer.audit_base_data;
    draft.markSaved(values);
    setCurrent(next);
    clearBackup(imageBackupSlot(worksId));
    if (next.works_id && next.works_id !== worksId) {
      clearBackup(imageBackupSlot(""));
      onIdAssigned(next.works_id);
    }
    if (what === "save") void showToast(t("worksPost:post.saveSuccess"), "success");
    if (what === "post") {
      void showToast(t("worksPost:post.postSuccess"), "success");
      draft.leave();
      setTimeout(() => void navigate("/personal/home"), AFTER_POST_MS);
    }
  };

  return (
    <ActionForm<PostImageValues, Action>
      initialValues={initialValues}
      defaultAction="save"
      validate={validate}
      onSubmit={onSubmit}
      refuse={() => (busy ? "uploads:notReady" : undefined)}
      failuresAt={FORM_PLACE}
      failureKeys={FAILURE_KEYS}
    >
      <PostImageFields
        current={current}
        initialValues={initialValues}
        serverSavedAt={serverSavedAt}
        draft={draft}
        busy={busy}
        onBusyChange={setBusy}
        renderImages={renderImages}
        labelledBy={labelledBy}
        pending={save.isPending}
      />
    </ActionForm>
  );
}

function PostImageFields({
  current,
  initialValues,
  serverSavedAt,
  draft,
  busy,
  onBusyChange,
  renderImages,
  labelledBy,
  pending,
}: {
  current?: Works;
  initialValues: PostImageValues;
  serverSavedAt: number;
  draft: SavedCopy<PostImageValues>;
  busy: boolean;
  onBusyChange(busy: boolean): void;
  renderImages: RenderImages;
  labelledBy?: string;
  pending: boolean;
}) {
  const { t } = useTranslation(["worksPost", "uploads", "editor"]);
  const form = useFormikContext<PostImageValues>();
  const actions = useFormActions<Action>()!;
  const { values, setFieldValue, errors, submitCount } = form;
  const imagesId = useId();
  const published = current !== undefined && current.status !== PublishStatus.Draft;
  // The local backup of unsaved edits, offered back when newer than the server copy, and the
  // leave guard (decisions.md §3).
  const { dirty, backup, leaveGuard, restore } = useDraftLayer({
    draft,
    slot: imageBackupSlot(current?.works_id ?? ""),
    values,
    busy,
    initialValues,
    serverSavedAt,
    same: samePostImageValues,
    setValues: (restored) => void form.setValues(restored, false),
  });

  // Autosave (portal.md §4): a draft only, when its rules pass; a published work keeps its edits
  // in the backup.
  useAutosave(() => {
    if (published || actions.running || draft.leaving || busy) return;
    if (!autosaveDue(dirty, draft.lastSaveTime.current)) return;
    if (Object.keys(validatePostImage(values)).length > 0) return;
    stampSaveTime(draft.lastSaveTime);
    void actions.runInBackground("autosave");
  });

  const titleLength = graphemeLength(values.title);
  const introLength = graphemeLength(values.profiles);
  return (
    <Form
      className="gc-post-image__form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!published) void actions.submit("save");
      }}
    >
      {current ? (
        <div className="gc-post-image__status">
          <AuditStatusTag status={current.status} opinion={current.audit_opinion} />
        </div>
      ) : null}
      {backup.offer ? (
        <BackupOffer
          savedAt={backup.offer.savedAt}
          onRestore={() => void restore()}
          onDiscard={backup.discard}
          className="gc-post-image__restore"
          actionsClassName="gc-post-image__restore-actions"
        />
      ) : null}
      <TextField
        name="title"
        label={t("worksPost:post.title")}
        counter={{ count: titleLength, max: TITLE_MAX, testId: "post-title-counter" }}
      />
      <TagInput
        className="gc-post-image__field"
        value={values.tags}
        limits={TAG_LIMITS}
        onChange={(next) => void setFieldValue("tags", next)}
      />
      <TextAreaField
        name="profiles"
        label={t("worksPost:post.intro")}
        rows={INTRO_ROWS}
        showRuleNow
        counter={{ count: introLength, max: INTRO_MAX, testId: "post-intro-counter" }}
      />
      <div className="bp6-form-group gc-post-image__field">
        <h2 className="bp6-label gc-post-image__images-heading" id={`${imagesId}-heading`}>
          {t("worksPost:post.images")}
        </h2>
        {renderImages({
          id: imagesId,
          label: t("worksPost:post.images"),
          value: values.images,
          onChange: (next) => void setFieldValue("images", next),
          onBusyChange,
        })}
        {submitCount > 0 && errors.images ? (
          <p className="gc-post-image__message" role="alert">
            {String(errors.images)}
          </p>
        ) : null}
      </div>
      <GenerationParamsFields
        images={values.images}
        params={values.params}
        onChange={(next) => void setFieldValue("params", next)}
      />
      <FormMessage className="gc-post-image__failure" />
      <div className="gc-post-image__footer">
        <span className="gc-post-image__saved">
          <SavedAgo at={draft.lastSavedAt} />
          {dirty ? <span> · {t("editor:unsaved")}</span> : null}
        </span>
        <div className="gc-post-image__actions">
          {published ? null : (
            <ActionButton
              action="save"
              busyFor={["save", "autosave"]}
              pending={pending}
              busyText={t("worksPost:post.saving")}
            >
              {t("worksPost:post.save")}
            </ActionButton>
          )}
          <ActionButton
            action="post"
            primary
            pending={pending}
            busyText={t("worksPost:post.posting")}
          >
            {published ? t("worksPost:post.repost") : t("worksPost:post.post")}
          </ActionButton>
        </div>
      </div>
      {leaveGuard.dialog}
    </Form>
  );
}
