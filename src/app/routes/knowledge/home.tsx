import { KnowledgeHomePage } from "@/features/knowledge/components/knowledge-home-page";

/** /knowledge/home: the knowledge index (portal.md §2.1). */
export function Component() {
  return <KnowledgeHomePage />;
}
