/**
 * The creator programme's calls (src/features/creator): the activity page with its join dialog
 * (/activity/token) and the application area (/application/main?tab=…). The seeded creator
 * (mocks/seed/creator.ts) has a rejected application (500005 Neon Courier), two approved projects
 * with keys (500001 Echo Maze, low balance and close to its expiry: both hints show; 500002) and
 * two demos without an application (500004, 500003).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { fill } from "../../creator/helpers";
import type { TriggerContext, Triggers } from "../trigger";

/** The free demo the join dialog applies with, and its title (the prefilled demo name). */
const FREE_DEMO = { id: "500004", name: "深渊列车 v0.2" };
/** The approved project with both hints (top-up and renewal). */
const LOW_PROJECT = { id: "500001", name: "Echo Maze" };
const INTRODUCTION = "AI-voiced couriers.";

const joinDialog = ({ text }: TriggerContext) =>
  screen.findByRole("dialog", { name: text("creator", "join.title.act") }, { timeout: 10_000 });

const joinTyped = ({ text }: TriggerContext) => ({
  [text("creator", "join.demoName")]: FREE_DEMO.name,
  [text("creator", "join.introduction")]: INTRODUCTION,
});

/** The incentive account card of the low project (tab 2), once the accounts have loaded. */
const lowCard = () => screen.findByTestId(`account-${LOW_PROJECT.id}`, {}, { timeout: 10_000 });

