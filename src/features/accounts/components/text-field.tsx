import { useId, type HTMLInputTypeAttribute, type ReactNode } from "react";
import { FormGroup, InputGroup, Tooltip } from "@blueprintjs/core";
import { InfoSignIcon } from "@blueprintjs/icons";
import { useField, useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import type { RuleKey } from "@/lib/validation/account-rules";
import { limits } from "@/lib/validation/account-rules";

export interface TextFieldProps {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "text" | "email" | "numeric";
  maxLength?: number;
  /** A message from the server or the transport for this field (already translated). */
  serverError?: string;
  /** A rule reminder: a tooltip on the input (on focus and hover) and on an icon by the label. */
  hint?: string;
  rightElement?: React.JSX.Element;
  /** Content beside the input inside the field row (e.g. the send-code button). */
  after?: ReactNode;
  autoFocus?: boolean;
}

/**
 * A labelled Formik text input on Blueprint. A rule's message (an i18n key) shows once the field
 * was left or the form submitted; a server message shows until the user edits the field. The
 * message is the input's accessible description.
 */
export function TextField({
  name,
  label,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  serverError,
  hint,
  rightElement,
  after,
  autoFocus,
}: TextFieldProps) {
  const { t } = useTranslation("accounts");
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const ruleError =
    (meta.touched || submitCount > 0) && meta.error ? t(meta.error as RuleKey) : undefined;
  const error = ruleError ?? serverError;
  const input = (
    <InputGroup
      id={id}
      name={field.name}
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      autoFocus={autoFocus}
      size="large"
      intent={error ? "danger" : "none"}
      aria-invalid={error ? true : undefined}
      aria-describedby={[error ? messageId : "", hint ? hintId : ""].join(" ").trim() || undefined}
      rightElement={rightElement}
    />
  );
  const shown = hint ? (
    <Tooltip
      content={<span className="accounts-hint">{hint}</span>}
      placement="top-start"
      openOnTargetFocus
      hoverOpenDelay={200}
      fill
      targetTagName="div"
      className="accounts-hint-target"
    >
      {input}
    </Tooltip>
  ) : (
    input
  );
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={
        hint ? (
          <Tooltip
            content={<span className="accounts-hint">{hint}</span>}
            placement="top"
            className="accounts-label-hint-target"
          >
            <InfoSignIcon className="accounts-label-hint" size={12} aria-hidden tabIndex={-1} />
          </Tooltip>
        ) : undefined
      }
      intent={error ? "danger" : "none"}
      // The message line is always there (empty when valid), so a message appearing on blur does
      // not move the links and buttons below while the user is clicking them.
      // A server's message is announced when it arrives; the rules' messages as the field's description.
      helperText={
        error ? (
          <span id={messageId} role={ruleError ? undefined : "alert"}>
            {error}
          </span>
        ) : (
          <span aria-hidden="true" />
        )
      }
    >
      {after ? (
        <div className="accounts-code-row">
          {shown}
          {after}
        </div>
      ) : (
        shown
      )}
      {hint && (
        <span id={hintId} className="accounts-sr-only">
          {hint}
        </span>
      )}
    </FormGroup>
  );
}

/** The e-mail input every account form shares (field name "email", the contract's length limit). */
export function EmailField(props: Pick<TextFieldProps, "serverError" | "autoFocus">) {
  const { t } = useTranslation("accounts");
  return (
    <TextField
      name="email"
      label={t("fields.email")}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={limits.emailMax}
      {...props}
    />
  );
}
