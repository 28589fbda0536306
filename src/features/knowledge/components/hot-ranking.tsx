/**
 * The index's hot ranking (portal.md §2.1): the HOT_RANKING_SIZE most viewed articles with their
 * rank, each opening its detail in a new window.
 */
import { EyeOpenIcon } from "@/components/icons/content-icons";
import { FlameIcon } from "./knowledge-icons";
import { useTranslation } from "react-i18next";
import { QueryErrorView } from "@/components/states/query-error-view";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";
import { htmlToText } from "@/lib/rich-text/text";
import { HOT_RANKING_SIZE } from "@/api/knowledge/limits";
import type { HotRankingQuery } from "@/api/knowledge/lists";
import { articlePath } from "@/api/knowledge/categories";

const HEADING_ID = "knowledge-hot-title";

/** `ranking`: the page's query (the page fetches it while this code loads). */
export function HotRanking({ ranking }: { ranking: HotRankingQuery }) {
  const { t } = useTranslation("knowledge");
  const [language] = useLanguage();
  let body;
  if (ranking.isError) {
    body = (
      <QueryErrorView
        error={ranking.error}
        onRetry={() => void ranking.refetch()}
        retrying={ranking.isFetching}
      />
    );
  } else if (!ranking.data) {
    body = (
      <ol className="kn-hot" aria-hidden="true">
        {Array.from({ length: HOT_RANKING_SIZE }, (_, index) => (
          <li key={index} className="kn-hot__item">
            <span className="kn-skeleton kn-skeleton--line" />
          </li>
        ))}
      </ol>
    );
  } else if (ranking.data.length === 0) {
    body = <p className="kn-muted">{t("home.hotEmpty")}</p>;
  } else {
    body = (
      <ol className="kn-hot">
        {ranking.data.map((card, index) => (
          <li key={card.id} className="kn-hot__item" data-testid="hot-item">
            <span
              className={["kn-hot__rank", index < 3 ? "kn-hot__rank--top" : ""].join(" ")}
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <a className="kn-hot__link" href={articlePath(card.id)} target="_blank" rel="noopener">
              <span className="app-visually-hidden">{t("home.rank", { rank: index + 1 })}:</span>{" "}
              {htmlToText(card.title)}{" "}
              <span className="app-visually-hidden">{t("card.newWindow")}</span>
            </a>
            <span className="kn-stat kn-hot__views">
              <EyeOpenIcon size={12} />
              <span className="app-visually-hidden">{t("card.views")}: </span>
              {formatCount(card.views, language)}
            </span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section
      className="kn-panel"
      aria-labelledby={HEADING_ID}
      aria-busy={ranking.isPending || undefined}
    >
      <h2 id={HEADING_ID} className="kn-panel__title">
        <FlameIcon size={16} />
        {t("home.hotTitle")}
      </h2>
      {body}
    </section>
  );
}
