/**
 * The account forms' Formik validators: the yup schemas of schemas.ts, loaded on the first
 * validation (yup stays off the pages' first paint); their messages are "accounts" keys.
 */
import { lazySchema } from "@/components/form/lazy-schema";
import type { ForgetValues, ResetValues, SignInValues, SignUpValues } from "./schemas";

const schemas = () => import("./schemas");
const options = { messageNamespace: "accounts" };

export const validateSignIn = lazySchema<SignInValues>(
  () => schemas().then((m) => m.signInSchema),
  options,
);
export const validateSignUp = lazySchema<SignUpValues>(
  () => schemas().then((m) => m.signUpSchema),
  options,
);
export const validateForget = lazySchema<ForgetValues>(
  () => schemas().then((m) => m.forgetSchema),
  options,
);
export const validateReset = lazySchema<ResetValues>(
  () => schemas().then((m) => m.resetSchema),
  options,
);
