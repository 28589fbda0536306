/** emailCollect's address rule from the contract (x-client-rules), read once for the form. */
import { emailCollectRules } from "@/generated/rules";

export const emailRule = {
  maxLength: emailCollectRules.email.maxLength,
  pattern: new RegExp(emailCollectRules.email.pattern),
} as const;
