/**
 * One section of the index: its category's name, a More link to the category's page when it has
 * HOME_SECTION_SIZE or more articles (portal.md §2.1), and its newest articles as cards that open
 * in a new window.
 */
import { ChevronRightIcon } from "@/components/icons/content-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HOME_SECTION_SIZE } from "@/api/knowledge/limits";
import type { HomeSection as HomeSectionData } from "@/api/knowledge/lists";
import { categoryNameKey, categoryPath } from "@/api/knowledge/categories";
import { ArticleCardView } from "./article-card-view";
import { sectionHeadingId, sectionId } from "./category-menu";

/** `lead`: the page's first section, whose first card is the page's largest paint. */
export function HomeSection({
  section,
  lead = false,
}: {
  section: HomeSectionData;
  lead?: boolean;
}) {
  const { t } = useTranslation("knowledge");
  const name = t(categoryNameKey(section.type));
  const hasMore = Math.max(section.total, section.articles.length) >= HOME_SECTION_SIZE;
  return (
    <section
      id={sectionId(section.type)}
      className="kn-section"
      aria-labelledby={sectionHeadingId(section.type)}
      data-testid="knowledge-section"
    >
      <div className="kn-section__head">
        <h2 id={sectionHeadingId(section.type)} className="kn-section__title" tabIndex={-1}>
          {name}
        </h2>
        {hasMore ? (
          <Link
            to={categoryPath(section.type)}
            className="kn-more-link"
            aria-label={t("home.moreLabel", { category: name })}
          >
            {t("home.more")}
            <ChevronRightIcon size={14} />
          </Link>
        ) : null}
      </div>
      <ul className="kn-grid">
        {section.articles.map((card, index) => (
          <li key={card.id}>
            <ArticleCardView card={card} lead={lead && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
