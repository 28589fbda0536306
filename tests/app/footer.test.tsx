/** The footer (platform.md §2): copyright with the current year, community chat link, QR code. */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../render";

describe("footer", () => {
  it("shows the copyright with the current year, the chat link and its QR code", async () => {
    await renderApp("/gate");
    const footer = screen.getByRole("contentinfo", { name: "Site footer" });
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
    const footer = screen.getByRole("contentinfo", { name: "网站页脚" });
    expect(within(footer).getByRole("link", { name: "社区交流群" })).toBeInTheDocument();
  });

  it("is on the product, knowledge, personal and creator layouts, not on account or article pages", async () => {
    for (const [path, shown] of [
      ["/gameworks/home", true],
      ["/activity/token", true],
      ["/account/forget", false],
    ] as const) {
      const view = await renderApp(path);
      expect(screen.queryByRole("contentinfo") !== null).toBe(shown);
      view.unmount();
    }
  });
});
