/**
 * /personal/guest?id= (portal.md §2.10): the same tabs read-only (no drafts), the follow button
 * (hidden for oneself: one's own id goes to /personal/home), following and followers sub-tabs whose
 * users link to their guest pages with the mutual mark; an unknown id is not found.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { requestLog } from "@mocks/testing";
import { expectPath } from "../render";
import { CREATOR, loadedPanel, READER, renderPersonal } from "./harness";

describe("guest page", () => {
  it("shows another user's published items read-only, without a draft box", async () => {
    await renderPersonal(`/personal/guest?id=${CREATOR.user_id}&tabIndex=2`, "visitor");
    const side = await screen.findByTestId("profile-panel");
    expect(await within(side).findByRole("heading", { name: CREATOR.user_name })).toBeVisible();
    expect(within(side).queryByRole("button", { name: "Edit profile" })).toBeNull();
    expect(within(side).queryByRole("link", { name: "Write an article" })).toBeNull();
    expect(screen.queryByRole("tab", { name: /Draft box/ })).toBeNull();
    const panel = await loadedPanel();
    const cards = within(panel).getAllByTestId("personal-card");
    expect(cards.length).toBeGreaterThan(0);
    // Published only, no review labels, no edit or delete.
    expect(within(panel).queryByText(/To be released|Under review|Failed review/)).toBeNull();
    expect(within(panel).queryByRole("link", { name: /^Edit/ })).toBeNull();
    expect(within(panel).queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("offers the follow button to a signed-in reader", async () => {
    await renderPersonal(`/personal/guest?id=${CREATOR.user_id}`, "reader");
    const side = await screen.findByTestId("profile-panel");
    // The seed: the reader already follows the creator.
    expect(await within(side).findByRole("button", { name: "Followed" })).toBeInTheDocument();
  });

  it("sends one's own id to the personal home", async () => {
    const { router } = await renderPersonal(`/personal/guest?id=${CREATOR.user_id}`, "creator");
    await expectPath(router, "/personal/home");
  });

  it("says not found for an unknown id", async () => {
    await renderPersonal("/personal/guest?id=999999", "visitor", "zh-cn");
    expect(await screen.findByTestId("not-found", {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("lists followers that link to their guest pages, mutual follows marked", async () => {
    const { user, router } = await renderPersonal(
      `/personal/guest?id=${CREATOR.user_id}&tabIndex=5`,
      "visitor",
    );
    await user.click(await screen.findByRole("tab", { name: "Followers" }));
    const list = await screen.findByTestId("follow-list", {}, { timeout: 10_000 });
    expect(list).toHaveAttribute("data-kind", "1");
    // 1003 and the creator follow each other; the reader follows the creator only.
    const rowOf = (id: string) =>
      within(list)
        .getAllByTestId("follow-row")
        .find((row) => row.getAttribute("data-user-id") === id)!;
    const mutual = rowOf("1003");
    expect(within(mutual).getByTestId("mutual-tag")).toHaveTextContent("Mutual follow");
    const reader = rowOf(READER.user_id);
    expect(within(reader).queryByTestId("mutual-tag")).toBeNull();
    await user.click(within(reader).getByRole("link", { name: READER.user_name }));
    await expectPath(router, `/personal/guest?id=${READER.user_id}`);
    expect(
      await screen.findByRole("heading", { name: READER.user_name }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it("a follow list's buttons show each row's relation without reading each user, and follow", async () => {
    const { user } = await renderPersonal(
      `/personal/guest?id=${CREATOR.user_id}&tabIndex=5`,
      "reader",
    );
    const followers = await screen.findByRole("tab", { name: "Followers" });
    await within(await screen.findByTestId("profile-panel")).findByRole("button", {
      name: "Followed",
    });
    const recordReads = () =>
      requestLog().filter((entry) => entry.operation === "getLitUserData").length;
    const readsBefore = recordReads();
    await user.click(followers);
    const list = await screen.findByTestId("follow-list", {}, { timeout: 10_000 });
    const rows = within(list).getAllByTestId("follow-row");
    const others = rows.filter((row) => row.getAttribute("data-user-id") !== READER.user_id);
    expect(others.length).toBeGreaterThan(0);
    // One's own row has no button; every other row shows its relation at once.
    const own = rows.find((row) => row.getAttribute("data-user-id") === READER.user_id)!;
    expect(within(own).queryByRole("button")).toBeNull();
    const names = /^(Follow|Follow back|Followed)$/;
    for (const row of others)
      expect(within(row).getByRole("button", { name: names })).toBeEnabled();
    // No listed user's record was read for it.
    expect(recordReads()).toBe(readsBefore);

    const target = others.find((row) => within(row).queryByRole("button", { name: "Follow" }))!;
    expect(target).toBeDefined();
    await user.click(within(target).getByRole("button", { name: "Follow" }));
    expect(
      await within(target).findByRole("button", { name: "Followed" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requestLog().some((entry) => entry.operation === "followOp")).toBe(true),
    );
    // The list reloaded with the new relation; still no listed user's record was read.
    expect(recordReads()).toBe(readsBefore);
  });
});
