/**
 * /knowledge/more?id={type} (portal.md §2.2): the category's header and its endless list. An id
 * that is not a category shows the not-found view; no id is the recommended category (every
 * article).
 */
import { useSearchParams } from "react-router";
import { NotFoundView } from "@/components/states/not-found-view";
import { parseCategory } from "@/api/knowledge/categories";
import { CategoryArticleList } from "./category-article-list";
import { MoreHeader } from "./more-header";
import "./knowledge.css";

export function KnowledgeMorePage() {
  const [params] = useSearchParams();
  const type = parseCategory(params.get("id"));
  if (type === undefined) return <NotFoundView />;
  return (
    <div className="kn-page kn-more" key={type}>
      <MoreHeader type={type} />
      <CategoryArticleList type={type} />
    </div>
  );
}