export const creatorTriggers = {
  // The join dialog: choose a demo (its name is filled in), introduce it, Apply.
  projectApplyAdd: {
    route: "/activity/token?join=1",
    as: "creator",
    ready: async (ctx) => {
      const dialog = await joinDialog(ctx);
      await within(dialog).findByTestId("join-demo", {}, { timeout: 10_000 });
    },
    fill: async (ctx) => {
      const dialog = await joinDialog(ctx);
      await ctx.user.selectOptions(within(dialog).getByTestId("join-demo"), FREE_DEMO.id);
      const name = within(dialog).getByRole("textbox", {
        name: ctx.text("creator", "join.demoName"),
      });
      await waitFor(() => expect(name).toHaveValue(FREE_DEMO.name), { timeout: 8000 });
      await ctx.user.type(
        within(dialog).getByRole("textbox", { name: ctx.text("creator", "join.introduction") }),
        INTRODUCTION,
      );
      await waitFor(() => expect(within(dialog).getByTestId("join-submit")).toBeEnabled());
    },
    typed: joinTyped,
    act: async ({ user, text }) => {
      await user.click(screen.getByRole("button", { name: text("creator", "join.submit.apply") }));
    },
    succeeded: async ({ router }) => {
      await waitFor(() => expect(router.state.location.pathname).toBe("/application/main"), {
        timeout: 8000,
      });
    },
  },
  // The rejected application's reviewer opinion in "my applications", loaded with the page.
  projectApplyGet: { route: "/activity/token", as: "creator" },
  // The incentive account tab's list, loaded with the tab.
  projectBalanceList: { route: "/application/main?tab=2", as: "creator" },
  // The user's projects, loaded with the billing tab for its project filter (the join dialog
  // loads them too).
  projectName: {
    route: "/application/main?tab=3",
    as: "creator",
    succeeded: async ({ text }) => {
      const filter = screen.getByRole("combobox", { name: text("application", "billing.project") });
      await within(filter).findByRole("option", { name: LOW_PROJECT.name }, { timeout: 8000 });
    },
  },
  // The billing tab's table page, loaded with the tab (the chart's reads follow it).
  projectBillingDetails: {
    route: "/application/main?tab=3",
    as: "creator",
    succeeded: async () => {
      await screen.findByTestId("billing-table", {}, { timeout: 8000 });
    },
  },
  // Replacing a project's key on the API key tab: Replace, then confirm in the warning.
  projectAddKey: {
    route: "/application/main?tab=1",
    as: "creator",
    ready: async () => {
      await screen.findByTestId(`key-${LOW_PROJECT.id}`, {}, { timeout: 10_000 });
    },
    act: async ({ user, text }) => {
      const row = screen.getByTestId(`key-${LOW_PROJECT.id}`);
      await user.click(
        within(row).getByRole("button", {
          name: fill(text("application", "keys.replaceLabel"), { name: LOW_PROJECT.name }),
        }),
      );
      const alert = await screen.findByRole("alertdialog", {}, { timeout: 2000 });
      await user.click(
        within(alert).getByRole("button", { name: text("application", "keys.replaceConfirm") }),
      );
    },
    succeeded: async () => {
      await screen.findByTestId("new-key", {}, { timeout: 8000 });
    },
  },
  // The daily limit of a project on the incentive account tab: type it, Save limit.
  // `typed` is left out: every card's field has the same label, which the harness's
  // getByLabelText cannot tell apart (the act checks nothing itself).
  projectDayLimitEdit: {
    route: "/application/main?tab=2",
    as: "creator",
    ready: async () => {
      await lowCard();
    },
    fill: async ({ user, text }) => {
      const card = await lowCard();
      const input = within(card).getByRole("textbox", {
        name: text("application", "accounts.limit.label"),
      });
      await user.clear(input);
      await user.type(input, "35.5");
    },
    act: async ({ user, text }) => {
      const card = screen.getByTestId(`account-${LOW_PROJECT.id}`);
      await user.click(
        within(card).getByRole("button", {
          name: fill(text("application", "accounts.limit.saveLabel"), { name: LOW_PROJECT.name }),
        }),
      );
    },
    succeeded: async ({ text }) => {
      await screen.findByText(text("application", "accounts.limit.saved"), {}, { timeout: 8000 });
    },
  },
  // A project's incentive records: Show incentive records (Try again in the records after a
  // failure: hiding and showing them again is not the user's retry).
  projectOpDetails: {
    route: "/application/main?tab=2",
    as: "creator",
    ready: async () => {
      await lowCard();
    },
    act: async ({ user, text }) => {
      const card = screen.getByTestId(`account-${LOW_PROJECT.id}`);
      const retry = within(card).queryByRole("button", { name: text("common", "actions.retry") });
      await user.click(
        retry ??
          within(card).getByRole("button", { name: text("application", "accounts.records.show") }),
      );
    },
    succeeded: async ({ text }) => {
      const card = screen.getByTestId(`account-${LOW_PROJECT.id}`);
      await within(card).findByRole(
        "table",
        { name: text("application", "accounts.records.title") },
        { timeout: 8000 },
      );
    },
  },
  // The renewal hint's request on the low project's card.
  projectBalanceRenew: {
    route: "/application/main?tab=2",
    as: "creator",
    ready: async () => {
      await lowCard();
    },
    act: async ({ user, text }) => {
      const card = screen.getByTestId(`account-${LOW_PROJECT.id}`);
      await user.click(
        within(card).getByRole("button", { name: text("application", "accounts.renew.request") }),
      );
    },
    succeeded: async () => {
      const card = screen.getByTestId(`account-${LOW_PROJECT.id}`);
      await within(card).findByTestId("renew-pending", {}, { timeout: 8000 });
    },
  },
  // The top-up hint's request on the low project's card.
  projectBalanceApply: {
    route: "/application/main?tab=2",
    as: "creator",
    ready: async () => {
      await lowCard();
    },
    act: async ({ user, text }) => {
      const card = screen.getByTestId(`account-${LOW_PROJECT.id}`);
      await user.click(
        within(card).getByRole("button", {
          name: fill(text("application", "accounts.topUp.request"), { value: 50 }),
        }),
      );
    },
    succeeded: async () => {
      const card = screen.getByTestId(`account-${LOW_PROJECT.id}`);
      await within(card).findByTestId("top-up-pending", {}, { timeout: 8000 });
    },
  },
} satisfies Triggers;
