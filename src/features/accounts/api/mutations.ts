/**
 * The account calls, as the pages use them. Behaviour lives here: a successful sign-in stores the
 * session record. Errors are left to the caller (they are shown at a field or in the form).
 */
import {
  useAccountGetCode,
  useAccountLogin,
  useAccountRegister,
  useAccountResetPwd,
  useAccountResetPwdCode,
} from "@/generated/auth/auth";
import { session } from "@/lib/session";

/** Sign in; on success the answered user record becomes the session. */
export const useSignIn = () =>
  useAccountLogin({ mutation: { onSuccess: (user) => session.setUser(user) } });

/** Create an account (it does not sign in). */
export const useSignUp = () => useAccountRegister();

/** Send the sign-up verification code to an e-mail address. */
export const useSendSignUpCode = () => useAccountGetCode();

/** Send the password-reset e-mail. */
export const useSendResetEmail = () => useAccountResetPwdCode();

/** Set a new password with the key/value of the reset link. */
export const useResetPassword = () => useAccountResetPwd();
