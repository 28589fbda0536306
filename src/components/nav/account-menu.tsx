import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useGoToLogin, LOGIN_PATH } from "@/hooks/use-go-to-login";
import { useSessionUser } from "@/hooks/use-session-user";
import { signOut } from "@/lib/session";
import { AVATAR_SIZE, UserAvatar } from "../avatar/user-avatar";
import { DropdownMenu } from "../dropdown-menu";
import { ShellButton } from "../shell-button";
import { CREATOR_CENTRE_ENTRIES, PERSONAL_HOME_PATH } from "./nav-model";

/**
 * Signed in: the avatar menu (platform.md §2: personal centre, log out) with the creator centre's
 * places between them (creator-programme.md §2). A visitor: the log-in button.
 */
export function AccountMenu({ showName = false }: { showName?: boolean }) {
  const { t } = useTranslation("nav");
  const user = useSessionUser();
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();

  if (!user) {
    return <ShellButton text={t("account.login")} onClick={goToLogin} data-testid="login-button" />;
  }

  const logout = () => {
    signOut(); // the app clears the query cache as the user goes
    void navigate(LOGIN_PATH);
  };

  const label = t("account.menu", { name: user.user_name });
  return (
    <DropdownMenu
      label={label}
      buttonLabel={label}
      buttonTestId="account-menu"
      buttonClassName="app-account-button"
      button={
        <>
          <UserAvatar url={user.user_url} name={user.user_name} size={AVATAR_SIZE.nav} />
          {showName ? <span className="app-account-button__name">{user.user_name}</span> : null}
        </>
      }
      items={[
        {
          kind: "header",
          key: "user",
          content: (
            <span className="app-account-menu__header">
              <UserAvatar url={user.user_url} name={user.user_name} size={AVATAR_SIZE.menu} />
              <span className="app-account-menu__name">{user.user_name}</span>
            </span>
          ),
        },
        { kind: "divider", key: "divider" },
        {
          key: "personal",
          icon: "person",
          text: t("account.personal"),
          to: PERSONAL_HOME_PATH,
          testId: "account-personal",
        },
        { kind: "divider", key: "creator", title: t("account.creatorCentre") },
        ...CREATOR_CENTRE_ENTRIES.map((entry) => ({
          key: entry.id,
          text: t(`account.${entry.id}`),
          to: entry.to,
        })),
        { kind: "divider", key: "end" },
        {
          key: "logout",
          icon: "log-out",
          text: t("account.logout"),
          onSelect: logout,
          testId: "account-logout",
        },
      ]}
    />
  );
}
