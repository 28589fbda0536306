import { useId, useState } from "react";
import { Button, InputGroup } from "@blueprintjs/core";
import { EyeOffIcon, EyeOpenIcon, KeyIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useApiKey } from "../../hooks/use-api-key";
import { FieldRuleMessage } from "./field-rule-message";

interface ApiKeyFieldProps {
  /** Shown under the field (e.g. "please enter your API key" when a send needed one). */
  error?: string;
  onChange?: () => void;
}

/** The creator-programme API key the model calls send as their bearer token (§7). */
export function ApiKeyField({ error, onChange }: ApiKeyFieldProps) {
  const { t } = useTranslation("console");
  const [apiKey, setApiKey] = useApiKey();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  return (
    <div className={`bp6-form-group console-api-key${error ? " bp6-intent-danger" : ""}`}>
      <label className="bp6-label" htmlFor={id}>
        {t("apiKey.label")}
      </label>
      <InputGroup
        id={id}
        type={visible ? "text" : "password"}
        autoComplete="off"
        spellCheck={false}
        leftIcon={<KeyIcon />}
        value={apiKey}
        intent={error ? "danger" : "none"}
        onValueChange={(value) => {
          setApiKey(value.trim());
          onChange?.();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${messageId} ${hintId}` : hintId}
        rightElement={
          <Button
            variant="minimal"
            icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
            aria-label={visible ? t("apiKey.hide") : t("apiKey.show")}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          />
        }
      />
      <div className="bp6-form-helper-text">
        <FieldRuleMessage id={messageId} message={error} />
        <span id={hintId}>{t("apiKey.hint")}</span>
      </div>
    </div>
  );
}
