/**
 * The index's parts that load their code after the page's first render (knowledge-home-page.tsx,
 * decision 0062), beside the data they show: the sections with their article cards and the
 * category menu that jumps between them, and the side column's user card and hot ranking.
 */
import { useMemo } from "react";
import type { HomeSection as HomeSectionData, HotRankingQuery } from "@/api/knowledge/lists";
import type { UserStatsQuery } from "@/api/system/user-stats";
import { useActiveSection } from "../hooks/use-active-section";
import { CategoryMenu, sectionId } from "./category-menu";
import { HomeColumns } from "./home-columns";
import { HomeSection } from "./home-section";
import { HotRanking } from "./hot-ranking";
import { UserCard } from "./user-card";

/** A section counts as the reader's once its top passes this far below the viewport's top. */
const ACTIVE_OFFSET_PX = 120;

export function HomeContent({ sections }: { sections: readonly HomeSectionData[] }) {
  const types = useMemo(() => sections.map((section) => section.type), [sections]);
  const ids = useMemo(() => types.map(sectionId), [types]);
  const [activeId, chooseSection] = useActiveSection(ids, ACTIVE_OFFSET_PX);
  return (
    <HomeColumns
      menu={<CategoryMenu types={types} activeId={activeId} onJump={chooseSection} />}
      sections={sections.map((section, index) => (
        <HomeSection key={section.type} section={section} lead={index === 0} />
      ))}
    />
  );
}

/** The side column; the page owns its queries (it fetches them while this code loads). */
export function HomeSide({ stats, ranking }: { stats: UserStatsQuery; ranking: HotRankingQuery }) {
  return (
    <>
      <UserCard stats={stats} />
      <HotRanking ranking={ranking} />
    </>
  );
}
