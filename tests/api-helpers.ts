/** Helpers for tests that call the generated client against the mock backend. */
import { expect } from "vitest";
import { accountLogin } from "@/generated/auth/auth";
import type { SessionUser } from "@/generated/model";
import { ApiError } from "@/lib/api-error";
import { session } from "@/lib/session";

/** Awaits a call that must reject, and answers its ApiError. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected the call to reject");
}

export interface Account {
  email: string;
  password: string;
}

/** Signs in through accountLogin and stores the session, so the mutator sends its headers. */
export async function signIn(account: Account): Promise<SessionUser> {
  const user = await accountLogin({ email: account.email, user_password: account.password });
  session.setUser(user);
  return user;
}
