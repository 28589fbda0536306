/** Types the "works" and "demo" namespaces' keys (src/lib/i18n-types.ts explains the merge). */
import type demo from "@/locales/en/demo.json";
import type works from "@/locales/en/works.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    works: typeof works;
    demo: typeof demo;
  }
}

export {};
