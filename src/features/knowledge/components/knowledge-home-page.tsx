/**
 * /knowledge/home (portal.md §2.1): the category menu on the left; the sections (recommended
 * first, then each category that has articles) in the middle; the user card and the hot ranking
 * on the right. Each part loads on its own and shows its own loading, empty and error state.
 */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import { useHomeSections } from "../api/lists";
import { useActiveSection } from "../hooks/use-active-section";
import { CardSkeletons } from "./card-skeletons";
import { CategoryMenu, sectionId } from "./category-menu";
import { HomeSection } from "./home-section";
import { HotRanking } from "./hot-ranking";
import { UserCard } from "./user-card";
import "./knowledge.css";

/** A section counts as the reader's once its top passes this far below the viewport's top. */
const ACTIVE_OFFSET_PX = 120;

export function KnowledgeHomePage() {
  const { t } = useTranslation("knowledge");
  const sections = useHomeSections();
  const types = useMemo(
    () => (sections.data ?? []).map((section) => section.type),
    [sections.data],
  );
  const ids = useMemo(() => types.map(sectionId), [types]);
  const [activeId, chooseSection] = useActiveSection(ids, ACTIVE_OFFSET_PX);

  let content;
  if (sections.isError) {
    content = (
      <QueryErrorView
        error={sections.error}
        onRetry={() => void sections.refetch()}
        retrying={sections.isFetching}
      />
    );
  } else if (!sections.data) {
    content = <CardSkeletons count={6} />;
  } else if (sections.data.length === 0) {
    content = (
      <EmptyState
        title={t("home.emptyTitle")}
        description={t("home.emptyDescription")}
        hideAction
      />
    );
  } else {
    content = sections.data.map((section) => <HomeSection key={section.type} section={section} />);
  }

  return (
    <div className="kn-page kn-home">
      <h1 className="app-visually-hidden">{t("home.title")}</h1>
      <div className="kn-home__menu">
        {types.length > 0 ? (
          <CategoryMenu types={types} activeId={activeId} onJump={chooseSection} />
        ) : null}
      </div>
      <div className="kn-home__sections" aria-busy={sections.isPending || undefined}>
        {content}
      </div>
      <aside className="kn-home__side">
        <UserCard />
        <HotRanking />
      </aside>
    </div>
  );
}
