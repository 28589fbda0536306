/** Types the "accounts" namespace's keys (src/lib/i18n-types.ts explains the merge). */
import type accounts from "@/locales/en/accounts.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    accounts: typeof accounts;
  }
}

export {};
