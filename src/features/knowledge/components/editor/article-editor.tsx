/**
 * The article editor's form (portal.md §2.4, §4, §5; decisions.md §3): title, introduction, the
 * rich-text body (lazy TipTap), the settings panel (category, tags, cover slot, related articles),
 * and the footer with the last-save time, the character total, back to top and the actions.
 *
 * - Save keeps a draft (status 0), Preview saves a draft and opens the detail in preview mode, Post
 *   sends it for review (status 1) and goes to /personal/home 200 ms after success. A loaded
 *   article that is not a draft is "published": Save is hidden and Post reads Re-post.
 * - Each action submits through the form kit's ActionForm (docs/decisions/0065-one-write-path.md):
 *   throttled to once per 2 s, its progress on its button, a failure as a toast in the user's
 *   language with what was typed kept; Ctrl/Cmd+S saves.
 * - Autosave: checked every 30 s, saves a draft (Save's call, in the background) when 5 minutes
 *   passed since the last save.
 * - Unsaved edits are kept in a local backup (per user) and offered back when newer than the
 *   server's copy; leaving with unsaved edits asks first.
 */
import {
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useFormikContext, type FormikContextType, type FormikErrors } from "formik";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import { BackupOffer } from "@/components/authoring/backup-offer";
import { SavedAgo } from "@/components/authoring/saved-ago";
import { ActionButton } from "@/components/form/action-button";
import { ActionForm, useFormActions } from "@/components/form/action-form";
import { Select } from "@/components/form/select";
import { TOAST_PLACE } from "@/components/form/server-error";
import { TagInput } from "@/components/form/tag-input";
import { TextAreaField } from "@/components/form/text-area-field";
import { showToast } from "@/components/toaster";
import { PublishStatus } from "@/generated/model/publishStatus";
import { SubmitStatus } from "@/generated/model/submitStatus";
import { autosaveDue, stampSaveTime, useAutosave } from "@/hooks/use-autosave";
import { clearBackup } from "@/hooks/use-editor-backup";
import { useDraftLayer, useSavedCopy, type SavedCopy } from "@/hooks/use-editor-draft";
import { graphemeLength } from "@/lib/graphemes";
import { articlePath, categoryNameKey } from "@/api/knowledge/categories";
import { useSaveArticle } from "@/api/knowledge/draft";
import { CountedTextField } from "./counted-text-field";
import {
  ARTICLE_CATEGORIES,
  TAG_LIMITS,
  INTRODUCTION_MAX,
  isPublished,
  sameValues,
  TITLE_MAX,
  toSaveBody,
  validateArticle,
  type ArticleExtras,
  type ArticleFormValues,
  type CoverImage,
  type EditorAction,
} from "./article-form";
import { LazyRichTextEditor } from "./lazy-rich-text-editor";
import { RelatedPicker } from "./related-picker";
import "./editor.css";

/** The cover field a host puts into the settings panel (the shared upload queue). */
export interface CoverField {
  value: CoverImage[];
  onChange(next: CoverImage[]): void;
  onBusyChange(busy: boolean): void;
}
export type RenderCover = (field: CoverField) => ReactNode;

/** Button handlers run at most once per this many ms (portal.md §5). */
export const ACTION_THROTTLE_MS = 2000;
/** Post success moves on to the personal home after this delay (portal.md §2.4). */
export const AFTER_POST_DELAY_MS = 200;
const PERSONAL_HOME = "/personal/home";

export const backupKeyOf = (id: string) => `article:${id || "new"}`;

export interface ArticleEditorProps {
  /** The article's id; empty for a new one. */
  id: string;
  initialValues: ArticleFormValues;
  extras: ArticleExtras;
  /** The loaded article's status (undefined for a new one) and review opinion. */
  status: PublishStatus | undefined;
  opinion?: string;
  /** When the server copy was last saved, ms (0 for a new one). */
  serverSavedAt: number;
  /** The first save answered an id: the host puts it into the URL. */
  onIdAssigned(id: string): void;
  renderCover?: RenderCover;
}

