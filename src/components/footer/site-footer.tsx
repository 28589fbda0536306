import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Classes } from "../bp-classes";
import { gridIcon } from "../icons/grid-icon";
import { COMMUNITY_CHAT_URL, COMMUNITY_QR_URL } from "./community";

/** The community link's icon, 16 pixels only (grid-icon.tsx). */
const ChatIcon = gridIcon("chat", 16, [
  "M6 10c-1.1 0-2-.9-2-2V3H1c-.55 0-1 .45-1 1v8c0 .55.45 1 1 1v2a1.003 1.003 0 0 0 1.71.71L5.41 13H10c.55 0 1-.45 1-1v-1.17l-.83-.83zm9-10H6c-.55 0-1 .45-1 1v7c0 .55.45 1 1 1h4.59l2.71 2.71c.17.18.42.29.7.29.55 0 1-.45 1-1V9c.55 0 1-.45 1-1V1c0-.55-.45-1-1-1",
]);

/** A locally drawn stand-in for the chat-app QR code until a deployment provides the image. */
function QrPlaceholder({ label }: { label: string }) {
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="28" height="28" fill="#111" />
      <rect x={x + 4} y={y + 4} width="20" height="20" fill="#fff" />
      <rect x={x + 8} y={y + 8} width="12" height="12" fill="#111" />
    </g>
  );
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" role="img" aria-label={label}>
      <rect width="120" height="120" fill="#fff" />
      {finder(8, 8)}
      {finder(84, 8)}
      {finder(8, 84)}
      <rect x="46" y="46" width="28" height="28" fill="none" stroke="#111" strokeWidth="4" />
    </svg>
  );
}

/**
 * The footer: copyright with the current year, the terms of service and the privacy policy
 * (docs/decisions/0073), the community chat link, and the chat-app QR code shown while the link is
 * hovered or focused.
 */
export function SiteFooter() {
  const { t } = useTranslation("common");
  const hintId = useId();
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer" aria-label={t("footer.label")}>
      <div className="app-footer__inner">
        <p className="app-footer__copyright">{t("footer.copyright", { year })}</p>
        <nav className="app-footer__legal" aria-label={t("footer.legal")}>
          <Link to="/legal/terms">{t("footer.terms")}</Link>
          <Link to="/legal/privacy">{t("footer.privacy")}</Link>
        </nav>
        <div className="app-footer__chat-wrap">
          <a
            className="app-footer__chat"
            href={COMMUNITY_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={hintId}
            data-testid="community-chat"
          >
            <ChatIcon />
            <span>{t("footer.chat")}</span>
          </a>
          <div className={`${Classes.POPOVER} app-footer__qr`} data-testid="community-qr">
            <div className={Classes.POPOVER_CONTENT}>
              {COMMUNITY_QR_URL ? (
                <img src={COMMUNITY_QR_URL} width={120} height={120} alt={t("footer.qrAlt")} />
              ) : (
                <QrPlaceholder label={t("footer.qrAlt")} />
              )}
              <p id={hintId}>{t("footer.qrHint")}</p>
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
