/**
 * The image post form (portal.md §2.8, §4, §5, §8): title, tags, introduction, the images (the
 * upload queue, passed in by the route module: features do not import each other) with the cover
 * choice, and each image's optional generation parameters. Save keeps a draft (the URL then
 * carries the work's id); Post sends it for review (Re-post for a work that is not a draft, Save
 * hidden then) and goes to /personal/home after 200 ms. Both validate first, and both refuse while
 * an image is not ready. Leaving with unsaved changes asks first (decisions.md §3).
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { Callout, Intent } from "@blueprintjs/core";
import { Form, Formik, useFormikContext, type FormikErrors } from "formik";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import { Spinner } from "@/components/form/spinner";
import { TagInput } from "@/components/form/tag-input";
import { TextAreaField } from "@/components/form/text-area-field";
import { TextField } from "@/components/form/text-field";
import { ShellButton } from "@/components/shell-button";
import { showToast } from "@/components/toaster";
import type { Works } from "@/generated/model";
import { PublishStatus } from "@/generated/model/publishStatus";
import { SubmitStatus } from "@/generated/model/submitStatus";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { apiErrorMessage } from "@/lib/error-message";
import { graphemeLength } from "@/lib/graphemes";
import { useSaveWork } from "@/api/works/save-work";
import { GenerationParamsFields } from "./generation-params";
import {
  INTRO_MAX,
  INTRO_ROWS,
  TAG_LIMITS,
  TITLE_MAX,
  toSetWorksAuditBody,
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

type Action = "save" | "post";
type Failure = { action: Action; error: unknown } | { action: Action; notReady: true };

export interface PostImageFormProps {
  initialValues: PostImageValues;
  /** The author's saved copy, when editing one. */
  work?: Works;
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
  renderImages,
  onIdAssigned,
}: PostImageFormProps) {
  const { t } = useTranslation("worksPost");
  const save = useSaveWork();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Works | undefined>(work);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | undefined>();
  const [pendingAction, setPendingAction] = useState<Action | undefined>();
  const action = useRef<Action>("save");
  /** The leave guard's "let the next navigation through" (the fields own the guard). */
  const allowLeave = useRef<() => void>(() => undefined);
  const published = saved !== undefined && saved.status !== PublishStatus.Draft;

  const validate = (values: PostImageValues): FormikErrors<PostImageValues> => {
    const problems = validatePostImage(values);
    const errors: FormikErrors<PostImageValues> = {};
    if (problems.title) errors.title = t(`post.validation.${problems.title}`, { count: TITLE_MAX });
    if (problems.profiles)
      errors.profiles = t(`post.validation.${problems.profiles}`, { count: INTRO_MAX });
    if (problems.images) errors.images = t("post.validation.imagesRequired");
    return errors;
  };

  return (
    <Formik<PostImageValues>
      initialValues={initialValues}
      validate={validate}
      validateOnMount={false}
      onSubmit={async (values, helpers) => {
        const current = action.current;
        if (busy) {
          setFailure({ action: current, notReady: true });
          return;
        }
        setFailure(undefined);
        setPendingAction(current);
        try {
          const status = current === "post" ? SubmitStatus.Post : SubmitStatus.Save;
          const answer = await save.mutateAsync({
            data: toSetWorksAuditBody(values, status, saved?.works_id ?? ""),
          });
          const next = answer.audit_base_data;
          setSaved(next);
          helpers.resetForm({ values });
          if (!saved?.works_id) onIdAssigned(next.works_id);
          if (current === "post") {
            void showToast(t("post.postSuccess"), "success");
            allowLeave.current();
            setTimeout(() => void navigate("/personal/home"), AFTER_POST_MS);
          } else {
            void showToast(t("post.saveSuccess"), "success");
          }
        } catch (error) {
          setFailure({ action: current, error });
        } finally {
          setPendingAction(undefined);
        }
      }}
    >
      <PostImageFields
        saved={saved}
        busy={busy}
        onBusyChange={setBusy}
        published={published}
        failure={failure}
        pendingAction={pendingAction}
        renderImages={renderImages}
        onAction={(next) => (action.current = next)}
        onNotReady={(next) => setFailure({ action: next, notReady: true })}
        allowLeave={allowLeave}
        labelledBy={labelledBy}
      />
    </Formik>
  );
}

