/**
 * The system group's calls: the landing page's sections (getGlobalTypeData, getAdvertise,
 * getGlobalStatData) and its subscription (emailCollect), a user's page (getLitUserData) and its
 * profile dialog (setLitUserData), the report dialog (complaint), the upload queue
 * (initUploadLsCos), the content events and page views (commReportEvent) and the client error logs
 * (logReport).
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { CREATOR_ARTICLE_IDS } from "@mocks/seed/content";
import { CREATOR } from "@mocks/seed/users";
import type { OperationId } from "@/generated/operations";
import type { TriggerContext, Triggers } from "../trigger";
import { pngFile } from "../../uploads/upload-files";

const ARTICLE = CREATOR_ARTICLE_IDS.published[0]!;

const subscribeTyped = ({ text }: TriggerContext) => ({
  [text("landing", "subscribe.label")]: "news.fan@example.com",
});

const dialog = () => screen.getByRole("dialog");

const profileTyped = ({ text }: TriggerContext) => ({
  [text("personal", "profile.name")]: "PixelNova",
});

const reportTyped = ({ text }: TriggerContext) => ({
  [text("report", "description")]: "Copied from another site",
});

let uploads = 0;

/** Articles a reader goes between, each opening counted as a browse. */
const BROWSED = CREATOR_ARTICLE_IDS.published.slice(0, 2);
let browsed = 0;

/** Pages the user goes between, each arrival a page view. */
const VIEWED = ["/knowledge/home", "/knowledge/more?id=1"] as const;

let failures = 0;

async function openReport(ctx: TriggerContext) {
  await ctx.user.click(screen.getByRole("button", { name: ctx.text("social", "report.action") }));
  await screen.findByRole("dialog", {}, { timeout: 8000 });
  await ctx.user.click(
    within(dialog()).getByRole("radio", { name: ctx.text("report", "reasons.2") }),
  );
  for (const [label, value] of Object.entries(reportTyped(ctx))) {
    await ctx.user.type(within(dialog()).getByRole("textbox", { name: label }), value);
  }
}

