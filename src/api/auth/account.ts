/**
 * The account resource (API group auth): the generated mutation options wrapped once, with the
 * behaviour the pages rely on. A successful sign-in stores the answered user record as the session.
 * Failures are not toasts here: each is shown at the place the user can act on it
 * (account-errors.ts places the codes; the form kit renders them from the codes catalogue).
 * The generated module loads on the first call (load-on-call.ts): the pages' first paint makes none.
 */
import { useEffect } from "react";
import { useMutation } from "@tanstack/react-query";
import { session } from "@/lib/session";
import { loadOnCall } from "./load-on-call";

const auth = () => import("@/generated/auth/auth");

/** Fetches the calls' code once the page is shown, so the first submit does not wait for it. */
export function usePreloadAccountCalls(): void {
  useEffect(() => {
    auth().catch(() => undefined);
  }, []);
}

/** Sign in; on success the answered user record becomes the session. */
export const useSignIn = () =>
  useMutation({
    ...loadOnCall("accountLogin", () => auth().then((m) => m.getAccountLoginMutationOptions())),
    onSuccess: (user) => session.setUser(user),
  });

/** Create an account (it does not sign in). */
export const useSignUp = () =>
  useMutation(
    loadOnCall("accountRegister", () => auth().then((m) => m.getAccountRegisterMutationOptions())),
  );

/** Send the sign-up verification code to an e-mail address. */
export const useSendSignUpCode = () =>
  useMutation(
    loadOnCall("accountGetCode", () => auth().then((m) => m.getAccountGetCodeMutationOptions())),
  );

/** Send the password-reset e-mail. */
export const useSendResetEmail = () =>
  useMutation(
    loadOnCall("accountResetPwdCode", () =>
      auth().then((m) => m.getAccountResetPwdCodeMutationOptions()),
    ),
  );

/** Set a new password with the key/value of the reset link. */
export const useResetPassword = () =>
  useMutation(
    loadOnCall("accountResetPwd", () => auth().then((m) => m.getAccountResetPwdMutationOptions())),
  );
