/** /account/forget: send the password-reset e-mail. */
import { ForgetPage } from "@/features/accounts/components/forget-page";

export function Component() {
  return <ForgetPage />;
}
