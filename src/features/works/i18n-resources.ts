/**
 * Types the works namespaces' keys (src/lib/i18n-types.ts explains the merge): "works" (the lists
 * and cards), "worksDetail" (the detail page and the popup), "worksPost" (the image post form),
 * apart so that a page loads only its own texts (decision 0062), and "demo".
 */
import type demo from "@/locales/en/demo.json";
import type works from "@/locales/en/works.json";
import type worksDetail from "@/locales/en/worksDetail.json";
import type worksPost from "@/locales/en/worksPost.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    works: typeof works;
    worksDetail: typeof worksDetail;
    worksPost: typeof worksPost;
    demo: typeof demo;
  }
}

export {};
