import { KnowledgeMorePage } from "@/features/knowledge/components/knowledge-more-page";

/** /knowledge/more?id={type}: a category's articles (portal.md §2.2). */
export function Component() {
  return <KnowledgeMorePage />;
}
