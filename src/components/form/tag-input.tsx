/**
 * The tags field of the authoring forms (article, image work, demo): the tags as removable chips and
 * a text box where Enter or leaving the box confirms the typed tag (src/lib/validation/tags.ts). A
 * refused tag says why and stays typed so the author can fix it. Texts: the "authoring" namespace,
 * which the host's route loads.
 */
import { useId, useState } from "react";
import { SmallCrossIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { addTag, type TagLimits, type TagRefusal } from "@/lib/validation/tags";
import "./tag-input.css";

export interface TagInputProps {
  value: readonly string[];
  onChange(next: string[]): void;
  limits: TagLimits;
  className?: string;
}

export function TagInput({ value, onChange, limits, className }: TagInputProps) {
  const { t } = useTranslation("authoring");
  const id = useId();
  const [typed, setTyped] = useState("");
  const [refused, setRefused] = useState<TagRefusal | undefined>();
  const confirm = () => {
    const result = addTag(value, typed, limits);
    setRefused(result.refused);
    if (result.refused) return;
    if (result.tags !== value) onChange([...result.tags]);
    setTyped("");
  };
  const message = refused
    ? t(`tags.${refused}`, {
        count: refused === "tooLong" ? limits.maxLength : limits.maxCount,
      })
    : undefined;
  return (
    <div className={["bp6-form-group", "app-tag-input", className].filter(Boolean).join(" ")}>
      <label className="bp6-label" htmlFor={id}>
        {t("tags.label")}
      </label>
      {value.length > 0 ? (
        <ul className="app-tag-input__tags" aria-label={t("tags.label")}>
          {value.map((tag) => (
            <li key={tag}>
              <span className="bp6-tag bp6-minimal bp6-round app-tag-input__tag">
                <span className="bp6-text-overflow-ellipsis bp6-fill">{tag}</span>
                <button
                  type="button"
                  className="bp6-tag-remove"
                  aria-label={t("tags.remove", { tag })}
                  onClick={() => {
                    onChange(value.filter((other) => other !== tag));
                    setRefused(undefined);
                  }}
                >
                  <SmallCrossIcon />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Blueprint's large input group, as the kit's other fields (text-field.tsx). */}
      <div className={`bp6-input-group bp6-large${refused ? " bp6-intent-danger" : ""}`}>
        <input
          id={id}
          className="bp6-input"
          value={typed}
          placeholder={t("tags.placeholder")}
          aria-invalid={refused ? true : undefined}
          aria-describedby={`${id}-hint${refused ? ` ${id}-message` : ""}`}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setRefused(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.nativeEvent.isComposing) {
              event.preventDefault();
              confirm();
            }
          }}
          onBlur={confirm}
        />
      </div>
      <div className="bp6-form-helper-text" id={`${id}-hint`}>
        {t("tags.hint", { count: limits.maxCount, max: limits.maxLength })}
      </div>
      {message ? (
        <div className="bp6-form-helper-text app-danger-text" id={`${id}-message`} role="alert">
          {message}
        </div>
      ) : null}
    </div>
  );
}
