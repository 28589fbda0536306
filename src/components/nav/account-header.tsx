import { LanguageMenu } from "./language-menu";
import { Logo } from "./logo";

/** The account pages' header (sign-in, sign-up, password pages): the logo and the language, no navigation. */
export function AccountHeader() {
  return (
    <header className="app-account-header">
      <Logo />
      <LanguageMenu />
    </header>
  );
}
