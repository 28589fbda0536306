/**
 * Where each account result code is shown. Every code an operation lists in the spec
 * (operations.<op>.resultCodes) has a message in the code catalogue (src/locales/<language>/codes.json,
 * tests/accounts/catalogue.test.ts); a code not placed below is a form-level message, so a code
 * added to the spec reaches the pages without a list kept here. The message itself is the codes
 * catalogue's, rendered by the form kit (src/components/form).
 */
import type { PlaceOfCode } from "@/components/form/server-error";

export const accountOperations = [
  "accountLogin",
  "accountRegister",
  "accountGetCode",
  "accountResetPwdCode",
  "accountResetPwd",
] as const;
export type AccountOperation = (typeof accountOperations)[number];

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

/** The form kit's placeOfCode for one operation. */
export const placesOf =
  (operation: AccountOperation): PlaceOfCode =>
  (code) =>
    placeOfCode(operation, code);