export function ArticleEditor(props: ArticleEditorProps) {
  const { t } = useTranslation(["editor", "knowledge", "common", "errors"]);
  const { initialValues, serverSavedAt, extras, onIdAssigned } = props;
  const navigate = useNavigate();
  const save = useSaveArticle();
  const [articleId, setArticleId] = useState(props.id);
  const [status, setStatus] = useState(props.status);
  const draft = useSavedCopy(initialValues, serverSavedAt);
  const [coverBusy, setCoverBusy] = useState(false);
  const titleId = useId();

  const validate = useCallback(
    (values: ArticleFormValues, action: ArticleAction): FormikErrors<ArticleFormValues> => {
      const errors = validateArticle(values, action === "autosave" ? "save" : action);
      const out: FormikErrors<ArticleFormValues> = {};
      for (const [field, key] of Object.entries(errors) as [keyof typeof errors, string][]) {
        out[field] = t(`editor:${key}` as "editor:titleEmpty", {
          count: key === "titleTooLong" ? TITLE_MAX : INTRODUCTION_MAX,
        });
      }
      return out;
    },
    [t],
  );

  /** Every action's call (portal.md §2.4): a draft, or a post for review; failures go to the kit. */
  const onSubmit = async (sent: ArticleFormValues, what: ArticleAction) => {
    const submit = what === "post" ? SubmitStatus.Post : SubmitStatus.Save;
    const body = toSaveBody(sent, submit, articleId, extras, initialValues.cover[0]?.url);
    const answer = await save.mutateAsync({ data: body });
    const id = answer.audit_base_data.lore_essay_id || articleId;
    draft.markSaved(sent);
    setStatus(submit === SubmitStatus.Post ? PublishStatus.Releasing : PublishStatus.Draft);
    clearBackup(backupKeyOf(articleId));
    if (id !== articleId) {
      clearBackup(backupKeyOf(""));
      setArticleId(id);
      onIdAssigned(id);
    }
    if (what === "save") void showToast(t("editor:saveSuccess"), "success");
    if (what === "preview") {
      draft.allowNextNavigation();
      void navigate(`${articlePath(id)}&type=preview`);
    }
    if (what === "post") {
      void showToast(t("editor:postSuccess"), "success");
      draft.leave();
      setTimeout(() => void navigate(PERSONAL_HOME), AFTER_POST_DELAY_MS);
    }
  };

  /** After a submit the rules stopped: the first field to fix takes the focus. */
  const onInvalid = (errors: FormikErrors<ArticleFormValues>) => {
    if (errors.title) document.getElementById(titleId)?.focus();
    else if (errors.profiles) document.querySelector<HTMLElement>("[name='profiles']")?.focus();
    else if (errors.content)
      document
        .querySelector<HTMLElement>(`[id="${titleId}-body"] [contenteditable="true"]`)
        ?.focus();
    else if (errors.category) document.getElementById(`${titleId}-category`)?.focus();
  };

  return (
    <ActionForm<ArticleFormValues, ArticleAction>
      initialValues={initialValues}
      defaultAction="save"
      validate={validate}
      validateOnBlur={false}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      refuse={() => (coverBusy ? "editor:coverNotReady" : undefined)}
      failuresAt={TOAST_PLACE}
      failureKeys={FAILURE_KEYS}
      throttleMs={ACTION_THROTTLE_MS}
    >
      <EditorForm
        {...props}
        titleId={titleId}
        articleId={articleId}
        status={status}
        draft={draft}
        coverBusy={coverBusy}
        onCoverBusyChange={setCoverBusy}
        pending={save.isPending}
      />
    </ActionForm>
  );
}

/** The article's actions; autosave is Save's call in the background (portal.md §4). */
type ArticleAction = EditorAction | "autosave";

const FAILURE_KEYS: Record<ArticleAction, string> = {
  save: "editor:saveError",
  preview: "editor:saveError",
  post: "editor:postError",
  autosave: "editor:autosaveError",
};

interface EditorFormProps extends ArticleEditorProps {
  titleId: string;
  articleId: string;
  status: PublishStatus | undefined;
  draft: SavedCopy<ArticleFormValues>;
  coverBusy: boolean;
  onCoverBusyChange(busy: boolean): void;
  pending: boolean;
}

