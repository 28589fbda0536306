import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { ShellButton } from "@/components/shell-button";
import { apiErrorMessage } from "@/lib/error-message";
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
 * failure is shown under the box and the text stays, so posting again is the retry.
 */
export function CommentComposer({
  label,
  placeholder,
  onSend,
  onCancel,
  autoFocus,
  textareaRef,
  className,
}: CommentComposerProps) {
  const { t } = useTranslation("social");
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();

  const length = graphemeLength(text);
  const tooLong = length > COMMENT_MAX_LENGTH;
  const blank = text.trim() === "";
  const canSend = !blank && !tooLong && !pending;

  const send = async () => {
    if (!canSend) return;
    setPending(true);
    setFailure(null);
    try {
      await onSend(text.trim());
      setText("");
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const message = failure ? apiErrorMessage(failure) : undefined;
  const describedBy = [counterId, tooLong || message ? errorId : undefined]
    .filter(Boolean)
    .join(" ");

  return (
    <form
      className={["app-comment-composer", className].filter(Boolean).join(" ")}
      onSubmit={onSubmit}
      noValidate
    >
      <label htmlFor={inputId} className="app-visually-hidden">
        {label}
      </label>
      <textarea
        id={inputId}
        ref={textareaRef}
        className={`bp6-input bp6-fill app-comment-composer__input${tooLong ? " bp6-intent-danger" : ""}`}
        rows={3}
        value={text}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-invalid={tooLong || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setText(event.target.value);
          if (failure) setFailure(null);
        }}
        onKeyDown={(event) => {
          if (isSendShortcut(event)) {
            event.preventDefault();
            void send();
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
    </form>
  );
}
