import { useId, type KeyboardEvent, type Ref } from "react";
import { Form, Formik, useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import { FORM_PLACE, withServerErrors } from "@/components/form/server-error";
import { Spinner } from "@/components/form/spinner";
import { useServerError } from "@/components/form/use-server-error";
import { ShellButton } from "@/components/shell-button";
import { graphemeLength } from "@/lib/graphemes";
import { COMMENT_MAX_LENGTH } from "@/api/social/comments";

interface CommentComposerProps {
  /** The textarea's accessible name ("Write a comment", "Reply to …"). */
  label: string;
  placeholder: string;
  /** Sends the text (trimmed); resolves when the server accepted it, rejects with its failure. */
  onSend: (content: string) => Promise<unknown>;
  /** Replies: a Cancel button that closes the composer. */
  onCancel?: () => void;
  autoFocus?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** Ctrl+Enter (Cmd+Enter on a Mac) sends; never while an IME composition is under way. */
const isSendShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) =>
  event.key === "Enter" &&
  (event.ctrlKey || event.metaKey) &&
  !event.nativeEvent.isComposing &&
  event.nativeEvent.keyCode !== 229;

/**
 * The comment box (platform.md §5): a live counter (graphemes, ≤ 3000), a Post button that is
 * disabled while the text is blank or too long, Ctrl/Cmd+Enter to post (Enter alone is a new line,
 * and an IME composition's Enter never posts). The text clears once the server accepted it; a
 * failure is shown under the box and the text stays, so posting again is the retry. The text and
 * the failure are the form kit's (Formik's values and status, docs/decisions/0066).
 */
export function CommentComposer({ onSend, className, ...box }: CommentComposerProps) {
  return (
    <Formik<ComposerValues>
      initialValues={{ content: "" }}
      onSubmit={withServerErrors(async ({ content }, { resetForm }) => {
        await onSend(content.trim());
        resetForm();
      })}
    >
      <Form className={["app-comment-composer", className].filter(Boolean).join(" ")} noValidate>
        <ComposerBox {...box} />
      </Form>
    </Formik>
  );
}

interface ComposerValues {
  content: string;
}

function ComposerBox({
  label,
  placeholder,
  onCancel,
  autoFocus,
  textareaRef,
}: Omit<CommentComposerProps, "onSend" | "className">) {
  const { t } = useTranslation("social");
  const { values, isSubmitting, setFieldValue, submitForm } = useFormikContext<ComposerValues>();
  const server = useServerError(FORM_PLACE);
  const text = values.content;
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();

  const length = graphemeLength(text);
  const tooLong = length > COMMENT_MAX_LENGTH;
  const blank = text.trim() === "";
  const pending = isSubmitting;
  const canSend = !blank && !tooLong && !pending;

  const send = () => {
    if (canSend) void submitForm();
  };

  const message = server.message;
  const describedBy = [counterId, tooLong || message ? errorId : undefined]
    .filter(Boolean)
    .join(" ");

  return (
    <>
      <label htmlFor={inputId} className="app-visually-hidden">
        {label}
      </label>
      <textarea
        id={inputId}
        ref={textareaRef}
        name="content"
        className={`bp6-input bp6-fill app-comment-composer__input${tooLong ? " bp6-intent-danger" : ""}`}
        rows={3}
        value={text}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-invalid={tooLong || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          void setFieldValue("content", event.target.value, false);
          server.clear();
        }}
        onKeyDown={(event) => {
          if (isSendShortcut(event)) {
            event.preventDefault();
            send();
          } else if (event.key === "Escape" && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      {tooLong || message ? (
        <p id={errorId} className="app-field-error" role="alert">
          {tooLong ? t("comments.composer.tooLong", { max: COMMENT_MAX_LENGTH }) : message}
        </p>
      ) : null}
      <div className="app-comment-composer__bar">
        <span
          id={counterId}
          className={`app-counter${tooLong ? " app-counter--over" : ""}`}
          data-testid="composer-counter"
          aria-label={t("comments.composer.counterLabel", { length, max: COMMENT_MAX_LENGTH })}
        >
          {t("comments.composer.counter", { length, max: COMMENT_MAX_LENGTH })}
        </span>
        <span className="app-comment-composer__hint bp6-text-muted" aria-hidden="true">
          {t("comments.composer.shortcut")}
        </span>
        {onCancel ? (
          <ShellButton variant="minimal" text={t("comments.composer.cancel")} onClick={onCancel} />
        ) : null}
        <ShellButton
          type="submit"
          intent="primary"
          disabled={!canSend}
          aria-busy={pending || undefined}
          icon={pending ? <Spinner /> : undefined}
          text={pending ? t("comments.composer.sending") : t("comments.composer.send")}
        />
      </div>
    </>
  );
}