function EditorForm({
  initialValues,
  opinion,
  serverSavedAt,
  renderCover,
  titleId,
  articleId,
  status,
  draft,
  coverBusy,
  onCoverBusyChange,
  pending,
}: EditorFormProps) {
  const { t } = useTranslation(["editor", "knowledge", "common", "errors"]);
  const formik = useFormikContext<ArticleFormValues>();
  const actions = useFormActions<ArticleAction>()!;
  const { values } = formik;
  const ids = {
    title: titleId,
    body: `${titleId}-body`,
    category: `${titleId}-category`,
    top: useId(),
  };
  const [bodyCharacters, setBodyCharacters] = useState(0);
  // The body editor's starting HTML, read once per editor (a restored backup starts a new one):
  // the body does not re-render with every keystroke of a long article (docs/decisions/0090).
  const [body, setBody] = useState(() => ({ key: 0, html: initialValues.content }));
  const published = isPublished(status);
  // The local backup (decisions.md §3) and the leave guard.
  const { dirty, backup, leaveGuard, restore } = useDraftLayer({
    draft,
    slot: backupKeyOf(articleId),
    values,
    initialValues,
    serverSavedAt,
    same: sameValues,
    setValues: (restored) => {
      void formik.setValues(restored, false);
      setBody((current) => ({ key: current.key + 1, html: restored.content }));
    },
  });

  const saveShortcut = useEffectEvent(() => {
    if (!published) void actions.submit("save");
  });

  // Ctrl/Cmd+S saves (the browser's own "save page" is never wanted here).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        saveShortcut();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Autosave (portal.md §4): a draft only; a published article keeps its edits in the backup.
  useAutosave(() => {
    if (published || actions.running || draft.leaving || coverBusy) return;
    if (!autosaveDue(dirty, draft.lastSaveTime.current)) return;
    stampSaveTime(draft.lastSaveTime);
    void actions.runInBackground("autosave");
  });

  // Validating on each keystroke of the body only matters to clear a shown body error.
  const validateBody = useRef(false);
  const loadedContent = useRef(values.content);
  useLayoutEffect(() => {
    validateBody.current = formik.errors.content !== undefined;
    loadedContent.current = formik.values.content;
  });
  const onBodyChange = useCallback(
    (html: string, characters: number) => {
      setBodyCharacters(characters);
      void formik.setFieldValue("content", html, validateBody.current);
    },
    // setFieldValue is stable enough; formik itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formik.setFieldValue],
  );
  const onBodyReady = useCallback(
    (html: string, characters: number) => {
      setBodyCharacters(characters);
      // TipTap normalises the loaded HTML: that is not an edit.
      const loaded = loadedContent.current;
      draft.setSaved((current) =>
        current.content === loaded ? { ...current, content: html } : current,
      );
      if (loaded !== html) void formik.setFieldValue("content", html, false);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formik.setFieldValue, draft.setSaved],
  );

  const contentError =
    formik.touched.content && typeof formik.errors.content === "string"
      ? formik.errors.content
      : undefined;
  const categoryError =
    formik.touched.category && typeof formik.errors.category === "string"
      ? formik.errors.category
      : undefined;
  const total = graphemeLength(values.title) + graphemeLength(values.profiles) + bodyCharacters;

  return (
    <div className="gc-editor" id={ids.top}>
      <div className="gc-editor__head">
        <h1 className="gc-editor__heading">{t("editor:heading")}</h1>
        {status !== undefined && articleId ? (
          <AuditStatusTag status={status} opinion={opinion} />
        ) : null}
      </div>
      {backup.offer ? (
        <BackupOffer
          savedAt={backup.offer.savedAt}
          onRestore={() => void restore()}
          onDiscard={backup.discard}
          className="gc-editor__restore"
          actionsClassName="gc-editor__restore-actions"
        />
      ) : null}
      <form
        className="gc-editor__layout"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!published) void actions.submit("save");
        }}
      >
        <div className="gc-editor__main">
          <CountedTextField
            name="title"
            inputId={ids.title}
            label={t("editor:title")}
            placeholder={t("editor:titlePlaceholder")}
            max={TITLE_MAX}
          />
          <TextAreaField
            name="profiles"
            label={t("editor:introduction")}
            placeholder={t("editor:introductionPlaceholder")}
            rows={3}
            showRuleNow
            counter={{ count: graphemeLength(values.profiles), max: INTRODUCTION_MAX }}
          />
          <BodyField
            id={ids.body}
            body={body}
            label={t("editor:body")}
            error={contentError}
            onChange={onBodyChange}
            onReady={onBodyReady}
          />
        </div>
        <SettingsPanel
          id={`${ids.top}-settings`}
          categoryId={ids.category}
          category={values.category}
          categoryError={categoryError}
          tags={values.tags}
          cover={values.cover}
          related={values.related}
          articleId={articleId}
          renderCover={renderCover}
          setFieldValue={formik.setFieldValue}
          onCoverBusyChange={onCoverBusyChange}
        />
        <footer className="gc-editor__footer">
          <div className="gc-editor__footer-info">
            <span>
              <SavedAgo at={draft.lastSavedAt} />
              {dirty ? <span className="gc-editor__unsaved"> · {t("editor:unsaved")}</span> : null}
            </span>
            <span>{t("editor:total", { count: total })}</span>
            <button
              type="button"
              className="bp6-button bp6-minimal bp6-small"
              onClick={() => {
                window.scrollTo({ top: 0, behavior: "smooth" });
                document.getElementById(ids.title)?.focus({ preventScroll: true });
              }}
            >
              <span className="bp6-button-text">{t("editor:backToTop")}</span>
            </button>
          </div>
          <div className="gc-editor__actions" role="group" aria-label={t("editor:actions")}>
            <ActionButton action="preview" pending={pending} busyText={t("editor:previewing")}>
              {t("editor:preview")}
            </ActionButton>
            {published ? null : (
              <ActionButton
                action="save"
                busyFor={["save", "autosave"]}
                pending={pending}
                busyText={t("editor:saving")}
              >
                {t("editor:save")}
              </ActionButton>
            )}
            <ActionButton action="post" primary pending={pending} busyText={t("editor:posting")}>
              {published ? t("editor:repost") : t("editor:post")}
            </ActionButton>
          </div>
        </footer>
      </form>
      {leaveGuard.dialog}
    </div>
  );
}

