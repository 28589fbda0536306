/**
 * The tab strip and the selected panel of a personal page (portal.md §2.9, §2.10). ?tabIndex=
 * selects the tab and follows it (replace: switching tabs does not fill the history).
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Spinner } from "@/components/form/spinner";
import { WorksType } from "@/generated/model/worksType";
import type * as ContentPanels from "./content-panels";
import type { OwnerProps } from "./content-panels";
import { TabStrip } from "./tab-strip";
import { loadNamespaces } from "@/lib/i18n";
import { TAB_INDEX, tabOfIndex, type PersonalTab } from "./personal-tabs";

// The panels (and the knowledge, works and social code they bring) load after the page's first
// render, keeping the route's first load within its budget (docs/decisions/0034).
let panelsModule: Promise<typeof ContentPanels> | undefined;
const panels = () =>
  (panelsModule ??= Promise.all([
    import("./content-panels"),
    loadNamespaces(["knowledge", "works", "social", "authoring"]),
  ]).then(([module]) => module));
const DraftPanel = lazy(() => panels().then((m) => ({ default: m.DraftPanel })));
const DraftTabTitle = lazy(() => panels().then((m) => ({ default: m.DraftTabTitle })));
const FavoritePanel = lazy(() => panels().then((m) => ({ default: m.FavoritePanel })));
const ArticlePanel = lazy(() => panels().then((m) => ({ default: m.ArticlePanel })));
const WorksPanel = lazy(() => panels().then((m) => ({ default: m.WorksPanel })));
const FollowingPanel = lazy(() => panels().then((m) => ({ default: m.FollowingPanel })));

interface PersonalContentProps extends OwnerProps {
  tabs: readonly PersonalTab[];
}

export function PersonalContent({ tabs, ...owner }: PersonalContentProps) {
  const { t } = useTranslation("personal");
  const { t: tc } = useTranslation("common");
  const [params, setParams] = useSearchParams();
  const selected = tabOfIndex(params.get("tabIndex"), tabs);

  const select = (tab: PersonalTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tabIndex", String(TAB_INDEX[tab]));
        return next;
      },
      { replace: true },
    );

  const panelOf = (tab: PersonalTab) => {
    switch (tab) {
      case "draft":
        return owner.viewerId ? <DraftPanel viewerId={owner.viewerId} /> : <></>;
      case "favorite":
        return <FavoritePanel {...owner} />;
      case "article":
        return <ArticlePanel {...owner} />;
      case "image":
        return <WorksPanel kind={WorksType.ArtCreativity} {...owner} />;
      case "demo":
        return <WorksPanel kind={WorksType.GameDemo} {...owner} />;
      case "following":
        return <FollowingPanel {...owner} />;
    }
  };

  return (
    <section className="personal-content">
      <TabStrip
        label={t("tabs.label")}
        selected={selected}
        onSelect={select}
        tabs={tabs.map((tab) => ({
          id: tab,
          title:
            tab === "draft" && owner.viewerId ? (
              <Suspense fallback={t("tabs.draft")}>
                <DraftTabTitle viewerId={owner.viewerId} />
              </Suspense>
            ) : (
              t(`tabs.${tab}`)
            ),
        }))}
      >
        <Suspense
          fallback={
            <div className="personal-loading" role="status" aria-label={tc("loading")}>
              <Spinner size={32} />
            </div>
          }
        >
          {panelOf(selected)}
        </Suspense>
      </TabStrip>
    </section>
  );
}
