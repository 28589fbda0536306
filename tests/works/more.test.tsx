/**
 * /gameworks/more?id= (portal.md §2.6): the category header (name, description, global views),
 * the endless virtualised list of cards, 50 per page, and the empty page.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WorksType } from "@/generated/model";
import { formatCount } from "@/lib/format";
import { arm, state } from "@mocks/testing";
import { server } from "../msw-server";
import { renderApp } from "../render";
import { preloadLazyModules, publishedOfType, stubLayout } from "./works-helpers";

beforeAll(preloadLazyModules, 120_000);

let layout: ReturnType<typeof stubLayout>;
beforeEach(() => {
  layout = stubLayout();
});
afterEach(() => layout.restore());

describe("works more page", { timeout: 30_000 }, () => {
  it("shows the category's name, description and the global view count", async () => {
    await renderApp("/gameworks/more?id=1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Game demos" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Playable demos made with AI tools/)).toBeInTheDocument();
    const total = publishedOfType(WorksType.GameDemo).reduce(
      (sum, r) => sum + r.stat.browse_num,
      0,
    );
    await waitFor(() =>
      expect(screen.getByTestId("works-global-views")).toHaveTextContent(formatCount(total, "en")),
    );
  });

  it("lists the category's works as cards, newest first, with their position in the whole list", async () => {
    const requests: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/api/works/getworksall"))
        requests.push(await request.clone().json());
    });
    await renderApp("/gameworks/more?id=1", { language: "zh-cn" });
    const list = await screen.findByRole("list", { name: "游戏 Demo" }, { timeout: 10_000 });
    const demos = publishedOfType(WorksType.GameDemo);
    const items = await within(list).findAllByRole("listitem");
    expect(items[0]).toHaveAttribute("aria-posinset", "1");
    expect(items[0]).toHaveAttribute("aria-setsize", String(demos.length));
    expect(within(items[0]!).getByRole("heading")).toHaveTextContent(
      demos[0]!.published!.works_title,
    );
    expect(requests[0]).toEqual({ works_type: 1, works_limit: 50, works_offset: 0 });
    server.events.removeAllListeners();
  });

  it("shows the empty page when the category has no works", async () => {
    server.use(
      http.post("/api/works/getworksall", () =>
        HttpResponse.json({ code: 0, message: "", data: { base_data: [], works_total: 0 } }),
      ),
    );
    await renderApp("/gameworks/more?id=2");
    expect(
      await screen.findByRole(
        "heading",
        { name: "No works in this category yet." },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it("a failed load says why and retries", async () => {
    arm("getWorksAll", "http500");
    const { user } = await renderApp("/gameworks/more?id=3", { language: "zh-cn" });
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent("服务器");
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("list", { name: "艺术创意" })).toBeInTheDocument();
  });

  it("an id that names no category is not found", async () => {
    await renderApp("/gameworks/more?id=abc");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page not found" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(state().log.some((entry) => entry.operation === "getWorksAll")).toBe(false);
  });
});
