import { DocumentIcon } from "./menu-icons";
import { useTranslation } from "react-i18next";
import { useScrolled } from "@/hooks/use-scrolled";
import { LinkButton } from "../link-button";
import { AccountMenu } from "./account-menu";
import { LanguageMenu } from "./language-menu";
import { Logo } from "./logo";
import { API_DOCUMENT_PATH } from "./nav-model";
import { NavMenuButton } from "./nav-menu-button";
import { NavTabs } from "./nav-tabs";
import { PublishMenu } from "./publish-menu";

interface TopNavProps {
  /** The personal layout's nav has a line under it. */
  line?: boolean;
  /**
   * The application (demo management) area's header (platform.md §2): the same navigation, with
   * the user card showing the name, so the creator centre keeps the site's tabs and phone menu.
   */
  application?: boolean;
}

/**
 * The top navigation (platform.md §2); it gets a shadow once the page scrolls more than 3 px. On a
 * phone it keeps one row: the tabs, the API document and the language move into the menu
 * button's drawer (docs/decisions/0077-phone-layouts.md).
 */
export function TopNav({ line = false, application = false }: TopNavProps) {
  const { t } = useTranslation("nav");
  const scrolled = useScrolled();
  return (
    <header
      className={[
        "app-nav app-nav--with-menu",
        line ? "app-nav--line" : "",
        application ? "app-nav--application" : "",
        scrolled ? "app-nav--scrolled" : "",
      ]
        .filter(Boolean)
        .join(" ")}
      data-scrolled={scrolled ? "true" : "false"}
      data-testid={application ? "application-header" : "top-nav"}
    >
      <div className="app-nav__inner">
        <NavMenuButton />
        <Logo />
        <nav aria-label={t("label")} className="app-nav__main">
          <NavTabs />
        </nav>
        <div className="app-nav__actions">
          <LinkButton to={API_DOCUMENT_PATH} variant="minimal" icon={<DocumentIcon />}>
            {t("apiDocument")}
          </LinkButton>
          <LanguageMenu />
          <PublishMenu />
          <AccountMenu showName={application} />
        </div>
      </div>
    </header>
  );
}
