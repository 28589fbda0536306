/** Types the "works" namespace's keys (src/lib/i18n-types.ts explains the merge). */
import type works from "@/locales/en/works.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    works: typeof works;
  }
}

export {};
