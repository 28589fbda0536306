import { ShareIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";
import { useCopyText } from "../hooks/use-copy-text";
import "./social.css";

export interface ShareButtonProps {
  /** The link to copy (share-links.ts: articleShareUrl, imageWorkShareUrl). */
  url: string;
  /** The item's share count, shown beside the icon when given. */
  count?: number;
  /** Called once the link is copied (the host reports its share event, platform.md §7). */
  onShared?: () => void;
}

/** Share = copy the link, with the copy-success message (platform.md §2, §8). */
export function ShareButton({ url, count, onShared }: ShareButtonProps) {
  const { t } = useTranslation("social");
  const [language] = useLanguage();
  const shown = count === undefined ? undefined : formatCount(count, language);
  const copy = useCopyText({ copied: t("share.copied"), failed: t("share.copyFailed") });
  return (
    <button
      type="button"
      className="bp6-button bp6-minimal app-social-toggle app-share-button"
      title={t("share.action")}
      aria-label={shown === undefined ? t("share.action") : `${t("share.action")} ${shown}`}
      onClick={() => void copy(url).then((copied) => copied && onShared?.())}
    >
      <ShareIcon size={16} />
      {shown === undefined ? null : (
        <span className="bp6-button-text app-social-toggle__count">{shown}</span>
      )}
    </button>
  );
}
