/**
 * A knowledge article as a card (lists of the index and the more page): cover, title, the start of
 * the introduction, at most three tags, the author, the release date (YYYY/MM/DD) and the view and
 * like counts in short form. The whole card is one link (the title's), to the article's detail,
 * which opens in a new window from every list (platform.md §2, portal.md §2.1, §2.2).
 */
import { EyeOpenIcon } from "@/components/icons/content-icons";
import { ThumbsUpIcon } from "./knowledge-icons";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "@/components/avatar/user-avatar";
import { useLanguage } from "@/hooks/use-language";
import { formatCount, formatDate } from "@/lib/format";
import { htmlToText } from "@/lib/rich-text/text";
import type { ArticleCard } from "@/api/knowledge/article-card";
import { articlePath } from "@/api/knowledge/categories";
import { CategoryLogo, categoryColour } from "./category-logo";

interface ArticleCardViewProps {
  card: ArticleCard;
  /** The title's heading level: 3 under a section heading (default), 2 in a list under the h1. */
  headingLevel?: 2 | 3;
  /**
   * The page's first card: its cover is the page's largest paint on a phone, so it loads at once
   * and first (decision 0089); the other covers load as they come into view.
   */
  lead?: boolean;
}

/** Seconds to an ISO date for <time dateTime>. */
const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export const ArticleCardView = memo(function ArticleCardView({
  card,
  headingLevel = 3,
  lead = false,
}: ArticleCardViewProps) {
  const { t } = useTranslation("knowledge");
  const [language] = useLanguage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const title = htmlToText(card.title);
  const released = card.releasedAt > 0 ? formatDate(card.releasedAt, language) : "";
  return (
    <article className="kn-card" data-testid="article-card" data-article-id={card.id}>
      <div className="kn-card__media">
        <div className="kn-card__cover" aria-hidden="true">
          {card.coverUrl ? (
            <img
              src={card.coverUrl}
              alt=""
              loading={lead ? "eager" : "lazy"}
              fetchPriority={lead ? "high" : undefined}
              decoding="async"
            />
          ) : (
            <span
              className="kn-card__placeholder"
              style={{
                background: `linear-gradient(135deg, ${categoryColour(card.type)}, #1c2127)`,
              }}
            >
              <CategoryLogo type={card.type} size={44} />
            </span>
          )}
        </div>
        <span className="kn-card__stats">
          <span className="kn-stat">
            <EyeOpenIcon size={12} />
            <span className="app-visually-hidden">{t("card.views")}: </span>
            {formatCount(card.views, language)}
          </span>
          <span className="kn-stat">
            <ThumbsUpIcon size={12} />
            <span className="app-visually-hidden">{t("card.likes")}: </span>
            {formatCount(card.likes, language)}
          </span>
        </span>
      </div>
      <div className="kn-card__body">
        <Heading className="kn-card__title">
          {/* One of the app's own pages: no opener; the referrer is the server's policy's. */}
          <a className="kn-card__link" href={articlePath(card.id)} target="_blank" rel="noopener">
            {title} <span className="app-visually-hidden">{t("card.newWindow")}</span>
          </a>
        </Heading>
        {card.intro ? <p className="kn-card__intro">{card.intro}</p> : null}
        {card.tags.length > 0 ? (
          <ul className="kn-card__tags" aria-label={t("card.tags")}>
            {card.tags.map((tag, index) => (
              <li key={`${index}:${tag}`} className="kn-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="kn-card__meta">
          <span className="kn-card__author">
            <UserAvatar url={card.authorAvatar} name={card.authorName} size={20} />
            <span className="app-visually-hidden">{t("card.author")}: </span>
            <span className="kn-card__author-name">{card.authorName}</span>
          </span>
          {released ? (
            <time className="kn-card__date" dateTime={isoDate(card.releasedAt)}>
              <span className="app-visually-hidden">{t("card.released")} </span>
              {released}
            </time>
          ) : null}
        </div>
      </div>
    </article>
  );
});
