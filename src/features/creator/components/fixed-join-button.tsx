import { useTranslation } from "react-i18next";
import { ShellButton } from "@/components/shell-button";
import { useScrolled } from "@/hooks/use-scrolled";

/** The fixed join button appears once the page has scrolled past 180 px (creator-programme.md §9). */
export const FIXED_JOIN_SCROLL_PX = 180;

export function FixedJoinButton({ onJoin }: { onJoin: () => void }) {
  const { t } = useTranslation("creator");
  const shown = useScrolled(FIXED_JOIN_SCROLL_PX);
  if (!shown) return null;
  return (
    <div className="creator-fixed-join">
      <ShellButton
        intent="primary"
        className="bp6-large"
        text={t("activity.joinFixed")}
        onClick={onJoin}
        data-testid="join-fixed"
      />
    </div>
  );
}
