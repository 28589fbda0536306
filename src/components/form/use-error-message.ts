import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "@/lib/error-message";
import { translateDynamic } from "@/lib/i18n";
import { FormRefusal } from "./server-error";

/**
 * Renders a failed call's message in the current language (apiErrorMessage: result codes from the
 * codes catalogue, transport failures from errors), or a form's own refusal (its catalogue key);
 * the component re-renders on a language switch.
 */
export function useErrorMessage(): (error: unknown) => string | undefined {
  useTranslation(["errors", "codes"]);
  return errorMessageOf;
}

/** The message of a placed error: a refusal's catalogue text, else apiErrorMessage. */
export function errorMessageOf(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  if (error instanceof FormRefusal) return translateDynamic(error.key);
  return apiErrorMessage(error);
}
