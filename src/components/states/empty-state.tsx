import { InboxIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../link-button";
import { StateView } from "./state-view";

/** Where the empty-data view's home action goes (platform.md §2). */
export const EMPTY_HOME_PATH = "/guide";

interface EmptyStateProps {
  /** Overrides the default "No data" title. */
  title?: string;
  /** Overrides the default description; null shows none (a title that says it all, once). */
  description?: string | null;
  /** Hide the home action (e.g. an empty list inside a page). */
  hideAction?: boolean;
  headingLevel?: 1 | 2;
}

/** The empty-data view: nothing to show, with a way home (to /guide). */
export function EmptyState({ title, description, hideAction, headingLevel = 2 }: EmptyStateProps) {
  const { t } = useTranslation("common");
  return (
    <StateView
      testId="empty-state"
      icon={<InboxIcon size={48} />}
      headingLevel={headingLevel}
      title={title ?? t("empty.title")}
      description={description === null ? undefined : (description ?? t("empty.description"))}
      action={
        hideAction ? undefined : <LinkButton to={EMPTY_HOME_PATH}>{t("empty.home")}</LinkButton>
      }
    />
  );
}
