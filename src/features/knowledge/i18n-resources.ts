/** Types the "knowledge" and "editor" namespaces' keys (src/lib/i18n-types.ts explains the merge). */
import type editor from "@/locales/en/editor.json";
import type knowledge from "@/locales/en/knowledge.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    knowledge: typeof knowledge;
    /** The article editor's texts (/editor/article, /testEditor): loaded with those pages only. */
    editor: typeof editor;
  }
}

export {};
