/**
 * The article editor (/editor/article, portal.md §2.4, §4, §5; decisions.md §3) against the mock
 * backend: save, post and preview, the rules that refuse bad input, failures in the user's
 * language, the status and review opinion, the throttle, Ctrl/Cmd+S, the local backup and the
 * warning before leaving.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import { PublishStatus } from "@/generated/model/publishStatus";
import { i18n, translateDynamic } from "@/lib/i18n";
import { localBackup } from "@/lib/local-backup";
import { session } from "@/lib/session";
import { articleCatalog } from "@mocks/domains/content/catalog";
import { CREATOR_ARTICLE_IDS } from "@mocks/seed/content";
import { CREATOR, READER } from "@mocks/seed/users";
import { arm, requestLog, state } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { expectPath, here, renderApp } from "../render";

const kx = (key: string, options?: Record<string, unknown>): string =>
  translateDynamic(`editor:${key}`, options) ?? key;
const record = (id: string) => articleCatalog(state()).byId.get(id)!;
const saves = () => requestLog().filter((entry) => entry.operation === "setLoreEssayAudit");

async function openEditor(path = "/editor/article", language: "en" | "zh-cn" = "en") {
  const user = await signIn(CREATOR);
  const view = await renderApp(path, { user, language });
  await screen.findByRole("textbox", { name: kx("body") }, { timeout: 15_000 });
  return view;
}

const button = (name: string) =>
  within(screen.getByRole("group", { name: kx("actions") })).getByRole("button", { name });

afterEach(async () => {
  await clearToasts();
  localStorage.clear();
});

describe("article editor", { timeout: 40_000 }, () => {
  it("saves a new draft with only a title; the URL takes the new id", async () => {
    const { user, router } = await openEditor();
    expect(screen.getByText(kx("savedNever"))).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: kx("title") }), "My first notes");
    await user.click(button(kx("save")));
    expect(await screen.findByText(kx("saveSuccess"))).toBeInTheDocument();
    await waitFor(() => expect(here(router)).toMatch(/^\/editor\/article\?id=.+/));
    const id = new URLSearchParams(here(router).split("?")[1]).get("id")!;
    expect(record(id).copy.title).toBe("My first notes");
    expect(record(id).status).toBe(PublishStatus.Draft);
    expect(screen.getByText(i18n.t("authoring:audit.draft"))).toBeInTheDocument();
    expect(screen.getByText(kx("savedJustNow"))).toBeInTheDocument();
    // The form stayed as it was (no reload after the id came).
    expect(screen.getByRole("textbox", { name: kx("title") })).toHaveValue("My first notes");
  });

  it("post and preview need a title, a body and a category; nothing is sent", async () => {
    const { user } = await openEditor();
    await user.click(button(kx("post")));
    expect(await screen.findByText(kx("titleEmpty"))).toBeInTheDocument();
    expect(screen.getByText(kx("contentEmpty"))).toBeInTheDocument();
    expect(screen.getByText(kx("categoryRequired"))).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: kx("title") })).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });

  it("loads the author's draft and posts it, then goes to the personal home", async () => {
    const id = CREATOR_ARTICLE_IDS.draft;
    const { user, router } = await openEditor(`/editor/article?id=${id}`);
    expect(screen.getByRole("textbox", { name: kx("title") })).toHaveValue(record(id).copy.title);
    expect(screen.getByText(i18n.t("authoring:audit.draft"))).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: kx("category") }), "9");
    await user.click(button(kx("post")));
    expect(await screen.findByText(kx("postSuccess"))).toBeInTheDocument();
    await expectPath(router, "/personal/home");
    expect(record(id).status).toBe(PublishStatus.Releasing);
    expect(record(id).copy.lore_essay_type).toBe(9);
  });

  it("shows the review's failure opinion and offers Re-post, not Save", async () => {
    const id = CREATOR_ARTICLE_IDS.failed;
    const opinion = record(id).audit_opinion;
    expect(opinion).not.toBe("");
    await openEditor(`/editor/article?id=${id}`);
    expect(screen.getByText(i18n.t("authoring:audit.failed"))).toBeInTheDocument();
    expect(screen.getByText(i18n.t("authoring:audit.opinion", { opinion }))).toBeInTheDocument();
    expect(button(kx("repost"))).toBeInTheDocument();
    expect(
      within(screen.getByRole("group", { name: kx("actions") })).queryByRole("button", {
        name: kx("save"),
      }),
    ).not.toBeInTheDocument();
  });

  it("a failed save says why in the user's language and keeps what was typed", async () => {
    arm("setLoreEssayAudit", "http503");
    const { user } = await openEditor("/editor/article", "zh-cn");
    await user.type(screen.getByRole("textbox", { name: kx("title") }), "保留的标题");
    await user.click(button(kx("save")));
    expect(
      await screen.findByText(kx("saveError", { reason: i18n.t("errors:server") })),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: kx("title") })).toHaveValue("保留的标题");
    expect(screen.getByText(kx("unsaved"), { exact: false })).toBeInTheDocument();
  });

  it("a failed post says the post failed", async () => {
    arm("setLoreEssayAudit", "http500");
    const { user, router } = await openEditor(`/editor/article?id=${CREATOR_ARTICLE_IDS.draft}`);
    await user.selectOptions(screen.getByRole("combobox", { name: kx("category") }), "7");
    await user.click(button(kx("post")));
    expect(
      await screen.findByText(kx("postError", { reason: i18n.t("errors:server") })),
    ).toBeInTheDocument();
    expect(here(router)).toMatch(/^\/editor\/article/);
    expect(record(CREATOR_ARTICLE_IDS.draft).status).toBe(PublishStatus.Draft);
  });

  it("refuses a title over 100 characters on save, keeping the text", async () => {
    const { user } = await openEditor();
    const title = screen.getByRole("textbox", { name: kx("title") });
    const long = "題".repeat(101);
    fireEvent.change(title, { target: { value: long } });
    expect(await screen.findByText(kx("titleTooLong", { count: 100 }))).toBeInTheDocument();
    // One counter form in every field (FieldCounter): "count/max".
    expect(screen.getByText("101/100")).toBeInTheDocument();
    await user.click(button(kx("save")));
    expect(saves()).toHaveLength(0);
    expect(title).toHaveValue(long);
  });

  it("tags: Enter or blur confirms, blank ignored, duplicates, a sixth and long ones refused", async () => {
    const { user } = await openEditor();
    const input = screen.getByRole("textbox", { name: i18n.t("authoring:tags.label") });
    await user.type(input, "ai{Enter}");
    await user.type(input, "   {Enter}");
    await user.type(input, "AI{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent(i18n.t("authoring:tags.duplicate"));
    expect(input).toHaveValue("AI");
    await user.clear(input);
    await user.type(input, "x".repeat(31) + "{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent(
      i18n.t("authoring:tags.tooLong", { count: 30 }),
    );
    await user.clear(input);
    for (const tag of ["b", "c", "d"]) await user.type(input, `${tag}{Enter}`);
    await user.type(input, "e");
    await user.tab();
    const list = screen.getByRole("list", { name: i18n.t("authoring:tags.label") });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["ai", "b", "c", "d", "e"]);
    await user.type(input, "f{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent(
      i18n.t("authoring:tags.limit", { count: 5 }),
    );
    await user.click(
      screen.getByRole("button", { name: i18n.t("authoring:tags.remove", { tag: "c" }) }),
    );
    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
  });

  it("saves at most once per 2 s, with visible progress; Ctrl+S saves too", async () => {
    arm("setLoreEssayAudit", "delay400");
    const { user } = await openEditor();
    await user.type(screen.getByRole("textbox", { name: kx("title") }), "Throttled");
    await user.click(button(kx("save")));
    expect(button(kx("saving"))).toHaveAttribute("aria-busy", "true");
    await screen.findByText(kx("saveSuccess"));
    await user.click(button(kx("save")));
    expect(saves()).toHaveLength(1);
    // 2.1 s later on Date.now's clock, which the throttle reads, instead of waited out in real
    // time (decision 0067; the fault matrix's editor walk does the same).
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, "now").mockImplementation(() => realNow() + 2_100);
    onTestFinished(() => clock.mockRestore());
    await user.keyboard("{Control>}s{/Control}");
    await waitFor(() => expect(saves()).toHaveLength(2));
  });

  it("autosaves a draft when 5 minutes passed since the last save (checked every 30 s)", async () => {
    vi.useFakeTimers({
      toFake: ["setInterval", "clearInterval", "Date"],
      shouldAdvanceTime: true,
    });
    try {
      const { user, router } = await openEditor();
      await user.type(screen.getByRole("textbox", { name: kx("title") }), "Autosaved");
      act(() => vi.advanceTimersByTime(4 * 60_000 + 30_000));
      expect(saves()).toHaveLength(0);
      act(() => vi.advanceTimersByTime(60_000));
      await waitFor(() => expect(saves()).toHaveLength(1));
      await waitFor(() => expect(here(router)).toMatch(/\?id=/));
      const id = new URLSearchParams(here(router).split("?")[1]).get("id")!;
      expect(record(id).copy.title).toBe("Autosaved");
      expect(screen.queryByText(kx("saveSuccess"))).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("chooses related articles by search and saves them", async () => {
    const { user, router } = await openEditor();
    const target = articleCatalog(state()).publicIds.find(
      (candidate) => record(candidate).published!.title.trim().length > 3,
    )!;
    const title = record(target).published!.title;
    await user.type(
      screen.getByRole("searchbox", { name: kx("related") }),
      title.slice(0, Math.min(12, title.length)),
    );
    const add = await screen.findByRole(
      "button",
      { name: kx("relatedAdd", { title: title.replace(/\s+/g, " ").trim() }) },
      { timeout: 5_000 },
    );
    await user.click(add);
    const chosen = screen.getByRole("list", { name: kx("relatedChosen") });
    expect(within(chosen).getByText(title.replace(/\s+/g, " ").trim())).toBeInTheDocument();
    await user.click(button(kx("save")));
    await waitFor(() => expect(here(router)).toMatch(/\?id=/));
    const id = new URLSearchParams(here(router).split("?")[1]).get("id")!;
    await waitFor(() => expect(record(id).copy.other_data?.lore_essay_id).toEqual([target]));
  });

  it("keeps a local backup of unsaved edits and offers it back; another user never sees it", async () => {
    const first = await openEditor();
    await first.user.type(screen.getByRole("textbox", { name: kx("title") }), "Unsaved idea");
    await waitFor(() =>
      expect(
        localBackup("article:new").load<{ values: { title: string } }>()?.value.values.title,
      ).toBe("Unsaved idea"),
    );
    first.unmount();

    const again = await openEditor();
    expect(screen.getByRole("heading", { name: kx("restoreTitle") })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: kx("title") })).toHaveValue("");
    await again.user.click(screen.getByRole("button", { name: kx("restore") }));
    expect(screen.getByRole("textbox", { name: kx("title") })).toHaveValue("Unsaved idea");
    again.unmount();

    const reader = await signIn(READER);
    await renderApp("/editor/article", { user: reader });
    await screen.findByRole("textbox", { name: kx("body") }, { timeout: 15_000 });
    expect(screen.queryByRole("heading", { name: kx("restoreTitle") })).not.toBeInTheDocument();
    session.clear();
  });

  it("an ended session mid-edit keeps the edit: signing in again returns to it", async () => {
    const { user, router } = await openEditor();
    // The save right after the last keystroke finds the session ended.
    arm("setLoreEssayAudit", 100);
    await user.type(screen.getByRole("textbox", { name: kx("title") }), "Written before expiry");
    await user.click(button(kx("save")));
    await expectPath(router, "/account/login");
    expect(session.getUser()).toBeNull();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    await user.type(await screen.findByLabelText(i18n.t("accounts:fields.email")), CREATOR.email);
    await user.type(screen.getByLabelText(i18n.t("accounts:fields.password")), CREATOR.password);
    await user.keyboard("{Enter}");
    await expectPath(router, "/editor/article");
    await screen.findByRole("textbox", { name: kx("body") }, { timeout: 15_000 });
    await user.click(await screen.findByRole("button", { name: kx("restore") }));
    expect(screen.getByRole("textbox", { name: kx("title") })).toHaveValue("Written before expiry");
  });

  it("asks before leaving with unsaved changes; Stay keeps them, Leave goes", async () => {
    const { user, router } = await openEditor();
    await user.type(screen.getByRole("textbox", { name: kx("title") }), "Half done");
    await act(() => router.navigate("/knowledge/home"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(i18n.t("authoring:leaveGuard.message"));
    await user.click(
      within(dialog).getByRole("button", { name: i18n.t("authoring:leaveGuard.stay") }),
    );
    expect(here(router)).toBe("/editor/article");
    expect(screen.getByRole("textbox", { name: kx("title") })).toHaveValue("Half done");
    await act(() => router.navigate("/knowledge/home"));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: i18n.t("authoring:leaveGuard.leave"),
      }),
    );
    await expectPath(router, "/knowledge/home");
  });

  it("another user's article is not found; a failed load offers Retry", async () => {
    const others = articleCatalog(state()).publicIds.find(
      (candidate) => record(candidate).user_id !== "1001",
    )!;
    await signIn(CREATOR);
    const view = await renderApp(`/editor/article?id=${others}`, { user: session.getUser() });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: i18n.t("common:notFound.title") },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    view.unmount();
    arm("getLoreEssayAudit", "http503");
    const { user } = await renderApp(`/editor/article?id=${CREATOR_ARTICLE_IDS.draft}`, {
      user: session.getUser(),
    });
    expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent(
      i18n.t("errors:server"),
    );
    await user.click(screen.getByRole("button", { name: i18n.t("common:actions.retry") }));
    await screen.findByRole("textbox", { name: kx("body") }, { timeout: 15_000 });
  });
});
