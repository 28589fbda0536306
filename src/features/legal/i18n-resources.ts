/** Types the "legal" namespace's keys (src/lib/i18n-types.ts explains the merge). */
import type legal from "@/locales/en/legal.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    legal: typeof legal;
  }
}

export {};
