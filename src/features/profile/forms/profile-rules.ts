/**
 * The profile dialog's rules (portal.md §5, decisions.md §1): the display name follows the one
 * rule of sign-up (2-20 characters, Chinese letters, Latin letters and digits, the first not a
 * digit; src/lib/validation/account-rules.ts), its input strips every other character as typed
 * and stops at 20; the description holds at most 100 characters. Lengths count graphemes.
 */
import { ResultCode } from "@/generated/model/resultCode";
import { graphemeLength, graphemes } from "@/lib/graphemes";
import { limits, userNameProblem, type RuleKey } from "@/lib/validation/account-rules";
import { PROFILE_DESCRIPTION_MAX } from "@/api/system/profile-limits";

/** The description's limit (the contract's user_profiles maxLength, 100). */
export const DESCRIPTION_MAX = PROFILE_DESCRIPTION_MAX;
/** The display name's limit (20). */
export const NAME_MAX = limits.userNameMax;

const NAME_CHARACTER = /^[A-Za-z0-9\u4e00-\u9fff]$/;

/** What the name input keeps of a typed or pasted value: allowed characters, at most 20. */
export const stripName = (value: string): string =>
  graphemes(value)
    .filter((char) => NAME_CHARACTER.test(char))
    .slice(0, NAME_MAX)
    .join("");

export interface ProfileFormValues {
  name: string;
  description: string;
}

const NAME_MESSAGES: Partial<Record<RuleKey, string>> = {
  "validation.userName.required": "personal:profile.validation.required",
  "validation.userName.length": "personal:profile.validation.length",
  "validation.userName.characters": "personal:profile.validation.characters",
  "validation.userName.firstDigit": "personal:profile.validation.firstDigit",
};

/** Formik's validate: each broken rule's message key ("personal" namespace). */
export function validateProfile(values: ProfileFormValues): Partial<ProfileFormValues> {
  const errors: Partial<ProfileFormValues> = {};
  const nameProblem = userNameProblem(values.name.trim());
  if (nameProblem)
    errors.name = NAME_MESSAGES[nameProblem] ?? "personal:profile.validation.characters";
  if (graphemeLength(values.description) > DESCRIPTION_MAX) {
    errors.description = "personal:profile.validation.descriptionLength";
  }
  return errors;
}

/** Where the operation's result codes are shown: the name's codes at the name, others at the form. */
const NAME_CODES: readonly number[] = [
  ResultCode.NameEmpty,
  ResultCode.NameLength,
  ResultCode.NameSpecialCharacters,
  ResultCode.NameRules,
];

export const placeOfProfileCode = (code: number): string | undefined =>
  NAME_CODES.includes(code) ? "name" : undefined;
