/** Types the "uploads" namespace's keys (src/lib/i18n-types.ts explains the merge). */
import type uploads from "@/locales/en/uploads.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    uploads: typeof uploads;
  }
}

export {};
