import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";

interface ShellLayoutProps {
  /** account, article, product, knowledge, personal, application, creator, document, blank, plain. */
  name: string;
  header?: ReactNode;
  /** The site footer, when the layout has one (loaded with the layout, like its header). */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The frame every layout shares: a skip link, the header, the main landmark, the footer. */
export function ShellLayout({ name, header, footer, children }: ShellLayoutProps) {
  const { t } = useTranslation("common");
  return (
    <div className={`app-shell app-shell--${name}`} data-layout={name}>
      <a
        href="#main"
        className="app-skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        {t("skipToContent")}
      </a>
      {header}
      <main id="main" tabIndex={-1} className="app-main">
        {children ?? <Outlet />}
      </main>
      {footer}
    </div>
  );
}
