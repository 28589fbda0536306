/**
 * The layout table (src/app/layouts.tsx): each layout frames its pages with its own header and,
 * where it has one, the site footer (platform.md §2), as the ten layout files did.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { layouts, type LayoutName } from "@/app/layouts";
import { creator } from "../fixture-user";
import { renderApp, verifySessionAnswers } from "../render";

type Header = "nav" | "navWithLine" | "account" | "application" | null;

/** One page of each layout, and what frames it. */
const cases: {
  layout: LayoutName;
  path: string;
  signedIn?: boolean;
  header: Header;
  footer: boolean;
}[] = [
  { layout: "account", path: "/account/login", header: "account", footer: false },
  { layout: "product", path: "/gate", header: "nav", footer: true },
  { layout: "knowledge", path: "/knowledge/home", header: "nav", footer: true },
  { layout: "article", path: "/editor/article", signedIn: true, header: "nav", footer: false },
  {
    layout: "application",
    path: "/application/main",
    signedIn: true,
    header: "application",
    footer: false,
  },
  { layout: "personal", path: "/personal/guest?id=2002", header: "navWithLine", footer: true },
  { layout: "creator", path: "/activity/token", header: "nav", footer: true },
  { layout: "document", path: "/document/token", header: "nav", footer: false },
  { layout: "blank", path: "/inspect", header: null, footer: false },
  { layout: "plain", path: "/no/such/page", header: "nav", footer: false },
];

describe("layouts", () => {
  it("the table has every layout, as the cases describe them", () => {
    expect(Object.keys(layouts).sort()).toEqual(cases.map((c) => c.layout).sort());
    for (const { layout, header, footer } of cases) {
      expect(layouts[layout], layout).toEqual({ header, footer });
    }
  });

  it.each(cases)(
    "$layout: $path has its header and footer",
    async ({ layout, path, signedIn, header, footer }) => {
      if (signedIn) verifySessionAnswers("live");
      await renderApp(path, { user: signedIn ? creator : null });
      // The layout's own element is the subject: its name and class sit on the shell around main.
      const main = await screen.findByRole("main");
      // eslint-disable-next-line testing-library/no-node-access
      const shell = main.closest(".app-shell") as HTMLElement;
      // A page may have a header or footer of its own (the console, the editor): not the layout's.
      const aroundMain = (role: "banner" | "contentinfo") =>
        within(shell)
          .queryAllByRole(role)
          .filter((element) => !main.contains(element));
      expect(shell).toHaveAttribute("data-layout", layout);
      expect(shell).toHaveClass(`app-shell--${layout}`);
      const topNav = within(shell).queryByTestId("top-nav");
      if (header === "nav" || header === "navWithLine") {
        expect(await within(shell).findByTestId("top-nav")).toBeInTheDocument();
        expect(within(shell).getByTestId("top-nav").classList.contains("app-nav--line")).toBe(
          header === "navWithLine",
        );
      } else {
        expect(topNav).not.toBeInTheDocument();
      }
      if (header === "application") {
        expect(await within(shell).findByTestId("application-header")).toBeInTheDocument();
      }
      if (header === "account") {
        // eslint-disable-next-line testing-library/no-node-access -- the account bar has no landmark role
        const bar = shell.querySelector(".app-account-header");
        expect(bar).not.toBeNull();
        expect(within(bar as HTMLElement).getByTestId("language-menu")).toBeInTheDocument();
      }
      if (header === null) expect(aroundMain("banner")).toEqual([]);
      // The footer loads as the page renders (src/app/layouts.tsx): wait for it where it belongs.
      if (footer) expect(await within(shell).findByRole("contentinfo")).toBeInTheDocument();
      else expect(aroundMain("contentinfo")).toEqual([]);
    },
  );
});
