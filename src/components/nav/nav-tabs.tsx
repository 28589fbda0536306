import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { activeTabOf, NAV_TABS } from "./nav-model";

/** The four tabs, the active one marked with aria-current="page". */
export function NavTabs() {
  const { t } = useTranslation("nav");
  const { pathname } = useLocation();
  const active = activeTabOf(pathname);
  return (
    <ul className="app-nav__tabs">
      {NAV_TABS.filter((tab) => !tab.hidden).map((tab) => (
        <li key={tab.id}>
          <Link
            to={tab.to}
            className={`app-nav__tab${tab.id === active ? " app-nav__tab--active" : ""}`}
            aria-current={tab.id === active ? "page" : undefined}
          >
            {t(`tabs.${tab.id}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
