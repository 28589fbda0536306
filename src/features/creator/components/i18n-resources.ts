/** Types the "creator" namespace's keys (src/lib/i18n-types.ts explains the merge). */
import type creator from "@/locales/en/creator.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    creator: typeof creator;
  }
}

export {};
