import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "@/lib/error-message";

/**
 * Renders a failed call's message in the current language (apiErrorMessage: result codes from the
 * codes catalogue, transport failures from errors); the component re-renders on a language switch.
 */
export function useErrorMessage(): (error: unknown) => string | undefined {
  useTranslation(["errors", "codes"]);
  return (error) => (error === undefined ? undefined : apiErrorMessage(error));
}
