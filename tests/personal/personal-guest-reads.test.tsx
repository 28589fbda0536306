/**
 * The guest page reads each user record once (docs/decisions/0063-data-layer-by-api-group.md: one
 * query key per record): the page, its profile panel, the follow button and the follow tab share
 * the one cached read of getLitUserData, whatever part asks for it.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { server } from "../msw-server";
import { CREATOR, renderPersonal, type Who } from "./harness";

const RECORD_PATH = "/api/basesys/getlituserdata";

/** The user ids of the getLitUserData requests sent from now on, in the order they were sent. */
function recordRequests(): string[] {
  const ids: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname !== RECORD_PATH) return;
    const slot = ids.length;
    ids.push("");
    void request
      .clone()
      .json()
      .then((body: { user_id?: string }) => {
        ids[slot] = body.user_id ?? "";
      });
  };
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  return ids;
}

const countsById = (ids: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

describe("the guest page's reads of user records", () => {
  it.each<Who>(["reader", "visitor"])(
    "reads each record at most once as the %s loads it and opens the follow tab",
    async (who) => {
      const requests = recordRequests();
      const { user } = await renderPersonal(`/personal/guest?id=${CREATOR.user_id}`, who);
      const side = await screen.findByTestId("profile-panel");
      expect(await within(side).findByRole("heading", { name: CREATOR.user_name })).toBeVisible();
      if (who === "reader")
        expect(await within(side).findByRole("button", { name: "Followed" })).toBeInTheDocument();

      await user.click(await screen.findByRole("tab", { name: "Following" }));
      // The follow tab holds tabs of its own (following, followers): its list, once loaded.
      const list = await screen.findByTestId("follow-list", {}, { timeout: 10_000 });
      expect(list).toBeVisible();
      await waitFor(() => expect(within(list).queryByRole("status")).not.toBeInTheDocument(), {
        timeout: 10_000,
      });

      expect(requests.length).toBeGreaterThan(0);
      await expect.poll(() => requests.every((id) => id !== "")).toBe(true);
      for (const [id, count] of countsById(requests))
        expect({ id, reads: count }).toEqual({ id, reads: 1 });
    },
  );
});
