/** Types the "console" namespace's keys (src/lib/i18n-types.ts explains the merge). */
import type consoleCatalogue from "@/locales/en/console.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    console: typeof consoleCatalogue;
  }
}

export {};