/** The body field: re-renders when its error or its editor changes, not with each keystroke. */
const BodyField = memo(function BodyField({
  id,
  body,
  label,
  error,
  onChange,
  onReady,
}: {
  id: string;
  body: { key: number; html: string };
  label: string;
  error: string | undefined;
  onChange(html: string, characters: number): void;
  onReady(html: string, characters: number): void;
}) {
  return (
    <div className="bp6-form-group gc-editor__field" id={id}>
      <span className="bp6-label" id={`${id}-label`}>
        {label}
      </span>
      <LazyRichTextEditor
        key={body.key}
        initialHtml={body.html}
        onChange={onChange}
        onReady={onReady}
        label={label}
        describedBy={error ? `${id}-error` : undefined}
        invalid={error !== undefined}
      />
      <div className="bp6-form-helper-text">
        {error ? (
          <span id={`${id}-error`} className="gc-editor__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    </div>
  );
});

/** The settings panel: re-renders when a setting changes, not with each keystroke of the body. */
const SettingsPanel = memo(function SettingsPanel({
  id,
  categoryId,
  category,
  categoryError,
  tags,
  cover,
  related,
  articleId,
  renderCover,
  setFieldValue,
  onCoverBusyChange,
}: {
  id: string;
  categoryId: string;
  category: ArticleFormValues["category"];
  categoryError: string | undefined;
  tags: ArticleFormValues["tags"];
  cover: ArticleFormValues["cover"];
  related: ArticleFormValues["related"];
  articleId: string;
  renderCover?: RenderCover;
  setFieldValue: FormikContextType<ArticleFormValues>["setFieldValue"];
  onCoverBusyChange(busy: boolean): void;
}) {
  const { t } = useTranslation(["editor", "knowledge"]);
  const coverField: CoverField = {
    value: cover,
    onChange: (next) => void setFieldValue("cover", next, false),
    onBusyChange: onCoverBusyChange,
  };
  return (
    <aside className="gc-editor__settings" aria-labelledby={id}>
      <h2 className="gc-editor__settings-title" id={id}>
        {t("editor:settings")}
      </h2>
      <div className="bp6-form-group gc-editor__field">
        <label className="bp6-label" htmlFor={categoryId}>
          {t("editor:category")}
        </label>
        <Select
          fill
          className={categoryError ? "bp6-intent-danger" : undefined}
          id={categoryId}
          name="category"
          value={category}
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={categoryError ? `${categoryId}-error` : undefined}
          onChange={(event) => void setFieldValue("category", Number(event.currentTarget.value))}
        >
          <option value={0}>{t("editor:categoryPlaceholder")}</option>
          {ARTICLE_CATEGORIES.map((type) => (
            <option key={type} value={type}>
              {t(`knowledge:${categoryNameKey(type)}`)}
            </option>
          ))}
        </Select>
        {categoryError ? (
          <div
            className="bp6-form-helper-text gc-editor__error"
            id={`${categoryId}-error`}
            role="alert"
          >
            {categoryError}
          </div>
        ) : null}
      </div>
      <TagInput
        className="gc-editor__field"
        value={tags}
        limits={TAG_LIMITS}
        onChange={(next) => void setFieldValue("tags", next, false)}
      />
      {renderCover ? (
        <div className="gc-editor__field gc-editor__cover">
          <span className="bp6-label">{t("editor:cover")}</span>
          {renderCover(coverField)}
        </div>
      ) : null}
      <RelatedPicker
        value={related}
        articleId={articleId}
        onChange={(next) => void setFieldValue("related", next, false)}
      />
    </aside>
  );
});