export const systemTriggers = {
  // The landing page's events section shows the creator programme's dates from the configuration.
  getGlobalTypeData: { route: "/gate" },
  // The landing page's events section lists the running events (works-home advertisements).
  // …and the works home's banner.
  getAdvertise: [{ route: "/gate" }, { route: "/gameworks/home" }],
  // The landing page's "community in numbers" (global statistics).
  // …and the game demos' views over the works list, and a knowledge category's over its list.
  getGlobalStatData: [
    { route: "/gate" },
    { route: "/gameworks/more" },
    { route: "/knowledge/more?id=1" },
  ],
  // The subscription in the landing page's banner: an e-mail, sent with Subscribe.
  emailCollect: {
    route: "/gate",
    ready: async ({ text }) => {
      await screen.findByLabelText(text("landing", "subscribe.label"), {}, { timeout: 10_000 });
    },
    fill: async (ctx) => {
      for (const [label, value] of Object.entries(subscribeTyped(ctx))) {
        await ctx.user.type(screen.getByLabelText(label), value);
      }
    },
    typed: subscribeTyped,
    act: async ({ user, text }) => {
      await user.click(screen.getByRole("button", { name: text("landing", "subscribe.submit") }));
    },
    succeeded: async ({ text }) => {
      const success = text("landing", "subscribe.success").split("{{")[0]!;
      await screen.findByText((content) => content.startsWith(success), {}, { timeout: 8000 });
    },
  },
  getLitUserData: [
    // A user's page, opened by a visitor: the user record.
    {
      route: `/personal/guest?id=${CREATOR.user_id}`,
      succeeded: async () => {
        await screen.findByRole("heading", { name: CREATOR.user_name }, { timeout: 8000 });
      },
    },
    // The signed-in user's card on the knowledge home (their counts). (The follow button's own
    // read fails into its compact "could not be loaded. Try again" state: tests/social.)
    { route: "/knowledge/home", as: "reader" },
  ],
  // The creator's own page: Edit profile, a new display name, Save.
  setLitUserData: {
    route: "/personal/home",
    as: "creator",
    ready: async () => {
      const side = await screen.findByTestId("profile-panel", {}, { timeout: 10_000 });
      await within(side).findByRole("heading", { name: CREATOR.user_name }, { timeout: 8000 });
    },
    fill: async (ctx) => {
      const side = screen.getByTestId("profile-panel");
      await ctx.user.click(
        within(side).getByRole("button", { name: ctx.text("personal", "panel.edit") }),
      );
      await screen.findByRole("dialog", {}, { timeout: 8000 });
      for (const [label, value] of Object.entries(profileTyped(ctx))) {
        const field = within(dialog()).getByRole("textbox", { name: label });
        await ctx.user.clear(field);
        await ctx.user.type(field, value);
      }
    },
    typed: profileTyped,
    act: async ({ user, text }) => {
      await user.click(
        within(dialog()).getByRole("button", { name: text("personal", "profile.save") }),
      );
    },
    succeeded: async () => {
      const side = screen.getByTestId("profile-panel");
      await within(side).findByRole("heading", { name: "PixelNova" }, { timeout: 8000 });
    },
  },
  // A reader reports an article: Report, a reason, a description, Submit.
  // The report dialog of an article (platform.md §8): 1501 says "already reported" and closes the
  // dialog, any other failure says "System error, try again later" and keeps what was entered.
  complaint: {
    route: `/knowledge/detail?id=${ARTICLE}`,
    as: "reader",
    ready: async ({ text }) => {
      await screen.findByRole(
        "button",
        { name: text("social", "report.action") },
        { timeout: 10_000 },
      );
    },
    fill: openReport,
    // The dialog closed on 1501 (as the spec says): the user opens it again and reports anew.
    // (That any other failure keeps the dialog and its text is tests/report/report-dialog.test.tsx.)
    typed: (ctx) => (screen.queryByRole("dialog") ? reportTyped(ctx) : {}),
    act: async (ctx) => {
      if (!screen.queryByRole("dialog")) await openReport(ctx);
      await ctx.user.click(
        within(dialog()).getByRole("button", { name: ctx.text("report", "submit") }),
      );
    },
    messageOf: (armed, { text }) => (armed === "1501" ? undefined : text("report", "failure")),
    succeeded: async ({ text }) => {
      await screen.findByText(text("report", "success"), {}, { timeout: 8000 });
    },
  },
  // The image post page: a picture chosen for the upload queue reserves its storage.
  initUploadLsCos: {
    route: "/postproduct/image",
    as: "creator",
    ready: async () => {
      await screen.findByTestId("upload-queue", {}, { timeout: 10_000 });
    },
    act: async () => {
      uploads += 1;
      fireEvent.change(screen.getByTestId("upload-queue-input"), {
        target: { files: [pngFile(`picture-${uploads}.png`)] },
      });
    },
    // Each choice is a new picture: choosing again uploads again.
    once: false,
    succeeded: async () => {
      await waitFor(
        () => {
          const states = within(screen.getByTestId("upload-queue"))
            .getAllByRole("listitem")
            .map((item) => item.dataset.state);
          expect(states).toContain("ready");
        },
        { timeout: 8000 },
      );
    },
  },
  commReportEvent: [
    // A reader opens an article: its browse is counted.
    {
      route: `/knowledge/detail?id=${ARTICLE}`,
      silent: "portal.md: commreportevent, errors ignored",
      ready: async () => {
        await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
      },
      // Opening another article counts its browse.
      act: async ({ router }) => {
        browsed = (browsed + 1) % BROWSED.length;
        await act(() => router.navigate(`/knowledge/detail?id=${BROWSED[browsed]}`));
        await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
      },
    },
    // Every page the user goes to is a page view (platform.md §7, event type 1).
    {
      route: VIEWED[0],
      silent: "platform.md §7: page-view reporting; portal.md: commreportevent, errors ignored",
      act: async ({ router }) => {
        const here = `${router.state.location.pathname}${router.state.location.search}`;
        await act(() => router.navigate(here === VIEWED[0] ? VIEWED[1] : VIEWED[0]));
      },
    },
  ],
  getAdvertisePos: {
    notCalled:
      "the spec places the positions on no page: the works home's banner is getAdvertise's, the knowledge index's recommended section getLoreEssayHome's (docs/decisions/0085-advertise-positions-not-called.md)",
  },
  // An error nothing caught is logged (platform.md §7: the log-report call).
  logReport: {
    route: "/knowledge/home",
    silent: "logReport: the client ignores failures and never reports a failure of this call",
    // Each time another error: the same one is logged once per page view.
    act: async () => {
      failures += 1;
      const error = new Error(`Something nobody caught (${failures})`);
      window.dispatchEvent(new ErrorEvent("error", { error, message: error.message }));
    },
  },
} satisfies Triggers;

/** The landing page's calls (one test file), apart from the other pages' (another, in parallel). */
export const LANDING_CALLS: readonly OperationId[] = [
  "getGlobalTypeData",
  "getAdvertise",
  "getGlobalStatData",
  "emailCollect",
];

/** The entries whose operation is (or, with `among` false, is not) one of `ids`. */
export const pick = (triggers: Triggers, ids: readonly OperationId[], among: boolean): Triggers =>
  Object.fromEntries(
    Object.entries(triggers).filter(([id]) => ids.includes(id as OperationId) === among),
  );
