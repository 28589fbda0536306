import { DocumentIcon } from "./menu-icons";
import { useTranslation } from "react-i18next";
import { useScrolled } from "@/hooks/use-scrolled";
import { LinkButton } from "../link-button";
import { AccountMenu } from "./account-menu";
import { LanguageMenu } from "./language-menu";
import { Logo } from "./logo";
import { API_DOCUMENT_PATH } from "./nav-model";
import { PublishMenu } from "./publish-menu";

/**
 * The application (demo management) area's own header (platform.md §2): API document button,
 * language, publish entrance and the user card.
 */
export function ApplicationHeader() {
  const { t } = useTranslation("nav");
  const scrolled = useScrolled();
  return (
    <header
      className={`app-nav app-nav--application${scrolled ? " app-nav--scrolled" : ""}`}
      data-scrolled={scrolled ? "true" : "false"}
      data-testid="application-header"
    >
      <div className="app-nav__inner">
        <Logo />
        <div className="app-nav__actions">
          <LinkButton to={API_DOCUMENT_PATH} variant="minimal" icon={<DocumentIcon />}>
            {t("apiDocument")}
          </LinkButton>
          <LanguageMenu />
          <PublishMenu />
          <AccountMenu showName />
        </div>
      </div>
    </header>
  );
}
