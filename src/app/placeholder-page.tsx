import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/states/empty-state";
import type { TitleId } from "./route-handle";

/**
 * A page whose content belongs to later work: its layout (from the route) and the empty-data view,
 * under the page's title for assistive technology. No invented content.
 */
export function PlaceholderPage({ title }: { title: TitleId }) {
  const { t } = useTranslation("common");
  return (
    <div className="app-page app-page--placeholder">
      <h1 className="app-visually-hidden">{t(`titles.${title}`)}</h1>
      <EmptyState />
    </div>
  );
}
