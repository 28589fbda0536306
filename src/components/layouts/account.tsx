import { LanguageMenu } from "../nav/language-menu";
import { Logo } from "../nav/logo";
import { ShellLayout } from "./shell-layout";

/** Account layout (sign-in, sign-up, password pages): no navigation; the logo and the language. */
export function AccountLayout() {
  return (
    <ShellLayout
      name="account"
      header={
        <header className="app-account-header">
          <Logo />
          <LanguageMenu />
        </header>
      }
    />
  );
}
