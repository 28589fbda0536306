/**
 * /application/main?tab= (creator-programme.md §2): the side menu (0 demo management, 1 API key,
 * 2 incentive account, 3 billing detail, 4 development documents → /document/token), the banner
 * to /activity/token and the chosen tab, which lives in the URL (an unknown tab shows tab 0). Each
 * tab's code loads when it is chosen, so recharts stays inside the billing tab.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { API_DOCUMENT_PATH } from "../../route-paths";
import { LoadingNote } from "../loading-note";
import "./application.css";

const DemoManagement = lazy(() =>
  import("./demo-management").then((m) => ({ default: m.DemoManagement })),
);
const ApiKeys = lazy(() => import("./api-keys").then((m) => ({ default: m.ApiKeys })));
const IncentiveAccounts = lazy(() =>
  import("./incentive-accounts").then((m) => ({ default: m.IncentiveAccounts })),
);
const Billing = lazy(() => import("./billing").then((m) => ({ default: m.Billing })));

/** The tabs shown in the page (tab 4 is a link to the document). */
export const APPLICATION_TABS = ["demos", "keys", "accounts", "billing"] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];
export const TAB_PARAM = "tab";
const ACTIVITY_PATH = "/activity/token";

export function tabFromSearch(value: string | null): number {
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < APPLICATION_TABS.length ? index : 0;
}

const tabContent: Record<ApplicationTab, () => ReactNode> = {
  demos: () => <DemoManagement />,
  keys: () => <ApiKeys />,
  accounts: () => <IncentiveAccounts />,
  billing: () => <Billing />,
};

export function ApplicationArea() {
  const { t } = useTranslation("application");
  const [params] = useSearchParams();
  const current = tabFromSearch(params.get(TAB_PARAM));
  const tab: ApplicationTab = APPLICATION_TABS[current] ?? "demos";
  return (
    <div className="creator-app">
      <nav className="creator-app__menu" aria-label={t("app.menu")}>
        <ul>
          {APPLICATION_TABS.map((name, index) => (
            <li key={name}>
              <Link
                to={`?${TAB_PARAM}=${index}`}
                aria-current={index === current ? "page" : undefined}
                className="creator-app__menu-item"
              >
                {t(`app.tabs.${name}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={API_DOCUMENT_PATH} className="creator-app__menu-item">
              {t("app.tabs.documents")}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="creator-app__content">
        <ApplicationBanner />
        <h1 className="creator-app__title">{t(`app.tabs.${tab}`)}</h1>
        <Suspense fallback={<LoadingNote text={t("app.loading")} />}>{tabContent[tab]()}</Suspense>
      </div>
    </div>
  );
}

/** The banner to the activity page. */
export function ApplicationBanner() {
  const { t } = useTranslation("application");
  return (
    <Link to={ACTIVITY_PATH} className="creator-app__banner" data-testid="application-banner">
      <strong>{t("app.banner.title")}</strong>
      <span>{t("app.banner.body")}</span>
    </Link>
  );
}

/** /application/api: the API key and incentive areas on one page (platform.md §2). */
export function ApiArea() {
  const { t } = useTranslation("application");
  return (
    <div className="creator-app creator-app--single">
      <div className="creator-app__content">
        <ApplicationBanner />
        <h1 className="creator-app__title">{t("app.apiTitle")}</h1>
        <Suspense fallback={<LoadingNote text={t("app.loading")} />}>
          <section aria-labelledby="creator-api-keys">
            <h2 id="creator-api-keys" className="creator-app__subtitle">
              {t("app.tabs.keys")}
            </h2>
            <ApiKeys />
          </section>
          <section aria-labelledby="creator-api-accounts">
            <h2 id="creator-api-accounts" className="creator-app__subtitle">
              {t("app.tabs.accounts")}
            </h2>
            <IncentiveAccounts />
          </section>
        </Suspense>
      </div>
    </div>
  );
}
