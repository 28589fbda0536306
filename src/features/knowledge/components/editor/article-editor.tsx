/**
 * The article editor's form (portal.md §2.4, §4, §5; decisions.md §3): title, introduction, the
 * rich-text body (lazy TipTap), the settings panel (category, tags, cover slot, related articles),
 * and the footer with the last-save time, the character total, back to top and the actions.
 *
 * - Save keeps a draft (status 0), Preview saves a draft and opens the detail in preview mode, Post
 *   sends it for review (status 1) and goes to /personal/home 200 ms after success. A loaded
 *   article that is not a draft is "published": Save is hidden and Post reads Re-post.
 * - Each action is throttled to once per 2 s and shows its progress; Ctrl/Cmd+S saves.
 * - Autosave: checked every 30 s, saves a draft when 5 minutes passed since the last save.
 * - Unsaved edits are kept in a local backup (per user) and offered back when newer than the
 *   server's copy; leaving with unsaved edits asks first.
 */
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { Formik, useFormikContext, type FormikErrors } from "formik";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import { Select } from "@/components/form/select";
import { Spinner } from "@/components/form/spinner";
import { TagInput } from "@/components/form/tag-input";
import { TextAreaField } from "@/components/form/text-area-field";
import { ShellButton } from "@/components/shell-button";
import { showToast } from "@/components/toaster";
import { PublishStatus } from "@/generated/model/publishStatus";
import { SubmitStatus } from "@/generated/model/submitStatus";
import { autosaveDue, useAutosave } from "@/hooks/use-autosave";
import { clearBackup, useEditorBackup } from "@/hooks/use-editor-backup";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { apiErrorMessage } from "@/lib/error-message";
import { graphemeLength } from "@/lib/graphemes";
import { translateDynamic } from "@/lib/i18n";
import { articlePath, categoryNameKey } from "@/api/knowledge/categories";
import { useSaveArticle } from "@/api/knowledge/draft";
import { CountedTextField, FieldCounter } from "./counted-text-field";
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
import { useMinuteClock } from "./use-minute-clock";
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
  const { t } = useTranslation("editor");
  const action = useRef<EditorAction>("save");
  const validate = useCallback(
    (values: ArticleFormValues): FormikErrors<ArticleFormValues> => {
      const errors = validateArticle(values, action.current);
      const out: FormikErrors<ArticleFormValues> = {};
      for (const [field, key] of Object.entries(errors) as [keyof typeof errors, string][]) {
        out[field] = t(`${key}` as "titleEmpty", {
          count: key === "titleTooLong" ? TITLE_MAX : INTRODUCTION_MAX,
        });
      }
      return out;
    },
    [t],
  );
  return (
    <Formik<ArticleFormValues>
      initialValues={props.initialValues}
      validate={validate}
      validateOnBlur={false}
      onSubmit={() => undefined}
    >
      <EditorForm
        {...props}
        setAction={(what) => {
          action.current = what;
        }}
      />
    </Formik>
  );
}

