/** Pieces several groups' triggers use. */
import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { PageTrigger, Viewer } from "../trigger";

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A personal-page card by its item id. */
export const personalCard = (id: string) => {
  const card = screen
    .queryAllByTestId("personal-card")
    .find((element) => element.getAttribute("data-id") === id);
  if (!card) throw new Error(`no personal card ${id}`);
  return card;
};

/** Delete on an own item's card of the personal page, then Delete in the confirmation. */
export const deletePersonalCard = (route: string, id: string, as: Viewer): PageTrigger => ({
  route,
  as,
  ready: async () => {
    await waitFor(() => personalCard(id), { timeout: 10_000 });
  },
  act: async ({ user, text }) => {
    const name = new RegExp(`^${escapeRegExp(text("personal", "card.delete"))}`);
    await user.click(within(personalCard(id)).getByRole("button", { name }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(
      within(dialog).getByRole("button", { name: text("personal", "delete.confirm") }),
    );
  },
  succeeded: async () => {
    await waitFor(() => expect(() => personalCard(id)).toThrow(), { timeout: 8000 });
  },
});
