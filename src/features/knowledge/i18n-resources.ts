/**
 * Types the knowledge namespaces' keys (src/lib/i18n-types.ts explains the merge): "knowledge"
 * (the index, the cards, the user card), "knowledgeMore" (a category's page), "knowledgeDetail"
 * (an article's page), apart so that a page loads only its own texts (decision 0062), and "editor".
 */
import type editor from "@/locales/en/editor.json";
import type knowledge from "@/locales/en/knowledge.json";
import type knowledgeDetail from "@/locales/en/knowledgeDetail.json";
import type knowledgeMore from "@/locales/en/knowledgeMore.json";

declare module "@/lib/i18n-types" {
  interface AppResources {
    knowledge: typeof knowledge;
    knowledgeMore: typeof knowledgeMore;
    knowledgeDetail: typeof knowledgeDetail;
    /** The article editor's texts (/editor/article, /testEditor): loaded with those pages only. */
    editor: typeof editor;
  }
}

export {};
