/**
 * The account rules as the server's result codes. The checks are the client's own rule functions
 * (src/features/accounts/forms/rules.ts, decision 0002), so the page and the mock agree; this file
 * only maps each broken rule to its code.
 */
import { newPasswordProblem, userNameProblem } from "@/features/accounts/forms/rules";
import { accountLoginBody } from "@/generated/auth/auth.zod";
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

const emailSchema = accountLoginBody.shape.email;

/** The contract's e-mail rule (the same zod check the generated schemas use). */
export const isValidEmail = (email: string): boolean => emailSchema.safeParse(email).success;

/** The new-password rule (length, letters and digits, no spaces or Chinese, not like the e-mail). */
export const passwordBreaksRule = (password: string, email: string): boolean =>
  newPasswordProblem(password, email) !== undefined;
