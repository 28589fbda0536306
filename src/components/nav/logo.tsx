import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The product's word mark, linking home (default box 150 x 30, platform.md §9). */
export function Logo({ width = 150, height = 30 }: { width?: number; height?: number }) {
  const { t } = useTranslation(["nav", "common"]);
  return (
    <Link to="/gate" className="app-logo" aria-label={t("nav:logo")} style={{ width, height }}>
      <svg viewBox="0 0 150 30" width={width} height={height} aria-hidden="true" focusable="false">
        <rect x="0" y="3" width="24" height="24" rx="6" fill="#2d72d2" />
        <path d="M7 15h10M12 10v10" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <text x="32" y="21" fontSize="17" fontWeight="700" fill="currentColor" fontFamily="inherit">
          {t("common:appName")}
        </text>
      </svg>
    </Link>
  );
}
