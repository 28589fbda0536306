/**
 * The post / write action (portal.md §2.1, §2.2): the article editor for a signed-in user, else
 * sign-in (which brings the user back to this page afterwards).
 */
import { EditIcon } from "./knowledge-icons";
import { LinkButton } from "@/components/link-button";
import { ShellButton } from "@/components/shell-button";
import { useGoToLogin } from "@/hooks/use-go-to-login";
import { useSessionUser } from "@/hooks/use-session-user";

export const EDITOR_PATH = "/editor/article";

export function WriteArticleButton({ text, className }: { text: string; className?: string }) {
  const user = useSessionUser();
  const goToLogin = useGoToLogin();
  if (user) {
    return (
      <LinkButton to={EDITOR_PATH} intent="primary" icon={<EditIcon />} className={className}>
        {text}
      </LinkButton>
    );
  }
  return (
    <ShellButton intent="primary" icon={<EditIcon />} className={className} onClick={goToLogin}>
      {text}
    </ShellButton>
  );
}
