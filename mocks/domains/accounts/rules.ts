/**
 * The account rules as the server's result codes. The checks are the shared rule functions
 * (src/lib/validation/account-rules.ts: the spec's x-client-rules), so the page and the mock
 * agree; this file only maps each broken rule to its code.
 */
import {
  isContractEmail,
  newPasswordProblem,
  userNameProblem,
} from "@/lib/validation/account-rules";
import { ResultCode } from "@/generated/model";

/** The display-name rule (1303 empty, 1304 length, 1305 characters, 1311 first a digit), in that order. */
export function userNameCode(userName: string): number | undefined {
  switch (userNameProblem(userName)) {
    case "validation.userName.required":
      return ResultCode.NameEmpty;
    case "validation.userName.length":
      return ResultCode.NameLength;
    case "validation.userName.characters":
      return ResultCode.NameSpecialCharacters;
    case "validation.userName.firstDigit":
      return ResultCode.NameRules;
    case undefined:
      return undefined;
    default:
      return ResultCode.NameSpecialCharacters;
  }
}

/** The contract's e-mail rule (x-client-rules of the e-mail fields). */
export const isValidEmail = isContractEmail;

/** The new-password rule (length, letters and digits, no spaces or Chinese, not like the e-mail). */
export const passwordBreaksRule = (password: string, email: string): boolean =>
  newPasswordProblem(password, email) !== undefined;
