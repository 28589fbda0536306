/** /account/signup: create an account with an e-mail code; the success panel leads to sign-in. */
import { SignUpPage } from "@/features/accounts/components/signup-page";

export function Component() {
  return <SignUpPage />;
}
