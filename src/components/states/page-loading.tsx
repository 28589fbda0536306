/**
 * What a page shows while its own code loads after the route's first render (the lazy page bodies
 * of the editors, the image post and the personal pages; docs/decisions/0034): a spinner and a
 * short text, announced politely. Use it as the Suspense fallback of a lazily loaded page body.
 * While it shows, the site footer waits (docs/decisions/0046): the page arriving above it would
 * push it out of view, a layout shift.
 */
import { useTranslation } from "react-i18next";
import { Spinner } from "../form/spinner";

export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation("common");
  return (
    <div className="app-page-loading" role="status" aria-live="polite" data-page-loading>
      <Spinner size={32} />
      <span>{label ?? t("loading")}</span>
    </div>
  );
}
