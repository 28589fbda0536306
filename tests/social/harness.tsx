/**
 * The social widgets rendered in the real app on the mock-build test page (/__test/social): the
 * seeded article and image work, signed in as a seeded user through the mock backend (so the
 * widgets' calls carry a live session), in either language.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, expect, vi } from "vitest";
import type { Language } from "@/lib/language";
import { CREATOR, READER } from "@mocks/seed/users";
import { state } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { renderApp } from "../render";

// Each test renders the whole app and its page with many comments: give it room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// The page and what loads on first use (dialogs, the toaster) are compiled once, before the
// tests, so that no test's time limit pays for it.
beforeAll(async () => {
  await Promise.all([
    import("@/app/routes/test/social"),
    import("@/features/social/components/delete-dialog"),
    import("@/features/report/components/connected-report-dialog"),
    import("@/components/toaster-impl"),
  ]);
}, 120_000);

/** The page's default items: the creator's newest article and image work (many comments). */
export const ARTICLE = "100001";
export const WORK = "500006";

export type Who = "creator" | "reader" | "visitor";

const accounts = { creator: CREATOR, reader: READER } as const;

export interface SocialPageOptions {
  language?: Language;
  /** Extra query parameters (article, work, people). */
  query?: Record<string, string>;
  /** Only this panel (each test renders only what it uses). */
  only?: "article" | "work" | "people";
}

/** Renders /__test/social for a signed-in seeded user or a visitor. */
export async function renderSocialPage(
  who: Who = "creator",
  { language = "en", query = {}, only }: SocialPageOptions = {},
) {
  const user = who === "visitor" ? null : await signIn(accounts[who]);
  const search = new URLSearchParams({ ...(only ? { only } : {}), ...query }).toString();
  const path = `/__test/social${search ? `?${search}` : ""}`;
  const view = await renderApp(path, { user, language });
  return { ...view, path };
}

/** The article's panel, once its item has loaded. */
export async function articlePanel() {
  const panel = await screen.findByTestId("article-panel", {}, { timeout: 5000 });
  await within(panel).findByRole("heading", { level: 3 }, { timeout: 5000 });
  return panel;
}

export async function workPanel() {
  const panel = await screen.findByTestId("work-panel", {}, { timeout: 5000 });
  await within(panel).findByRole("heading", { level: 3 }, { timeout: 5000 });
  return panel;
}

/** The comment section of a panel, once its first page has loaded. */
export async function commentSection(panel: HTMLElement) {
  const section = within(panel).getByRole("region", { name: /^(Comments|评论)/ });
  await waitFor(() => expect(within(section).queryByRole("status")).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  return section;
}

/** The mock's records, for asserting what the server holds. */
export const db = () => state().db;

export const liked = (userId: string, likeType: number, gid: string) =>
  db()
    .likes.all()
    .some((l) => l.user_id === userId && l.like_type === likeType && l.gid === gid);

export const collected = (userId: string, collectType: number, gid: string) =>
  db()
    .collects.all()
    .some((c) => c.user_id === userId && c.collect_type === collectType && c.gid === gid);

export const follows = (follower: string, followee: string) =>
  db()
    .follows.all()
    .some((f) => f.follower_id === follower && f.followee_id === followee);

export { CREATOR, READER };

export { recordBodies } from "../request-bodies";

/** A toast's message (the toaster's code loads on its first use: allow for it). */
export const findToast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
