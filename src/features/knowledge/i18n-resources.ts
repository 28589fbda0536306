/** Types the "knowledge" namespace's keys (src/lib/i18n-types.ts explains the merge). */
import type knowledge from "@/locales/en/knowledge.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    knowledge: typeof knowledge;
  }
}

export {};
