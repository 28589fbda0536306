/**
 * The follow button (platform.md §4): "Followed" while following, "Follow back" when the user
 * follows you but not the reverse, else "Follow"; hidden for oneself; optimistic with a rollback
 * and an error toast; the user record reloads after a change; visitors go to sign-in.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearToasts } from "@/components/toaster";
import { FollowOperate } from "@/generated/model";
import { session } from "@/lib/session";
import { OTHER_USER_IDS } from "@mocks/seed/users";
import { arm } from "@mocks/testing";
import { expectPath } from "../render";
import {
  articlePanel,
  CREATOR,
  db,
  findToast,
  follows,
  READER,
  recordBodies,
  renderSocialPage,
} from "./harness";

afterEach(async () => {
  await clearToasts();
});

/** A seeded user with no follow either way with the creator. */
function strangerOfCreator(): string {
  const id = OTHER_USER_IDS.find(
    (other) => !follows(CREATOR.user_id, other) && !follows(other, CREATOR.user_id),
  );
  if (!id) throw new Error("the seed has no stranger to the creator");
  return id;
}

const person = async (userId: string) => {
  const item = await screen.findByTestId(`person-${userId}`, {}, { timeout: 5000 });
  await waitFor(() => expect(within(item).getByRole("button")).toBeEnabled(), { timeout: 5000 });
  return item;
};

describe("follow button", () => {
  it("reads Follow back, Followed or Follow as the relation says", async () => {
    const stranger = strangerOfCreator();
    // The seed: the reader follows the creator (not the reverse); the creator and 1003 follow each other.
    expect(follows(READER.user_id, CREATOR.user_id)).toBe(true);
    expect(follows(CREATOR.user_id, READER.user_id)).toBe(false);
    expect(follows(CREATOR.user_id, "1003") && follows("1003", CREATOR.user_id)).toBe(true);
    await renderSocialPage("creator", {
      only: "people",
      query: { people: `${READER.user_id},1003,${stranger}` },
    });
    expect(within(await person(READER.user_id)).getByRole("button")).toHaveTextContent(
      "Follow back",
    );
    expect(within(await person("1003")).getByRole("button")).toHaveTextContent("Followed");
    expect(within(await person(stranger)).getByRole("button")).toHaveTextContent(/^Follow$/);
  });

  it("is hidden for oneself", async () => {
    await renderSocialPage("creator", { query: { people: CREATOR.user_id } });
    const item = await screen.findByTestId(`person-${CREATOR.user_id}`);
    await within(item).findByText(/PixelForge/);
    expect(within(item).queryByRole("button")).toBeNull();
    // The article's author is the creator too: no follow button beside the author.
    const panel = await articlePanel();
    expect(within(panel).queryByRole("button", { name: /^Follow/ })).toBeNull();
  });

  it("follows back (Followed at once), reloads the user record, and unfollows", async () => {
    const bodies = recordBodies("/api/sns/user/followop");
    const records = recordBodies("/api/basesys/getlituserdata");
    const { user } = await renderSocialPage("creator", {
      only: "people",
      query: { people: READER.user_id },
    });
    const button = within(await person(READER.user_id)).getByRole("button");
    const readsBefore = records.length;
    await user.click(button);
    expect(button).toHaveTextContent("Followed");
    await waitFor(() => expect(follows(CREATOR.user_id, READER.user_id)).toBe(true));
    await waitFor(() => expect(records.length).toBeGreaterThan(readsBefore));
    expect(records.at(-1)).toEqual({ user_id: READER.user_id });

    await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
    await user.click(button);
    expect(button).toHaveTextContent("Follow back");
    await waitFor(() => expect(follows(CREATOR.user_id, READER.user_id)).toBe(false));
    expect(bodies).toEqual([
      { user_id: READER.user_id, operate: FollowOperate.Follow },
      { user_id: READER.user_id, operate: FollowOperate.Unfollow },
    ]);
  });

  it("follows the article's author from the reader's side", async () => {
    db().follows.deleteMany((q) =>
      q.where({ follower_id: READER.user_id, followee_id: CREATOR.user_id }),
    );
    const { user } = await renderSocialPage("reader", { only: "article" });
    const panel = await articlePanel();
    const button = await within(panel).findByRole("button", { name: "Follow" }, { timeout: 5000 });
    await user.click(button);
    expect(button).toHaveTextContent("Followed");
    await waitFor(() => expect(follows(READER.user_id, CREATOR.user_id)).toBe(true));
  });

  it("rolls back with an error toast when following fails", async () => {
    const stranger = strangerOfCreator();
    const { user } = await renderSocialPage("creator", {
      only: "people",
      query: { people: stranger },
    });
    const button = within(await person(stranger)).getByRole("button");
    arm("followOp", "http500");
    await user.click(button);
    expect(
      await findToast("The server is having a problem. Please try again in a moment."),
    ).toBeInTheDocument();
    expect(button).toHaveTextContent(/^Follow$/);
    expect(follows(CREATOR.user_id, stranger)).toBe(false);
  });

  it("rolls back a failed unfollow, in Chinese", async () => {
    const { user } = await renderSocialPage("creator", {
      language: "zh-cn",
      only: "people",
      query: { people: "1003" },
    });
    const button = within(await person("1003")).getByRole("button");
    expect(button).toHaveTextContent("已关注");
    arm("followOp", "offline");
    await user.click(button);
    expect(await findToast("网络连接错误，请检查网络后重试。")).toBeInTheDocument();
    expect(button).toHaveTextContent("已关注");
    expect(follows(CREATOR.user_id, "1003")).toBe(true);
  });

  it("a failed relation read offers to load it again", async () => {
    arm("getLitUserData", "http503");
    const { user } = await renderSocialPage("creator", {
      only: "people",
      query: { people: "1003" },
    });
    const item = await screen.findByTestId("person-1003");
    const retry = await within(item).findByRole(
      "button",
      { name: "Follow status could not be loaded. Try again" },
      { timeout: 5000 },
    );
    await user.click(retry);
    await waitFor(() => expect(within(item).getByRole("button")).toHaveTextContent("Followed"));
  });

  it("sends a visitor to sign-in", async () => {
    const { router, user, path } = await renderSocialPage("visitor", {
      only: "people",
      query: { people: "1003" },
    });
    const button = await within(await screen.findByTestId("person-1003")).findByRole("button", {
      name: "Follow",
    });
    await user.click(button);
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe(path);
  });
});
