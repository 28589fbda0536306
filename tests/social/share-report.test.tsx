/**
 * Share copies the right link with the copy-success message (platform.md §2, §8): an article's
 * detail URL, an image work's page URL plus pictDetailsId. The report button opens the global
 * report dialog for the item.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import { articleShareUrl, imageWorkShareUrl } from "@/features/social/components/share-links";
import { ComplaintTarget } from "@/generated/model";
import {
  ARTICLE,
  articlePanel,
  findToast,
  recordBodies,
  renderSocialPage,
  WORK,
  workPanel,
} from "./harness";

afterEach(async () => {
  await clearToasts();
  vi.restoreAllMocks();
});

describe("share links", () => {
  it("an article's detail page", () => {
    expect(articleShareUrl("100001", "https://example.com")).toBe(
      "https://example.com/knowledge/detail?id=100001",
    );
  });

  it("an image work: the page's address with pictDetailsId (replaced, without the hash)", () => {
    expect(imageWorkShareUrl("7", "https://example.com/gameworks/home?tab=3#top")).toBe(
      "https://example.com/gameworks/home?tab=3&pictDetailsId=7",
    );
    expect(imageWorkShareUrl("8", "https://example.com/gameworks/home?pictDetailsId=7")).toBe(
      "https://example.com/gameworks/home?pictDetailsId=8",
    );
  });
});

describe("share button", () => {
  it("copies the article's detail link and says so", async () => {
    const { user } = await renderSocialPage("visitor", { only: "article" });
    const panel = await articlePanel();
    await user.click(within(panel).getByRole("button", { name: /^Share/ }));
    expect(await findToast("Link copied.")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/knowledge/detail?id=${ARTICLE}`,
    );
  });

  it("copies the image work's link: this page plus pictDetailsId, in Chinese", async () => {
    const { user } = await renderSocialPage("visitor", { language: "zh-cn", only: "work" });
    const panel = await workPanel();
    await user.click(within(panel).getByRole("button", { name: /^分享/ }));
    expect(await findToast("链接已复制。")).toBeInTheDocument();
    const copied = new URL(await navigator.clipboard.readText());
    expect(copied.searchParams.get("pictDetailsId")).toBe(WORK);
    expect(copied.origin).toBe(window.location.origin);
  });

  it("says so when the link cannot be copied", async () => {
    const { user } = await renderSocialPage("visitor", { only: "article" });
    const panel = await articlePanel();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    // The selection fallback fails too (jsdom has no document.execCommand: it throws).
    expect("execCommand" in document).toBe(false);
    await user.click(within(panel).getByRole("button", { name: /^Share/ }));
    expect(
      await findToast("The link could not be copied. Please copy it from the address bar."),
    ).toBeInTheDocument();
  });
});

describe("report button", () => {
  it("opens the report dialog for the article", async () => {
    const bodies = recordBodies("/api/basesys/user/complaint");
    const { user } = await renderSocialPage("creator", { only: "article" });
    const panel = await articlePanel();
    await user.click(within(panel).getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report" }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole("radio", { name: "False information" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Wrong facts");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await findToast("Report sent")).toBeInTheDocument();
    expect(bodies).toEqual([
      { c_type: ComplaintTarget.Essay, g_id: ARTICLE, c_type_sub: 8, content: "Wrong facts" },
    ]);
  });
});
