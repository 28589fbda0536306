/** Accounts: users with their credentials, sessions, verification codes, reset links, the mailbox. */
import { Collection } from "@msw/data";
import { z } from "zod";
import type { Gender, UserLanguage } from "@/generated/model";

export interface UserRecord {
  user_id: string;
  user_name: string;
  /** Avatar URL; "" draws the letter avatar. */
  user_url: string;
  user_profiles: string;
  gender: Gender;
  email: string;
  language: UserLanguage;
  password: string;
  created_at: number;
  /** A blocked account answers 1317 at sign-in. */
  blocked: boolean;
}

export interface SessionRecord {
  token: string;
  user_id: string;
  created_at: number;
  /** Signed out, or ended by a password reset. */
  ended: boolean;
}

/** The one live sign-up code of an address (a new code replaces it). */
export interface VerificationCodeRecord {
  email: string;
  code: string;
  sent_at: number;
  expires_at: number;
  used: boolean;
}

export interface ResetLinkRecord {
  key: string;
  value: string;
  email: string;
  sent_at: number;
  expires_at: number;
  used: boolean;
  /** A newer reset e-mail to the same address makes this link invalid. */
  replaced: boolean;
}

export interface LoginFailureRecord {
  email: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

/** A sent e-mail (sign-up codes, reset links), readable by QA and tests. */
export interface MailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: "signup-code" | "reset-link" | "subscription";
  code?: string;
  link?: string;
  sent_at: number;
}

// Records are typed against the generated models; the answers built from them are validated
// against the spec's zod schemas at the handler boundary (mocks/core/operation.ts).
export function createAccountCollections() {
  return {
    users: new Collection({ schema: z.custom<UserRecord>() }),
    sessions: new Collection({ schema: z.custom<SessionRecord>() }),
    verificationCodes: new Collection({ schema: z.custom<VerificationCodeRecord>() }),
    resetLinks: new Collection({ schema: z.custom<ResetLinkRecord>() }),
    loginFailures: new Collection({ schema: z.custom<LoginFailureRecord>() }),
    mailbox: new Collection({ schema: z.custom<MailRecord>() }),
  };
}
