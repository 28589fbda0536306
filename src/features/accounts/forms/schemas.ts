/**
 * yup schemas of the four account forms, typed against the generated request bodies. Each message
 * is an i18n key of the "accounts" namespace, translated where it is shown (no t() here).
 */
import * as yup from "yup";
import type {
  AccountLoginBody,
  AccountRegisterBody,
  AccountResetPwdBody,
  AccountResetPwdCodeBody,
} from "@/generated/model";
import {
  codeProblem,
  confirmProblem,
  emailProblem,
  newPasswordProblem,
  signInPasswordProblem,
  signUpEmailProblem,
  userNameProblem,
  type RuleKey,
} from "@/lib/validation/account-rules";

export type SignInValues = AccountLoginBody;
export type SignUpValues = AccountRegisterBody & { agree: boolean };
export type ForgetValues = AccountResetPwdCodeBody;
export type ResetValues = Pick<AccountResetPwdBody, "newPassword"> & { confirm: string };

type Parent = Record<string, unknown>;

/** A yup string checked by one of the rule functions, whose answer becomes the message. */
const ruled = (check: (value: string, parent: Parent) => RuleKey | undefined) =>
  yup
    .string()
    .defined()
    .default("")
    .test("rule", function test(value) {
      const problem = check(value ?? "", (this.parent ?? {}) as Parent);
      return problem ? this.createError({ message: problem }) : true;
    });

const text = (parent: Parent, name: string): string => {
  const value = parent[name];
  return typeof value === "string" ? value : "";
};

export const signInSchema: yup.ObjectSchema<SignInValues> = yup.object({
  email: ruled((value) => emailProblem(value)),
  user_password: ruled(signInPasswordProblem),
});

/** The e-mail alone, as checked before a verification code is sent. */
export const signUpEmailSchema = ruled(signUpEmailProblem);

export const signUpSchema: yup.ObjectSchema<SignUpValues> = yup.object({
  user_name: ruled(userNameProblem),
  email: signUpEmailSchema,
  user_password: ruled((value, parent) => newPasswordProblem(value, text(parent, "email").trim())),
  check_code: ruled(codeProblem),
  agree: yup
    .boolean()
    .defined()
    .default(false)
    .test("policy", "validation.policy.required", (value) => value === true),
});

export const forgetSchema: yup.ObjectSchema<ForgetValues> = yup.object({
  email: ruled((value) => emailProblem(value)),
});

/** The reset page does not know the account's e-mail: the server checks similarity (1318). */
export const resetSchema: yup.ObjectSchema<ResetValues> = yup.object({
  newPassword: ruled((value) => newPasswordProblem(value)),
  confirm: ruled((value, parent) => confirmProblem(value, text(parent, "newPassword"))),
});
