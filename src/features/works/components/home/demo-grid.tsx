import { ChevronRightIcon } from "@/components/icons/content-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import { WorksType } from "@/generated/model/worksType";
import type { DemoGridQuery } from "@/api/works/works";
import { DEMO_MORE_LINK_MIN } from "../../constants";
import { DemoCard } from "../shared/demo-card";
import { DemoGridFrame, DemoGridSkeleton } from "./demo-grid-frame";

/** /gameworks/more for a works category. */
export const morePath = (type: WorksType) => `/gameworks/more?id=${type}`;

/**
 * The works home's game demo grid (portal.md §2.5, §9): the first 8 published demos, and a More
 * link to /gameworks/more when there are 6 or more. `demos`: the page's query (the page fetches it
 * while this code loads).
 */
export function DemoGrid({ demos }: { demos: DemoGridQuery }) {
  const { t } = useTranslation("works");
  const total = demos.data?.works_total ?? 0;
  return (
    <DemoGridFrame
      action={
        total >= DEMO_MORE_LINK_MIN ? (
          <Link
            className="works-section__more"
            to={morePath(WorksType.GameDemo)}
            aria-label={t("home.moreLabel")}
          >
            {t("home.more")}
            <ChevronRightIcon size={14} aria-hidden />
          </Link>
        ) : null
      }
    >
      {demos.isPending ? (
        <DemoGridSkeleton />
      ) : demos.isError ? (
        <QueryErrorView
          error={demos.error}
          onRetry={() => void demos.refetch()}
          retrying={demos.isFetching}
        />
      ) : demos.data.base_data.length === 0 ? (
        <EmptyState title={t("home.noDemos")} hideAction />
      ) : (
        <ul className="works-demo-grid">
          {demos.data.base_data.map((work, index) => (
            <li key={work.works_id}>
              <DemoCard work={work} lead={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </DemoGridFrame>
  );
}
