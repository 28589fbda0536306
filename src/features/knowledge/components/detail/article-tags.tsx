import { memo } from "react";
import { useTranslation } from "react-i18next";

/** The article's tags (blank ones left out); nothing when there are none. */
export const ArticleTags = memo(function ArticleTags({
  tags,
}: {
  tags: readonly string[] | undefined;
}) {
  const { t } = useTranslation("knowledgeDetail");
  const shown = (tags ?? []).map((tag) => tag.trim()).filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul className="app-article__tags" aria-label={t("detail.tags")}>
      {shown.map((tag, index) => (
        <li key={`${index}-${tag}`} className="app-article__tag">
          {tag}
        </li>
      ))}
    </ul>
  );
});
