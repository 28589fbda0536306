import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "@/lib/error-message";
import { ACCOUNT_CODE_KEY, type PlacedError } from "../api/account-errors";

/**
 * Renders a failed call's message in the current language (re-rendered on a language switch):
 * account codes from accounts:accountCode.<code>, transport failures from the errors namespace.
 */
export function useErrorText() {
  useTranslation(["accounts", "errors"]);
  return (placed: PlacedError | undefined): string | undefined =>
    placed ? apiErrorMessage(placed.error, { codeKey: ACCOUNT_CODE_KEY }) : undefined;
}
