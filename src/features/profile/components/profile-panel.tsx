/**
 * The side panel of the personal pages (portal.md §2.9, §2.10): avatar, name, profile, and on
 * one's own page the edit icon and the shortcuts (write an article, post an image, the demo page);
 * on a guest page the host's follow button goes in `follow`.
 */
import { EditIcon } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "@/components/avatar/user-avatar";
import { LinkButton } from "@/components/link-button";
import { ShellButton } from "@/components/shell-button";
import type { User } from "@/generated/model";

/** The shortcuts' destinations (portal.md §2.9). */
export const SHORTCUTS = [
  { key: "writeArticle", to: "/editor/article" },
  { key: "postImage", to: "/postproduct/image" },
  { key: "demoPage", to: "/application/main" },
] as const;

interface ProfilePanelProps {
  user: User;
  /** One's own page: the edit icon (calls onEdit) and the shortcuts. */
  onEdit?: () => void;
  /** The follow control of a guest page. */
  follow?: ReactNode;
}

export function ProfilePanel({ user, onEdit, follow }: ProfilePanelProps) {
  const { t } = useTranslation("personal");
  return (
    <aside className="profile-panel" aria-label={t("panel.label")} data-testid="profile-panel">
      <UserAvatar url={user.user_url} name={user.user_name} label={user.user_name} />
      <div className="profile-panel__name-row">
        <h1 className="profile-panel__name" data-testid="profile-name">
          {user.user_name}
        </h1>
        {onEdit ? (
          <ShellButton
            variant="minimal"
            icon={<EditIcon />}
            aria-label={t("panel.edit")}
            title={t("panel.edit")}
            onClick={onEdit}
            data-testid="edit-profile"
          />
        ) : null}
      </div>
      <p className="profile-panel__profile" data-testid="profile-description">
        {user.user_profiles?.trim() || t("panel.noProfile")}
      </p>
      {follow ? <div className="profile-panel__follow">{follow}</div> : null}
      {onEdit ? (
        <nav className="profile-panel__shortcuts" aria-label={t("panel.shortcuts")}>
          {SHORTCUTS.map((shortcut) => (
            <LinkButton key={shortcut.key} to={shortcut.to} variant="outlined">
              {t(`panel.${shortcut.key}`)}
            </LinkButton>
          ))}
        </nav>
      ) : null}
    </aside>
  );
}
