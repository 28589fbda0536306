/** Types the "personal" namespace's keys (src/lib/i18n-types.ts explains the merge). */
import type personal from "@/locales/en/personal.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    personal: typeof personal;
  }
}

export {};
