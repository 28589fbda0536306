/**
 * Preview mode (portal.md §2.3): type=preview reads the author's draft (getLoreEssayAudit) and
 * switches like, favourite and share off; a draft that cannot be read shows not-found.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventType } from "@/generated/model";
import { i18n } from "@/lib/i18n";
import { articleCatalog } from "@mocks/domains/content/catalog";
import { CREATOR_ARTICLE_IDS } from "@mocks/seed/content";
import { CREATOR } from "@mocks/seed/users";
import { arm, requestLog, state } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { renderApp } from "../render";
import { recordEventTypes } from "../request-bodies";
import { DRAFT, browseCount, findArticle, kx, othersArticleId } from "./detail-harness";

const copyOf = (id: string) => articleCatalog(state()).byId.get(id)!.copy;

async function renderPreview(id: string, language: "en" | "zh-cn" = "en") {
  const user = await signIn(CREATOR);
  return renderApp(`/knowledge/detail?id=${id}&type=preview`, { user, language });
}

describe("article preview", { timeout: 30_000 }, () => {
  it("shows the draft with like, favourite and share switched off, and no comments or report", async () => {
    const eventTypes = recordEventTypes();
    await renderPreview(DRAFT);
    const article = await findArticle();
    expect(within(article).getByRole("heading", { level: 1 })).toHaveTextContent(
      copyOf(DRAFT).title,
    );
    expect(within(article).getByRole("note")).toHaveTextContent(kx("detail.preview.title"));
    const actions = within(article).getByRole("group", { name: kx("detail.actions.label") });
    for (const name of ["like", "collect", "share"]) {
      const button = within(actions).getByRole("button", { name: kx(`detail.actions.${name}`) });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/preview/i);
    }
    expect(within(actions).queryByRole("button", { name: /report/i })).not.toBeInTheDocument();
    expect(
      within(actions).queryByRole("button", { name: kx("detail.actions.jumpToComments") }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /^Comments/ })).not.toBeInTheDocument();
    // A draft has no counts (only audit-OK items show them), and reading it is no browse.
    expect(within(article).queryByTestId("article-views")).not.toBeInTheDocument();
    expect(requestLog().some((entry) => entry.operation === "getLoreEssay")).toBe(false);
    // The page's view is its only event.
    await waitFor(() => expect(eventTypes()).toEqual([EventType.PageView]));
    expect(browseCount(DRAFT)).toBe(0);
  });

  it("shows the newer draft of a published article, where the normal page shows the public one", async () => {
    const id = CREATOR_ARTICLE_IDS.editedDraft;
    const record = articleCatalog(state()).byId.get(id)!;
    expect(record.copy.title).not.toBe(record.published!.title);
    await renderPreview(id, "zh-cn");
    const article = await findArticle();
    expect(within(article).getByRole("heading", { level: 1 })).toHaveTextContent(record.copy.title);
    expect(within(article).getByRole("note")).toHaveTextContent("草稿预览");
  });

  it("another user's article shows not-found (the server refuses the draft)", async () => {
    await renderPreview(othersArticleId());
    expect(
      await screen.findByRole("heading", { level: 1, name: i18n.t("common:notFound.title") }),
    ).toBeInTheDocument();
  });

  it("a missing draft shows not-found", async () => {
    await renderPreview("999999");
    expect(
      await screen.findByRole("heading", { level: 1, name: i18n.t("common:notFound.title") }),
    ).toBeInTheDocument();
  });

  it("a connection failure is not a missing draft: it says why and Retry loads it", async () => {
    arm("getLoreEssayAudit", "http503");
    const { user } = await renderPreview(DRAFT);
    expect(await screen.findByRole("alert")).toHaveTextContent(i18n.t("errors:server"));
    await user.click(screen.getByRole("button", { name: i18n.t("common:actions.retry") }));
    await findArticle();
  });
});
