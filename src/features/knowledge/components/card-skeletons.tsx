import { useTranslation } from "react-i18next";

function SkeletonCard() {
  return (
    <div className="kn-card kn-card--skeleton">
      <div className="kn-card__cover kn-skeleton" />
      <div className="kn-card__body">
        <div className="kn-skeleton kn-skeleton--line" />
        <div className="kn-skeleton kn-skeleton--line kn-skeleton--short" />
      </div>
    </div>
  );
}

/** Placeholder cards while a list loads (decorative; the region carries aria-busy). */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="kn-grid" aria-hidden="true" data-testid="card-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}

/** The place of an article whose page is not in memory yet (the endless list loads it). */
export function CardPlaceholder() {
  const { t } = useTranslation("knowledgeMore");
  return (
    <div role="status" aria-label={t("more.loadingCard")} data-testid="card-placeholder">
      <SkeletonCard />
    </div>
  );
}
