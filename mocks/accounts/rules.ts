/**
 * The account rules as the server's result codes. The checks are the client's own rule functions
 * (src/features/accounts/forms/rules.ts, decision 0002), so the page and the mock agree; this file
 * only maps each broken rule to its code.
 */
import { newPasswordProblem, userNameProblem } from "@/features/accounts/forms/rules";
import { accountLoginBody } from "@/generated/auth/auth.zod";

export const AccountCode = {
  UserNameEmpty: 1303,
  UserNameLength: 1304,
  UserNameCharacters: 1305,
  EmailInvalid: 1306,
  EmailTaken: 1307,
  ResendTooSoon: 1308,
  DailySendLimit: 1309,
  WrongCredentials: 1310,
  UserNameFirstDigit: 1311,
  WrongCode: 1313,
  CodeExpired: 1314,
  DailyFailureLimit: 1315,
  Blocked: 1317,
  PasswordFormat: 1318,
} as const;

/** The display-name rule (1303 empty, 1304 length, 1305 characters, 1311 first a digit), in that order. */
export function userNameCode(userName: string): number | undefined {
  switch (userNameProblem(userName)) {
    case "validation.userName.required":
      return AccountCode.UserNameEmpty;
    case "validation.userName.length":
      return AccountCode.UserNameLength;
    case "validation.userName.characters":
      return AccountCode.UserNameCharacters;
    case "validation.userName.firstDigit":
      return AccountCode.UserNameFirstDigit;
    case undefined:
      return undefined;
    default:
      return AccountCode.UserNameCharacters;
  }
}

const emailSchema = accountLoginBody.shape.email;

/** The contract's e-mail rule (the same zod check the generated schemas use). */
export const isValidEmail = (email: string): boolean => emailSchema.safeParse(email).success;

/** The new-password rule (length, letters and digits, no spaces or Chinese, not like the e-mail). */
export const passwordBreaksRule = (password: string, email: string): boolean =>
  newPasswordProblem(password, email) !== undefined;
