/**
 * /personal/home (portal.md §2.9): ?tabIndex= selects the tab and follows it; the draft box with
 * its count; cards with the review status and failure opinion, edit links by kind and delete with a
 * confirmation whose text differs for drafts and posted items; favourites newest first; failures
 * shown (Retry on lists, a toast on delete).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts } from "@/components/toaster";
import { arm } from "@mocks/testing";
import { expectPath, here } from "../render";
import {
  cardIds,
  cardOf,
  db,
  findCard,
  findToast,
  loadedPanel,
  renderPersonal,
  SEED,
} from "./harness";

afterEach(async () => {
  await clearToasts();
});

describe("personal home tabs", () => {
  it("opens the tab ?tabIndex= names and the URL follows the tab", async () => {
    const { router, user } = await renderPersonal("/personal/home?tabIndex=3");
    expect(await screen.findByRole("tab", { name: "Images" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = await loadedPanel();
    expect(within(panel).getByTestId("image-list")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Articles" }));
    await expectPath(router, "/personal/home?tabIndex=2");
    await user.click(screen.getByRole("tab", { name: /^Draft box/ }));
    await expectPath(router, "/personal/home?tabIndex=0");
  });

  it("opens Favorites without a tabIndex, newest favourite first", async () => {
    await renderPersonal("/personal/home");
    expect(await screen.findByRole("tab", { name: "Favorites" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = await loadedPanel();
    const shown = cardIds(panel);
    const expected = db()
      .collects.all()
      .filter((c) => c.user_id === "1001")
      .sort((a, b) => b.up_time - a.up_time)
      .map((c) => c.gid);
    expect(shown.length).toBeGreaterThan(0);
    // Favourites the batch reads leave out (deleted or unpublished) are skipped, the order stays.
    expect(shown).toEqual(expected.filter((id) => shown.includes(id)));
    // Favourites are read-only: no edit or delete.
    expect(within(panel).queryByRole("button", { name: /^Delete/ })).toBeNull();
  });
});

describe("draft box", () => {
  it("shows its count, the drafts of every kind and their editors", async () => {
    await renderPersonal("/personal/home?tabIndex=0");
    expect(await screen.findByRole("tab", { name: "Draft box (4)" })).toBeInTheDocument();
    const panel = await loadedPanel();
    const article = cardOf(panel, SEED.articleDrafts[0]);
    expect(within(article).getByText("To be released")).toBeInTheDocument();
    expect(within(article).getByRole("link", { name: /^Edit/ })).toHaveAttribute(
      "href",
      `/editor/article?id=${SEED.articleDrafts[0]}`,
    );
    expect(
      within(cardOf(panel, SEED.workDrafts.image)).getByRole("link", { name: /^Edit/ }),
    ).toHaveAttribute("href", `/postproduct/image?id=${SEED.workDrafts.image}`);
    expect(
      within(cardOf(panel, SEED.workDrafts.demo)).getByRole("link", { name: /^Edit/ }),
    ).toHaveAttribute("href", `/application/editworks?id=${SEED.workDrafts.demo}`);
  });

  it("deletes a draft after the draft confirmation; the list and count reload", async () => {
    const { user } = await renderPersonal("/personal/home?tabIndex=0");
    const panel = await loadedPanel();
    const card = cardOf(panel, SEED.articleDrafts[0]);
    await user.click(within(card).getByRole("button", { name: /^Delete/ }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByText("Delete this draft?")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Delete" }));
    await findToast("Deleted.");
    await waitFor(() => expect(findCard(panel, SEED.articleDrafts[0])).toBeUndefined());
    expect(await screen.findByRole("tab", { name: "Draft box (3)" })).toBeInTheDocument();
    expect(
      db().articles.findFirst((q) => q.where({ lore_essay_id: SEED.articleDrafts[0] }))?.deleted,
    ).toBe(true);
  });

  it("keeps the item and says why when the delete fails", async () => {
    const { user } = await renderPersonal("/personal/home?tabIndex=0");
    const panel = await loadedPanel();
    arm("delWorksAudit", "http500");
    const card = cardOf(panel, SEED.workDrafts.demo);
    await user.click(within(card).getByRole("button", { name: /^Delete/ }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    await findToast(/server/i);
    expect(cardOf(panel, SEED.workDrafts.demo)).toBeInTheDocument();
  });
});

describe("posted items", () => {
  it("show their review status and a failed review's opinion", async () => {
    await renderPersonal("/personal/home?tabIndex=4");
    const panel = await loadedPanel();
    const failed = cardOf(panel, SEED.failedDemo);
    expect(within(failed).getByText("Failed review")).toBeInTheDocument();
    expect(within(failed).getByText(/third-party material/)).toBeInTheDocument();
  });

  it("ask with the published text before deleting", async () => {
    const { user } = await renderPersonal("/personal/home?tabIndex=2", "creator", "zh-cn");
    const panel = await loadedPanel();
    const card = cardOf(panel, SEED.failedArticle);
    expect(within(card).getByText("审核未通过")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: /^删除/ }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByText("删除这个已发布的内容？")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "取消" }));
    expect(cardOf(panel, SEED.failedArticle)).toBeInTheDocument();
  });

  it("show a list failure with Retry", async () => {
    arm("getAuditPostsAll", "http500");
    const { user } = await renderPersonal("/personal/home?tabIndex=2");
    const retry = await screen.findByRole("button", { name: "Try again" }, { timeout: 10_000 });
    expect(screen.getByRole("alert")).toHaveTextContent(/server/i);
    await user.click(retry);
    const panel = await loadedPanel();
    expect(within(panel).getByTestId("article-list")).toBeInTheDocument();
  });
});

describe("side panel", () => {
  it("shows the user and the shortcuts", async () => {
    const { router } = await renderPersonal("/personal/home");
    const side = await screen.findByTestId("profile-panel");
    expect(await within(side).findByRole("heading", { name: "PixelForge" })).toBeInTheDocument();
    expect(within(side).getByRole("button", { name: "Edit profile" })).toBeInTheDocument();
    expect(within(side).getByRole("link", { name: "Write an article" })).toHaveAttribute(
      "href",
      "/editor/article",
    );
    expect(within(side).getByRole("link", { name: "Post an image" })).toHaveAttribute(
      "href",
      "/postproduct/image",
    );
    expect(within(side).getByRole("link", { name: "Demo page" })).toHaveAttribute(
      "href",
      "/application/main",
    );
    expect(here(router)).toBe("/personal/home");
  });
});
