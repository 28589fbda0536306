/**
 * /legal/terms and /legal/privacy (platform.md §5, creator-programme.md §2; docs/decisions/0073):
 * real pages in both languages, reached from sign-up's agreement and from the footer.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import accountsEn from "@/locales/en/accounts.json";
import legalEn from "@/locales/en/legal.json";
import legalZh from "@/locales/zh-cn/legal.json";
import { expectPath, renderApp } from "../render";

const page = (name: string) =>
  screen.findByRole("heading", { level: 1, name }, { timeout: 10_000 });

describe("the legal pages", () => {
  it.each([
    ["/legal/terms", legalEn.terms, legalEn.otherDocument.terms, "/legal/privacy"],
    ["/legal/privacy", legalEn.privacy, legalEn.otherDocument.privacy, "/legal/terms"],
  ] as const)(
    "%s shows its sections with a table of contents and links the other",
    async (path, text, otherText, other) => {
      await renderApp(path);
      await page(text.title);
      const article = screen.getByRole("article", { name: text.title });
      expect(screen.queryByTestId("empty-state")).not.toBeInTheDocument();
      for (const section of text.sections) {
        expect(
          within(article).getByRole("heading", { level: 2, name: section.heading }),
        ).toBeInTheDocument();
        for (const paragraph of section.paragraphs)
          expect(within(article).getByText(paragraph)).toBeInTheDocument();
      }
      const contents = within(article).getByRole("navigation", { name: legalEn.contents });
      expect(within(contents).getAllByRole("link")).toHaveLength(text.sections.length);
      expect(within(article).getByRole("link", { name: otherText })).toHaveAttribute("href", other);
    },
  );

  it("speaks Chinese", async () => {
    await renderApp("/legal/privacy", { language: "zh-cn" });
    await page(legalZh.privacy.title);
    expect(
      screen.getByRole("heading", { level: 2, name: legalZh.privacy.sections[0]!.heading }),
    ).toBeInTheDocument();
    await screen.findByRole("contentinfo");
    expect(screen.getByRole("link", { name: "服务条款" })).toHaveAttribute("href", "/legal/terms");
  });

  it("the footer links both; sign-up's agreement links open them", async () => {
    const { router, user } = await renderApp("/legal/terms");
    await page(legalEn.terms.title);
    const footer = await screen.findByRole("contentinfo");
    const legal = within(footer).getByRole("navigation", { name: "Legal" });
    await user.click(within(legal).getByRole("link", { name: "Privacy policy" }));
    await expectPath(router, "/legal/privacy");
    await page(legalEn.privacy.title);
    expect(accountsEn.policy.termsUrl).toBe("/legal/terms");
    expect(accountsEn.policy.privacyUrl).toBe("/legal/privacy");
  });
});
