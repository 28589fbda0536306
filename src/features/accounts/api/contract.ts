/**
 * What the contract says about account inputs, re-exported for forms/ (only api/ may import
 * generated values). Limits are read from the generated zod module so that a change in the spec
 * changes the client's rules with it.
 */
import {
  accountLoginBody,
  accountLoginBodyEmailMax,
  accountLoginBodyUserPasswordMax,
  accountRegisterBodyCheckCodeMax,
  accountRegisterBodyCheckCodeRegExp,
  accountRegisterBodyUserNameMax,
  accountRegisterBodyUserNameMin,
  accountRegisterBodyUserPasswordMax,
  accountRegisterBodyUserPasswordMin,
} from "@/generated/auth/auth.zod";

export const limits = {
  emailMax: accountLoginBodyEmailMax,
  signInPasswordMax: accountLoginBodyUserPasswordMax,
  userNameMin: accountRegisterBodyUserNameMin,
  userNameMax: accountRegisterBodyUserNameMax,
  passwordMin: accountRegisterBodyUserPasswordMin,
  passwordMax: accountRegisterBodyUserPasswordMax,
  codeLength: accountRegisterBodyCheckCodeMax,
} as const;

/** The verification code pattern of the contract (6 Latin letters or digits). */
export const checkCodePattern = accountRegisterBodyCheckCodeRegExp;

const emailSchema = accountLoginBody.shape.email;

/** The contract's e-mail rule (the same zod check the mock validates bodies with). */
export const isContractEmail = (value: string): boolean => emailSchema.safeParse(value).success;
