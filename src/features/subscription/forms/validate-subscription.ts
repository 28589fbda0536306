/**
 * The subscription's client check (portal.md §5): the address, trimmed, must match the contract's
 * e-mail pattern within its length (x-client-rules of emailCollect), else "Please enter a valid
 * address." (platform.md §8). A plain Formik validate: no schema library on the landing page.
 */
import type { FormikErrors } from "formik";
import { graphemeLength } from "@/lib/graphemes";
import { emailRule } from "@/api/system/email-rules";

export interface SubscribeValues {
  email: string;
}

/** The message key (landing namespace) of an address that breaks the rule. */
export const INVALID_ADDRESS = "landing:subscribe.invalid";

export const isSubscribableEmail = (value: string): boolean => {
  const email = value.trim();
  return graphemeLength(email) <= emailRule.maxLength && emailRule.pattern.test(email);
};

export function validateSubscription(values: SubscribeValues): FormikErrors<SubscribeValues> {
  return isSubscribableEmail(values.email) ? {} : { email: INVALID_ADDRESS };
}
