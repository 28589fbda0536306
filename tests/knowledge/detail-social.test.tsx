/**
 * The article detail with the social feature's widgets in its slots: like and favourite (the page
 * reloads the article after a confirmed change), report, follow, the comment section, "jump to
 * comments" and the floating comment box.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import { i18n, loadNamespaces } from "@/lib/i18n";
import { formatCount } from "@/lib/format";
import { articleCatalog } from "@mocks/domains/content/catalog";
import { CREATOR, READER } from "@mocks/seed/users";
import { arm, state } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { renderApp } from "../render";
import { ARTICLE, findArticle, kx } from "./detail-harness";

const translate = i18n.t as unknown as (key: string) => string;
const sx = (key: string) => translate(`social:${key}`);
const likesOf = (id: string) => articleCatalog(state()).byId.get(id)!.stat.like_num;

afterEach(async () => {
  vi.restoreAllMocks();
  await clearToasts();
});

async function renderAs(account: typeof READER | typeof CREATOR | null, id = ARTICLE) {
  const user = account ? await signIn(account) : null;
  const view = await renderApp(`/knowledge/detail?id=${id}`, { user });
  const article = await findArticle();
  const actions = within(article).getByRole("group", { name: kx("detail.actions.label") });
  return { ...view, article, actions };
}

describe("article detail: social widgets", { timeout: 30_000 }, () => {
  // The report dialog's code loads on demand; transforming it the first time is not what is tested.
  beforeAll(async () => {
    await import("@/features/report/components/connected-report-dialog");
  }, 60_000);

  it("like adds one, and the page's count follows once the server confirmed it", async () => {
    const before = likesOf(ARTICLE);
    const { user, article, actions } = await renderAs(READER);
    const like = within(actions).getByRole("button", { name: new RegExp(sx("like.action")) });
    expect(like).toHaveAttribute("aria-pressed", "false");
    await user.click(like);
    expect(like).toHaveAttribute("aria-pressed", "true");
    expect(like).toHaveTextContent(formatCount(before + 1, "en"));
    await waitFor(() => expect(likesOf(ARTICLE)).toBe(before + 1));
    await waitFor(() =>
      expect(within(article).getByTestId("article-likes")).toHaveTextContent(
        formatCount(before + 1, "en"),
      ),
    );
  });

  it("a failed like rolls back with a message", async () => {
    arm("like", "http500");
    const before = likesOf(ARTICLE);
    const { user, actions } = await renderAs(READER);
    const like = within(actions).getByRole("button", { name: new RegExp(sx("like.action")) });
    await user.click(like);
    expect(
      await screen.findByText(i18n.t("errors:server"), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(like).toHaveAttribute("aria-pressed", "false");
    expect(like).toHaveTextContent(formatCount(before, "en"));
  });

  it("report opens the report dialog for the article", async () => {
    const { user, actions } = await renderAs(READER);
    await user.click(within(actions).getByRole("button", { name: sx("report.action") }));
    // The expected name is read once the dialog's catalogue is in (it loads with the dialog).
    await loadNamespaces(["report"]);
    expect(
      await screen.findByRole("dialog", { name: i18n.t("report:title") }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it("the author card offers follow to a reader, and not to the author", async () => {
    const { article: readerArticle, unmount } = await renderAs(READER);
    const author = within(readerArticle).getByRole("region", { name: kx("detail.author.title") });
    const relation = new RegExp(
      `^(${[sx("follow.follow"), sx("follow.followBack"), sx("follow.followed")].join("|")})$`,
    );
    await waitFor(
      () => expect(within(author).getByRole("button", { name: relation })).toBeEnabled(),
      { timeout: 5000 },
    );
    unmount();

    const { article: ownArticle } = await renderAs(CREATOR);
    const ownAuthor = within(ownArticle).getByRole("region", {
      name: kx("detail.author.title"),
    });
    expect(within(ownAuthor).queryByRole("button")).not.toBeInTheDocument();
  });

  it("tabbing reaches the article's own action bar before the comments", async () => {
    const { user, article, actions } = await renderAs(READER);
    const comments = await within(article).findByRole("region", { name: /^Comments/ });
    await within(comments).findByRole(
      "textbox",
      { name: sx("comments.composer.label") },
      { timeout: 5000 },
    );
    const like = within(actions).getByRole("button", { name: new RegExp(sx("like.action")) });
    const reached: string[] = [];
    for (let step = 0; step < 200 && reached.length < 2; step += 1) {
      await user.tab();
      // eslint-disable-next-line testing-library/no-node-access -- the keyboard's order is the point
      const focused = document.activeElement;
      if (focused === like && !reached.includes("actions")) reached.push("actions");
      if (focused && comments.contains(focused) && !reached.includes("comments"))
        reached.push("comments");
    }
    expect(reached).toEqual(["actions", "comments"]);
  });

  it("jump to comments scrolls to the comment section; the floating box focuses the composer", async () => {
    const { user, article, actions } = await renderAs(READER);
    const comments = await within(article).findByRole("region", { name: /^Comments/ });
    const composer = await within(comments).findByRole(
      "textbox",
      { name: sx("comments.composer.label") },
      { timeout: 5000 },
    );
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);

    await user.click(
      within(actions).getByRole("button", {
        name: new RegExp(kx("detail.actions.jumpToComments")),
      }),
    );
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: "smooth" }));
    expect(composer).not.toHaveFocus();

    await user.click(screen.getByRole("button", { name: kx("detail.commentBox.open") }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(composer).toHaveFocus();
  });

  it("back to top scrolls up and returns the focus to the title", async () => {
    const { user, article, actions } = await renderAs(null);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    await user.click(within(actions).getByRole("button", { name: kx("detail.actions.backToTop") }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(within(article).getByRole("heading", { level: 1 })).toHaveFocus();
  });
});