function PostImageFields({
  saved,
  busy,
  onBusyChange,
  published,
  failure,
  pendingAction,
  renderImages,
  onAction,
  onNotReady,
  allowLeave,
  labelledBy,
}: {
  saved?: Works;
  busy: boolean;
  onBusyChange(busy: boolean): void;
  published: boolean;
  failure?: Failure;
  pendingAction?: Action;
  renderImages: RenderImages;
  onAction(action: Action): void;
  /** Save or post was asked for while an image is not ready (checked before the form's rules). */
  onNotReady(action: Action): void;
  labelledBy?: string;
  allowLeave: RefObject<() => void>;
}) {
  const { t } = useTranslation(["worksPost", "uploads"]);
  const form = useFormikContext<PostImageValues>();
  const { values, setFieldValue, errors, submitCount, dirty } = form;
  const imagesId = useId();
  const leave = useLeaveGuard(dirty || busy);
  const { allowNextNavigation } = leave;
  useEffect(() => {
    const ref = allowLeave;
    ref.current = allowNextNavigation;
  }, [allowLeave, allowNextNavigation]);
  const titleLength = graphemeLength(values.title);
  const introLength = graphemeLength(values.profiles);
  const failureText = failure
    ? "notReady" in failure
      ? t("uploads:notReady")
      : t(failure.action === "post" ? "worksPost:post.postError" : "worksPost:post.saveError", {
          reason: apiErrorMessage(failure.error) ?? "",
        })
    : undefined;
  const submit = (next: Action) => {
    if (busy) {
      onNotReady(next);
      return;
    }
    onAction(next);
    void form.submitForm();
  };
  return (
    <Form className="gc-post-image__form" noValidate aria-labelledby={labelledBy}>
      {saved ? (
        <div className="gc-post-image__status">
          <AuditStatusTag status={saved.status} opinion={saved.audit_opinion} />
        </div>
      ) : null}
      <TextField
        name="title"
        label={t("worksPost:post.title")}
        after={
          <span
            className={`gc-post-image__counter${titleLength > TITLE_MAX ? " gc-post-image__counter--over" : ""}`}
            data-testid="post-title-counter"
          >
            {titleLength}/{TITLE_MAX}
          </span>
        }
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
        helperEnd={
          <span
            className={`gc-post-image__counter${introLength > INTRO_MAX ? " gc-post-image__counter--over" : ""}`}
            data-testid="post-intro-counter"
          >
            {introLength}/{INTRO_MAX}
          </span>
        }
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
      {failureText ? (
        <Callout intent={Intent.DANGER} compact role="alert" className="gc-post-image__failure">
          {failureText}
        </Callout>
      ) : null}
      <div className="gc-post-image__actions">
        {published ? null : (
          <ShellButton
            type="button"
            disabled={pendingAction !== undefined}
            aria-busy={pendingAction === "save" || undefined}
            icon={pendingAction === "save" ? <Spinner /> : undefined}
            onClick={() => submit("save")}
          >
            {pendingAction === "save" ? t("worksPost:post.saving") : t("worksPost:post.save")}
          </ShellButton>
        )}
        <ShellButton
          type="button"
          intent="primary"
          disabled={pendingAction !== undefined}
          aria-busy={pendingAction === "post" || undefined}
          icon={pendingAction === "post" ? <Spinner /> : undefined}
          onClick={() => submit("post")}
        >
          {pendingAction === "post"
            ? t("worksPost:post.posting")
            : published
              ? t("worksPost:post.repost")
              : t("worksPost:post.post")}
        </ShellButton>
      </div>
      {leave.dialog}
    </Form>
  );
}
