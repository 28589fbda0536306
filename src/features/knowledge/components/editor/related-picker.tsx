/**
 * The related articles of the settings panel, chosen by search (portal.md §2.4; decisions.md §2:
 * article search is getLoreEssayAll with search_name, and the chosen ones are read back with
 * batchGetLoreEssay). At most RELATED_MAX, never the article itself, no duplicates, in the chosen
 * order.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { AddIcon, SearchIcon, SmallCrossIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { ShellButton } from "@/components/shell-button";
import { apiErrorMessage } from "@/lib/error-message";
import { htmlToText } from "@/lib/rich-text/text";
import { useRelatedArticles } from "@/api/knowledge/article";
import { useArticleSearch } from "@/api/knowledge/draft";
import { RELATED_MAX } from "./article-form";

const SEARCH_DELAY_MS = 300;

export function RelatedPicker({
  value,
  onChange,
  articleId,
}: {
  value: readonly string[];
  onChange(next: string[]): void;
  /** The edited article's id (it cannot be its own related article). */
  articleId: string;
}) {
  const { t } = useTranslation(["editor", "knowledge", "common"]);
  const id = useId();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [titles, setTitles] = useState<Record<string, string>>({});
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const results = useArticleSearch(search);
  const chosen = useRelatedArticles(value);
  const known = useMemo(() => {
    const map: Record<string, string> = { ...titles };
    for (const card of chosen.data ?? []) map[card.id] = htmlToText(card.title);
    return map;
  }, [titles, chosen.data]);
  const full = value.length >= RELATED_MAX;
  const titleOf = (articleIdToShow: string) =>
    known[articleIdToShow] || t("editor:relatedUntitled");

  const candidates = (results.data ?? []).filter((card) => card.id !== articleId);

  return (
    <div className="bp6-form-group gc-editor__field">
      <label className="bp6-label" htmlFor={id}>
        {t("editor:related")}
      </label>
      {value.length > 0 ? (
        <ul className="gc-editor__related" aria-label={t("editor:relatedChosen")}>
          {value.map((relatedId) => (
            <li key={relatedId} className="gc-editor__related-item">
              <span className="gc-editor__related-title">{titleOf(relatedId)}</span>
              <button
                type="button"
                className="bp6-button bp6-minimal bp6-small"
                aria-label={t("editor:relatedRemove", { title: titleOf(relatedId) })}
                onClick={() => onChange(value.filter((other) => other !== relatedId))}
              >
                <SmallCrossIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="bp6-input-group">
        <span className="bp6-icon bp6-icon-search" aria-hidden="true">
          <SearchIcon />
        </span>
        <input
          id={id}
          type="search"
          className="bp6-input"
          value={typed}
          placeholder={t("editor:relatedSearch")}
          aria-describedby={full ? `${id}-limit` : undefined}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              setSearch(typed.trim());
            }
          }}
        />
      </div>
      {full ? (
        <div className="bp6-form-helper-text" id={`${id}-limit`}>
          {t("editor:relatedLimit", { count: RELATED_MAX })}
        </div>
      ) : null}
      {search === "" ? null : results.isPending ? (
        <div className="gc-editor__search-state" role="status">
          <Spinner />
        </div>
      ) : results.isError ? (
        <div className="gc-editor__search-state" role="alert">
          <span>{apiErrorMessage(results.error)}</span>
          <ShellButton
            variant="minimal"
            text={t("common:actions.retry")}
            onClick={() => void results.refetch()}
          />
        </div>
      ) : candidates.length === 0 ? (
        <p className="gc-editor__search-state">{t("editor:relatedNone")}</p>
      ) : (
        <ul className="gc-editor__results" aria-busy={results.isFetching || undefined}>
          {candidates.map((card) => {
            const title = htmlToText(card.title) || t("editor:relatedUntitled");
            const added = value.includes(card.id);
            return (
              <li key={card.id} className="gc-editor__related-item">
                <span className="gc-editor__related-title">{title}</span>
                <button
                  type="button"
                  className="bp6-button bp6-minimal bp6-small"
                  aria-label={t("editor:relatedAdd", { title })}
                  disabled={added || full}
                  onClick={() => {
                    setTitles((map) => ({ ...map, [card.id]: title }));
                    onChange([...value, card.id]);
                  }}
                >
                  <AddIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
