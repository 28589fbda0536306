import { useField, useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import { translateDynamic } from "@/lib/i18n";
import { useServerError } from "./use-server-error";

/**
 * A Formik field's message: its rule's message (Formik's own field error: an i18n key such as
 * "accounts:validation.email.required", or a text) once the field was left or the form submitted,
 * else the server's message placed at the field. `showRuleNow` shows the rule's message at once
 * (e.g. a counter over its limit while typing).
 */
export function useFieldError(name: string, showRuleNow = false) {
  useTranslation();
  const [, meta] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const server = useServerError(name);
  const ruleError =
    (meta.touched || submitCount > 0 || showRuleNow) && typeof meta.error === "string" && meta.error
      ? (translateDynamic(meta.error) ?? meta.error)
      : undefined;
  return {
    ruleError,
    serverError: server.message,
    message: ruleError ?? server.message,
    /** Clears the server's message (the user edited the field). */
    clearServerError: server.clear,
  };
}
