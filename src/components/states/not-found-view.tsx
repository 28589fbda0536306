import { SearchIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../link-button";
import { StateView } from "./state-view";

/** The 404 page body: "page not found" and a button back to /gate (platform.md §2). */
export function NotFoundView() {
  const { t } = useTranslation("common");
  return (
    <StateView
      testId="not-found"
      headingLevel={1}
      icon={<SearchIcon size={48} />}
      title={t("notFound.title")}
      description={t("notFound.description")}
      action={
        <LinkButton to="/gate" intent="primary">
          {t("actions.backHome")}
        </LinkButton>
      }
    />
  );
}
