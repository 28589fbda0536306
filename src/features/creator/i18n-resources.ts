/**
 * Types the "creator" (landing and activity pages, applications) and "application" (the
 * application area: demos, API keys, incentive accounts, billing) namespaces' keys
 * (src/lib/i18n-types.ts explains the merge).
 */
import type application from "@/locales/en/application.json";
import type creator from "@/locales/en/creator.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    creator: typeof creator;
    application: typeof application;
  }
}

export {};
