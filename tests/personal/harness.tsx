/**
 * Renders the personal pages (/personal/home, /personal/guest) in the whole app for a seeded
 * user or a visitor, over the stateful mock backend.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, expect, vi } from "vitest";
import type { Language } from "@/lib/language";
import { CREATOR, READER } from "@mocks/seed/users";
import { state } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { renderApp } from "../render";

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await Promise.all([
    import("@/app/routes/personal/home"),
    import("@/app/routes/personal/guest"),
    import("@/features/uploads/components/upload-queue"),
    import("@/components/toaster-impl"),
  ]);
}, 120_000);

export { CREATOR, READER };
export type Who = "creator" | "reader" | "visitor";
const accounts = { creator: CREATOR, reader: READER } as const;

/** The seed: the creator's article drafts, work drafts, a failed article and a failed demo. */
export const SEED = {
  articleDrafts: ["100007", "100008"],
  workDrafts: { demo: "500003", image: "500008" },
  failedArticle: "100010",
  failedDemo: "500005",
} as const;

export async function renderPersonal(
  path: string,
  who: Who = "creator",
  language: Language = "en",
) {
  const user = who === "visitor" ? null : await signIn(accounts[who]);
  return renderApp(path, { user, language });
}

export const db = () => state().db;

/** The selected tab panel, once its list (or empty/error state) has loaded. */
export async function loadedPanel() {
  const panel = await screen.findByRole("tabpanel", {}, { timeout: 10_000 });
  await waitFor(() => expect(within(panel).queryByRole("status")).not.toBeInTheDocument(), {
    timeout: 10_000,
  });
  return panel;
}

/** A card of the panel by its item id. */
export const cardOf = (panel: HTMLElement, id: string) => {
  const card = findCard(panel, id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
};

/** The card of an item, or undefined when the panel does not show it. */
export const findCard = (panel: HTMLElement, id: string) =>
  within(panel)
    .queryAllByTestId("personal-card")
    .find((card) => card.getAttribute("data-id") === id);

/** The ids of the panel's cards, in order. */
export const cardIds = (panel: HTMLElement) =>
  within(panel)
    .queryAllByTestId("personal-card")
    .map((card) => card.getAttribute("data-id"));

export const findToast = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });
