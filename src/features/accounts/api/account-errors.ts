/**
 * Where each account result code is shown, and with which message. The code lists come from the
 * spec (operations.<op>.resultCodes), so a code added to the spec reaches the pages, the tests
 * and the message catalogue (accounts:accountCode.<code>) without a list kept here.
 */
import { operations } from "@/generated/operations";
import { isApiError } from "@/lib/api-error";

export const accountOperations = [
  "accountLogin",
  "accountRegister",
  "accountGetCode",
  "accountResetPwdCode",
  "accountResetPwd",
] as const;
export type AccountOperation = (typeof accountOperations)[number];

/** The non-zero result codes an operation may answer, as the spec lists them. */
export const failureCodes = (operation: AccountOperation): number[] =>
  (operations[operation].resultCodes as readonly number[]).filter((code) => code !== 0);

/** The place on a page where a message is shown: a field, next to the send button, or the form. */
export type Place =
  "email" | "user_name" | "user_password" | "check_code" | "newPassword" | "send" | "form";

/** Codes shown at the place the user can act on them; every other code is a form-level message. */
const places: Record<AccountOperation, Partial<Record<number, Place>>> = {
  accountLogin: { 1306: "email" },
  accountRegister: {
    1303: "user_name",
    1304: "user_name",
    1305: "user_name",
    1311: "user_name",
    1306: "email",
    1307: "email",
    1312: "email",
    1318: "user_password",
    1313: "check_code",
    1314: "check_code",
  },
  accountGetCode: { 1306: "email", 1307: "email", 1312: "email", 1308: "send", 1309: "send" },
  accountResetPwdCode: { 1306: "email", 1308: "send", 1309: "send" },
  accountResetPwd: { 1318: "newPassword" },
};

export const placeOfCode = (operation: AccountOperation, code: number): Place =>
  places[operation][code] ?? "form";

/** A failed call, and where its message goes. The message itself is rendered from the error. */
export interface PlacedError {
  place: Place;
  error: unknown;
  code?: number;
}

/** Namespace and prefix of the account code texts (accounts:accountCode.<code>). */
export const ACCOUNT_CODE_KEY = "accounts:accountCode";

/**
 * Where a failed account call's message is shown: a result code at the place of its field (or
 * the form); a transport failure at `transportPlace`. A cancelled call shows nothing (undefined).
 */
export function placeAccountError(
  operation: AccountOperation,
  error: unknown,
  transportPlace: Place = "form",
): PlacedError | undefined {
  if (isApiError(error) && error.kind === "cancelled") return undefined;
  if (isApiError(error) && error.kind === "result" && error.code !== undefined) {
    return { place: placeOfCode(operation, error.code), error, code: error.code };
  }
  return { place: transportPlace, error };
}
