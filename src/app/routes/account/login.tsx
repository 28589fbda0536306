/** /account/login: sign in, then go to the saved return path (the shell's rule; else /gate). */
import { useNavigate } from "react-router";
import { LoginPage } from "@/features/accounts/components/login-page";
import { safeReturnPath } from "@/lib/return-path";
import { session } from "@/lib/session";

export function Component() {
  const navigate = useNavigate();
  return (
    <LoginPage
      onSignedIn={() => void navigate(safeReturnPath(session.takeReturnPath()), { replace: true })}
    />
  );
}
