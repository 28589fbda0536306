/** The footer (platform.md §2): copyright with the current year, community chat link, QR code. */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../render";

describe("footer", () => {
  it("shows the copyright with the current year, the chat link and its QR code", async () => {
    await renderApp("/gate");
    const footer = await screen.findByRole("contentinfo", { name: "Site footer" });
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} GameCraft`);
    const chat = within(footer).getByRole("link", { name: "Community chat" });
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    expect(chat).toHaveAccessibleDescription("Scan with the chat app to join");
    expect(
      within(footer).getByRole("img", { name: "QR code of the community chat" }),
    ).toBeInTheDocument();
  });

  it("is translated", async () => {
    await renderApp("/knowledge/home", { language: "zh-cn" });
    const footer = await screen.findByRole("contentinfo", { name: "网站页脚" });
    expect(within(footer).getByRole("link", { name: "社区交流群" })).toBeInTheDocument();
  });

  it("is on the product, knowledge, personal and creator layouts, not on account or article pages", async () => {
    for (const [path, shown] of [
      ["/gameworks/home", true],
      ["/activity/token", true],
      ["/account/forget", false],
    ] as const) {
      const view = await renderApp(path);
      // The footer loads as the page renders: wait for it where it belongs, and for the page
      // itself where it does not.
      if (shown) expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
      else {
        await screen.findByRole("main");
        expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
      }
      view.unmount();
    }
  });
});
