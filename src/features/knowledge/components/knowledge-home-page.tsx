/**
 * /knowledge/home (portal.md §2.1): the category menu on the left; the sections (recommended
 * first, then each category that has articles) in the middle; the user card and the hot ranking
 * on the right. Each part loads on its own and shows its own loading, empty and error state.
 * The parts' code (home-parts.tsx: the cards, the menu, the side panels) is fetched with their
 * data, after the first render, which shows the page's frame (decision 0062).
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/states/empty-state";
import { lazyPart } from "@/components/states/lazy-part";
import { QueryErrorView } from "@/components/states/query-error-view";
import { useSessionUser } from "@/hooks/use-session-user";
import { useHomeSections, useHotRanking } from "@/api/knowledge/lists";
import { useUserStats } from "@/api/system/user-stats";
import { CardSkeletons } from "./card-skeletons";
import { HomeColumns } from "./home-columns";
import "./knowledge.css";

const SKELETON_CARDS = 6;
const loadParts = () => import("./home-parts");

const HomeContent = lazyPart(() => loadParts().then((parts) => parts.HomeContent), {
  fallback: () => <HomeColumns busy sections={<CardSkeletons count={SKELETON_CARDS} />} />,
  failed: (retry, error) => (
    <HomeColumns sections={<QueryErrorView error={error} onRetry={retry} />} />
  ),
});

const HomeSide = lazyPart(() => loadParts().then((parts) => parts.HomeSide), {
  fallback: () => <SidePending />,
  failed: (retry, error) => (
    <div className="kn-panel">
      <QueryErrorView error={error} onRetry={retry} />
    </div>
  ),
});

/** The side panels' places while their code loads (decorative). */
function SidePending() {
  return [3, 6].map((lines) => (
    <div key={lines} className="kn-panel" aria-hidden="true" data-testid="side-pending">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="kn-skeleton kn-skeleton--line" />
      ))}
    </div>
  ));
}

export function KnowledgeHomePage() {
  const { t } = useTranslation("knowledge");
  // The page owns every query: they start with its first render, and its parts, which load
  // their code meanwhile, show them (a part does not fetch again when its code arrives).
  const sections = useHomeSections();
  const ranking = useHotRanking();
  const stats = useUserStats(useSessionUser()?.user_id);
  // The parts' code is fetched at once, beside their data.
  useEffect(() => HomeContent.preload(), []);

  let content;
  if (sections.isError) {
    content = (
      <HomeColumns
        sections={
          <QueryErrorView
            error={sections.error}
            onRetry={() => void sections.refetch()}
            retrying={sections.isFetching}
          />
        }
      />
    );
  } else if (!sections.data) {
    content = <HomeColumns busy sections={<CardSkeletons count={SKELETON_CARDS} />} />;
  } else if (sections.data.length === 0) {
    content = (
      <HomeColumns
        sections={
          <EmptyState
            title={t("home.emptyTitle")}
            description={t("home.emptyDescription")}
            hideAction
          />
        }
      />
    );
  } else {
    content = <HomeContent sections={sections.data} />;
  }

  return (
    <div className="kn-page kn-home">
      <h1 className="app-visually-hidden">{t("home.title")}</h1>
      {content}
      <aside className="kn-home__side">
        <HomeSide stats={stats} ranking={ranking} />
      </aside>
    </div>
  );
}
