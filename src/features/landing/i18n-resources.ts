/** Types the "landing" namespace's keys (src/lib/i18n-types.ts explains the merge). */
import type landing from "@/locales/en/landing.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    landing: typeof landing;
  }
}

export {};
