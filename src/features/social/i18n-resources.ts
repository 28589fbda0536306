/** Types the "social" namespace's keys (src/lib/i18n-types.ts explains the merge). */
import type social from "@/locales/en/social.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    social: typeof social;
  }
}

export {};
