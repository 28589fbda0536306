/**
 * The account input rules (platform.md §5, decisions.md §1) as pure functions, shared by the
 * account pages (yup schemas in src/features/accounts/forms) and the mock backend (which maps a
 * broken rule to its result code), so the page and the server agree. Each answers the i18n key
 * (namespace "accounts") of the first rule the value breaks, or undefined when it is valid.
 *
 * The limits and patterns are the spec's x-client-rules, read from the generated plain table
 * (src/generated/rules.ts): no validator runtime is loaded for them.
 * Every length counts user-perceived characters (grapheme clusters, Intl.Segmenter).
 * "Chinese" means U+4E00-U+9FFF, "letter" a Latin letter A-Z/a-z, as the contract's patterns do.
 */
// Only the two operations' rules: the other operations' tables stay out of the account pages.
import { accountLoginRules, accountRegisterRules as register } from "@/generated/rules";
import { graphemeLength, graphemes } from "@/lib/graphemes";

export const limits = {
  emailMax: accountLoginRules.email.maxLength,
  userNameMin: register.user_name.minLength,
  userNameMax: register.user_name.maxLength,
  passwordMin: register.user_password.minLength,
  passwordMax: register.user_password.maxLength,
  codeLength: register.check_code.maxLength,
} as const;

/** The verification code pattern of the contract (6 Latin letters or digits). */
export const checkCodePattern = new RegExp(register.check_code.pattern);

const emailPattern = new RegExp(register.email.pattern);

/** The contract's e-mail rule: the address pattern and at most emailMax characters. */
export const isContractEmail = (value: string): boolean =>
  value.length <= limits.emailMax && emailPattern.test(value);

/** Every message a rule can answer (keys of the "accounts" namespace). */
export const RULE_KEYS = [
  "validation.email.required",
  "validation.email.invalid",
  "validation.email.invalidOrTaken",
  "validation.userName.required",
  "validation.userName.length",
  "validation.userName.characters",
  "validation.userName.firstDigit",
  "validation.password.required",
  "validation.password.length",
  "validation.password.spaces",
  "validation.password.chinese",
  "validation.password.lettersDigits",
  "validation.password.similar",
  "validation.confirm.required",
  "validation.confirm.mismatch",
  "validation.code.required",
  "validation.code.format",
  "validation.policy.required",
] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

/** Similarity to the e-mail (decisions.md §1). */
export const SIMILARITY_DISTANCE = 5;
export const SIMILARITY_SUBSTRING_RATIO = 0.5;

const CHINESE = /[\u4e00-\u9fff]/;
const NAME_CHARACTER = /^[A-Za-z0-9\u4e00-\u9fff]$/;
// Stryker disable next-line Regex: DIGIT only sees characters NAME_CHARACTER let through, one code point each
const DIGIT = /^[0-9]$/;

/**
 * Every e-mail field: non-empty and a valid address. A malformed address is always "invalid"
 * (whether an address is taken only the server knows: 1307).
 */
export function emailProblem(value: string): RuleKey | undefined {
  const email = value.trim();
  if (email === "") return "validation.email.required";
  if (!isContractEmail(email)) return "validation.email.invalid";
  return undefined;
}

/** Sign-up's e-mail: the same rule, with sign-up's message (creator-programme.md §5, platform.md §5). */
export function signUpEmailProblem(value: string): RuleKey | undefined {
  const problem = emailProblem(value);
  return problem === "validation.email.invalid" ? "validation.email.invalidOrTaken" : problem;
}

/** Display name: required; 2-20 characters; Chinese/Latin letters and digits; first not a digit. */
export function userNameProblem(value: string): RuleKey | undefined {
  if (value === "") return "validation.userName.required";
  const chars = graphemes(value);
  if (chars.length < limits.userNameMin || chars.length > limits.userNameMax) {
    return "validation.userName.length";
  }
  if (!chars.every((c) => NAME_CHARACTER.test(c))) return "validation.userName.characters";
  // Stryker disable next-line StringLiteral: chars has userNameMin (2) or more characters here
  if (DIGIT.test(chars[0] ?? "")) return "validation.userName.firstDigit";
  return undefined;
}

/** Sign-in checks only that a password was typed. */
export const signInPasswordProblem = (value: string): RuleKey | undefined =>
  value === "" ? "validation.password.required" : undefined;

/**
 * The one rule wherever a new password is chosen: 6-30 characters, no whitespace, no Chinese
 * characters, at least one Latin letter and one digit, and (when the e-mail is known) not too
 * similar to the e-mail.
 */
export function newPasswordProblem(value: string, email?: string): RuleKey | undefined {
  if (value === "") return "validation.password.required";
  const length = graphemeLength(value);
  if (length < limits.passwordMin || length > limits.passwordMax)
    return "validation.password.length";
  if (/\s/.test(value)) return "validation.password.spaces";
  if (CHINESE.test(value)) return "validation.password.chinese";
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return "validation.password.lettersDigits";
  if (email && isTooSimilarToEmail(value, email)) return "validation.password.similar";
  return undefined;
}

/** Confirmation: non-empty, and equal to the new password. */
export function confirmProblem(value: string, password: string): RuleKey | undefined {
  if (value === "") return "validation.confirm.required";
  if (value !== password) return "validation.confirm.mismatch";
  return undefined;
}

/** The e-mail verification code: required, 6 Latin letters or digits. */
export function codeProblem(value: string): RuleKey | undefined {
  const code = value.trim();
  if (code === "") return "validation.code.required";
  if (!checkCodePattern.test(code)) return "validation.code.format";
  return undefined;
}

/** Levenshtein distance over grapheme clusters. */
export function editDistance(a: string, b: string): number {
  const x = graphemes(a);
  const y = graphemes(b);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** Length (in grapheme clusters) of the longest run of characters the two strings share. */
export function longestCommonSubstring(a: string, b: string): number {
  const x = graphemes(a);
  const y = graphemes(b);
  let best = 0;
  let previous = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    const current = new Array<number>(y.length + 1).fill(0);
    for (let j = 1; j <= y.length; j++) {
      if (x[i - 1] === y[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        // Stryker disable next-line EqualityOperator: taking an equal run instead changes nothing
        if (current[j]! > best) best = current[j]!;
      }
    }
    previous = current;
  }
  return best;
}

/**
 * decisions.md §1 "not too similar to the e-mail (edit distance threshold 5, substring ratio 0.5)",
 * compared case-insensitively:
 * - the edit distance to the whole address or to its local part (before the last "@") is below 5, or
 * - half or more of the password (in characters) is one run copied from the local part (the
 *   domain is left out here: "com" or "gmail" in a password says nothing about its owner).
 */
export function isTooSimilarToEmail(password: string, email: string): boolean {
  const p = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (p === "" || address === "") return false;
  const at = address.lastIndexOf("@");
  const local = at > 0 ? address.slice(0, at) : address;
  for (const target of new Set([address, local])) {
    if (editDistance(p, target) < SIMILARITY_DISTANCE) return true;
  }
  return longestCommonSubstring(p, local) >= SIMILARITY_SUBSTRING_RATIO * graphemeLength(p);
}
