/** /account/passwordreset?key=..&value=..: set a new password with the link from the e-mail. */
import { useSearchParams } from "react-router";
import { PasswordResetPage } from "@/features/accounts/components/password-reset-page";

export function Component() {
  const [params] = useSearchParams();
  return <PasswordResetPage linkKey={params.get("key")} linkValue={params.get("value")} />;
}