function EditorForm({
  id: loadedId,
  initialValues,
  extras,
  status: loadedStatus,
  opinion,
  serverSavedAt,
  onIdAssigned,
  renderCover,
  setAction,
}: ArticleEditorProps & { setAction(what: EditorAction): void }) {
  const { t } = useTranslation(["editor", "knowledge", "common", "errors"]);
  const navigate = useNavigate();
  const formik = useFormikContext<ArticleFormValues>();
  const { values } = formik;
  const ids = { title: useId(), body: useId(), category: useId(), top: useId() };
  const save = useSaveArticle();

  const [articleId, setArticleId] = useState(loadedId);
  const [status, setStatus] = useState(loadedStatus);
  const [saved, setSaved] = useState(initialValues);
  const [lastSavedAt, setLastSavedAt] = useState(serverSavedAt || null);
  const [running, setRunning] = useState<EditorAction | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [bodyCharacters, setBodyCharacters] = useState(0);
  const [editorKey, setEditorKey] = useState(0);
  const [coverBusy, setCoverBusy] = useState(false);
  const lastAction = useRef(0);
  const lastSaveTime = useRef(0);
  useEffect(() => {
    lastSaveTime.current = Date.now();
  }, []);
  const published = isPublished(status);
  const dirty = !sameValues(values, saved);
  const leaveGuard = useLeaveGuard(dirty && !leaving);

  // --- local backup (decisions.md §3) --------------------------------------------------------
  const backup = useEditorBackup({
    slot: backupKeyOf(articleId),
    values,
    dirty,
    suspended: leaving,
    initialValues,
    serverSavedAt,
    same: sameValues,
  });
  const { offer } = backup;
  const restore = () => {
    const restored = backup.restore();
    if (!restored) return;
    void formik.setValues(restored, false);
    setEditorKey((key) => key + 1);
  };
  const discard = backup.discard;

  // --- saving ----------------------------------------------------------------------------------
  const failureKey = (what: EditorAction | "autosave") =>
    what === "post"
      ? "editor:postError"
      : what === "autosave"
        ? "editor:autosaveError"
        : "editor:saveError";

  const send = async (what: EditorAction | "autosave") => {
    const submit = what === "post" ? SubmitStatus.Post : SubmitStatus.Save;
    const sent = values;
    const body = toSaveBody(sent, submit, articleId, extras, initialValues.cover[0]?.url);
    try {
      const answer = await save.mutateAsync({ data: body });
      const id = answer.audit_base_data.lore_essay_id;
      lastSaveTime.current = Date.now();
      setLastSavedAt(Date.now());
      setSaved(sent);
      setStatus(submit === SubmitStatus.Post ? PublishStatus.Releasing : PublishStatus.Draft);
      clearBackup(backupKeyOf(articleId));
      if (id && id !== articleId) {
        clearBackup(backupKeyOf(""));
        setArticleId(id);
        onIdAssigned(id);
      }
      return id || articleId;
    } catch (error) {
      const reason = apiErrorMessage(error);
      if (reason !== undefined) void showToast(t(failureKey(what), { reason }), "error");
      return null;
    }
  };

  const focusFirstError = (errors: FormikErrors<ArticleFormValues>) => {
    if (errors.title) document.getElementById(ids.title)?.focus();
    else if (errors.profiles) document.querySelector<HTMLElement>("[name='profiles']")?.focus();
    else if (errors.content)
      document.querySelector<HTMLElement>(`[id="${ids.body}"] [contenteditable="true"]`)?.focus();
    else if (errors.category) document.getElementById(ids.category)?.focus();
  };

  const run = async (what: EditorAction) => {
    const now = Date.now();
    if (running || now - lastAction.current < ACTION_THROTTLE_MS) return;
    lastAction.current = now;
    if (coverBusy) {
      void showToast(translateDynamic("uploads:notReady") ?? t("editor:coverNotReady"), "warning");
      return;
    }
    setAction(what);
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(
        { title: true, profiles: true, content: true, category: true },
        false,
      );
      focusFirstError(errors);
      return;
    }
    setRunning(what);
    const id = await send(what);
    setRunning(null);
    setAction("save");
    if (id === null) return;
    if (what === "save") void showToast(t("editor:saveSuccess"), "success");
    if (what === "preview") {
      leaveGuard.allowNextNavigation();
      void navigate(`${articlePath(id)}&type=preview`);
    }
    if (what === "post") {
      void showToast(t("editor:postSuccess"), "success");
      setLeaving(true);
      leaveGuard.allowNextNavigation();
      setTimeout(() => void navigate(PERSONAL_HOME), AFTER_POST_DELAY_MS);
    }
  };
  const saveShortcut = useEffectEvent(() => {
    if (!published) void run("save");
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
    if (published || running || leaving || coverBusy) return;
    if (!autosaveDue(dirty, lastSaveTime.current)) return;
    lastSaveTime.current = Date.now();
    setRunning("save");
    void send("autosave").finally(() => setRunning(null));
  });

  const onBodyChange = useCallback(
    (html: string, characters: number) => {
      setBodyCharacters(characters);
      void formik.setFieldValue("content", html);
    },
    // setFieldValue is stable enough; formik itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formik.setFieldValue],
  );
  const onBodyReady = useCallback(
    (html: string, characters: number) => {
      setBodyCharacters(characters);
      // TipTap normalises the loaded HTML: that is not an edit.
      setSaved((current) =>
        current.content === formik.values.content ? { ...current, content: html } : current,
      );
      if (formik.values.content !== html) void formik.setFieldValue("content", html, false);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formik.setFieldValue, formik.values.content],
  );

  const coverField: CoverField = {
    value: values.cover,
    onChange: (next) => void formik.setFieldValue("cover", next, false),
    onBusyChange: setCoverBusy,
  };

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
      {offer ? (
        <section
          className="bp6-callout bp6-intent-warning gc-editor__restore"
          aria-labelledby={`${ids.top}-restore`}
        >
          <h2 className="bp6-heading" id={`${ids.top}-restore`}>
            {t("editor:restoreTitle")}
          </h2>
          <p>
            {t("editor:restoreMessage", {
              time: new Date(offer.savedAt).toLocaleString(),
            })}
          </p>
          <div className="gc-editor__restore-actions">
            <ShellButton intent="primary" text={t("editor:restore")} onClick={restore} />
            <ShellButton text={t("editor:discard")} onClick={discard} />
          </div>
        </section>
      ) : null}
      <form
        className="gc-editor__layout"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!published) void run("save");
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
            helperEndId={`${ids.title}-intro-counter`}
            helperEnd={
              <FieldCounter
                id={`${ids.title}-intro-counter`}
                count={graphemeLength(values.profiles)}
                max={INTRODUCTION_MAX}
              />
            }
          />
          <div className="bp6-form-group gc-editor__field" id={ids.body}>
            <span className="bp6-label" id={`${ids.body}-label`}>
              {t("editor:body")}
            </span>
            <LazyRichTextEditor
              key={editorKey}
              initialHtml={values.content}
              onChange={onBodyChange}
              onReady={onBodyReady}
              label={t("editor:body")}
              describedBy={contentError ? `${ids.body}-error` : undefined}
              invalid={contentError !== undefined}
            />
            <div className="bp6-form-helper-text">
              {contentError ? (
                <span id={`${ids.body}-error`} className="gc-editor__error" role="alert">
                  {contentError}
                </span>
              ) : null}
            </div>
          </div>
        </div>
        <aside className="gc-editor__settings" aria-labelledby={`${ids.top}-settings`}>
          <h2 className="gc-editor__settings-title" id={`${ids.top}-settings`}>
            {t("editor:settings")}
          </h2>
          <div className="bp6-form-group gc-editor__field">
            <label className="bp6-label" htmlFor={ids.category}>
              {t("editor:category")}
            </label>
            <Select
              fill
              className={categoryError ? "bp6-intent-danger" : undefined}
              id={ids.category}
              name="category"
              value={values.category}
              aria-invalid={categoryError ? true : undefined}
              aria-describedby={categoryError ? `${ids.category}-error` : undefined}
              onChange={(event) =>
                void formik.setFieldValue("category", Number(event.currentTarget.value))
              }
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
                id={`${ids.category}-error`}
                role="alert"
              >
                {categoryError}
              </div>
            ) : null}
          </div>
          <TagInput
            className="gc-editor__field"
            value={values.tags}
            limits={TAG_LIMITS}
            onChange={(next) => void formik.setFieldValue("tags", next, false)}
          />
          {renderCover ? (
            <div className="gc-editor__field gc-editor__cover">
              <span className="bp6-label">{t("editor:cover")}</span>
              {renderCover(coverField)}
            </div>
          ) : null}
          <RelatedPicker
            value={values.related}
            articleId={articleId}
            onChange={(next) => void formik.setFieldValue("related", next, false)}
          />
        </aside>
        <footer className="gc-editor__footer">
          <div className="gc-editor__footer-info">
            <span>
              <SavedAgo at={lastSavedAt} />
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
            <ActionButton
              what="preview"
              running={running}
              text={t("editor:preview")}
              busyText={t("editor:previewing")}
              onClick={() => void run("preview")}
            />
            {published ? null : (
              <ActionButton
                what="save"
                running={running}
                text={t("editor:save")}
                busyText={t("editor:saving")}
                onClick={() => void run("save")}
              />
            )}
            <ActionButton
              what="post"
              primary
              running={running}
              text={published ? t("editor:repost") : t("editor:post")}
              busyText={t("editor:posting")}
              onClick={() => void run("post")}
            />
          </div>
        </footer>
      </form>
      {leaveGuard.dialog}
    </div>
  );
}

function ActionButton({
  what,
  running,
  text,
  busyText,
  primary,
  onClick,
}: {
  what: EditorAction;
  running: EditorAction | null;
  text: string;
  busyText: string;
  primary?: boolean;
  onClick(): void;
}) {
  const busy = running === what;
  return (
    <ShellButton
      intent={primary ? "primary" : undefined}
      disabled={running !== null}
      aria-busy={busy || undefined}
      icon={busy ? <Spinner /> : undefined}
      text={busy ? busyText : text}
      onClick={onClick}
    />
  );
}

/** "Saved n minutes ago", kept current while the page stays open. */
function SavedAgo({ at }: { at: number | null }) {
  const { t } = useTranslation("editor");
  const now = useMinuteClock();
  if (at === null) return <>{t("savedNever")}</>;
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  return <>{minutes === 0 ? t("savedJustNow") : t("savedMinutes", { count: minutes })}</>;
}
