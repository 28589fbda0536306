/**
 * /activity/token against the mock backend: the page's sections and the programme facts (dates
 * from the global configuration), the join button and the fixed one after 180 px of scroll, the
 * sign-in round trip, and the signed-in user's applications with their audit states.
 */
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { session } from "@/lib/session";
import { programmeDatesAt } from "@mocks/seed/system";
import { arm, resolveAudits, state } from "@mocks/testing";
import { expectPath, main, renderApp } from "../render";
import { catalogues, fill, preloadCreatorModules, seededProgramme, seededUser } from "./helpers";

beforeAll(preloadCreatorModules, 60_000);

/** A whole journey (open, fill, send, move on) through the real app: more than the default time. */
const LONG_JOURNEY_MS = 30_000;

/** The seeded programme's dates (around the seed's time), as the configuration writes them. */
const configuredDates = () => programmeDatesAt(state().seededAt);
/** Those dates as the page shows them: in the language's date form (docs/decisions/0087). */
function shownDates(language: "en" | "zh-cn"): string {
  const [start, end] = configuredDates()
    .split(" to ")
    .map((day) => {
      const [y, m, d] = day.split("-").map(Number) as [number, number, number];
      return new Intl.DateTimeFormat(language === "en" ? "en" : "zh-CN", {
        year: "numeric",
        month: "short",
        day: "numeric",
      }).format(new Date(y, m - 1, d));
    });
  return `${start}${language === "en" ? " – " : " 至 "}${end}`;
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });
}
// The test files of a worker share its window (decision 0059): the next file starts at the top.
afterEach(() => {
  window.scrollY = 0;
});

describe.each(["en", "zh-cn"] as const)("the token activity page (%s)", (language) => {
  const { creator, common, errors } = catalogues[language];
  const text = creator.activity;
  const dates = () => shownDates(language);

  it("shows the banner, the ways to join, the three incentive steps, the facts and the notices", async () => {
    await renderApp("/activity/token", { language });
    expect(screen.getByRole("heading", { level: 1, name: text.title })).toBeInTheDocument();
    expect(
      await screen.findByText(fill(text.dates, { dates: dates() }), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    for (const title of [
      text.intro.title,
      text.ways.title,
      text.incentives.title,
      text.facts.title,
      text.notices.title,
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    }
    const ways = screen.getByRole("region", { name: text.ways.title });
    expect(within(ways).getAllByRole("listitem")).toHaveLength(4);
    expect(within(ways).getByText(fill(text.ways.steps.apply.body, { max: 1000 }))).toBeVisible();
    const incentives = screen.getByRole("region", { name: text.incentives.title });
    expect(
      within(incentives)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      text.incentives.initial.title,
      text.incentives.release.title,
      text.incentives.glory.title,
    ]);
    const facts = screen.getByRole("region", { name: text.facts.title });
    expect(within(facts).getByText(text.facts.period)).toBeInTheDocument();
    expect(await within(facts).findByText(dates())).toBeInTheDocument();
    // The configuration's "2024-07-01 to 2024-09-01" is nowhere as it was written.
    expect(configuredDates()).toMatch(/ to /);
    expect(screen.queryByText(configuredDates(), { exact: false })).not.toBeInTheDocument();
    expect(within(facts).getByText(text.facts.reviewValue)).toBeInTheDocument();
    expect(within(facts).getByText(text.facts.modelsValue)).toBeInTheDocument();
    const notices = screen.getByRole("region", { name: text.notices.title });
    expect(within(notices).getByText(text.notices.content)).toBeInTheDocument();
    expect(within(notices).getByText(text.notices.transfer)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: text.readDocument })).toHaveAttribute(
      "href",
      "/document/token",
    );
    // A visitor has no applications to show.
    expect(screen.queryByTestId("my-applications")).not.toBeInTheDocument();
  });

  it("shows the fixed join button only after the page scrolled past 180 px", async () => {
    await renderApp("/activity/token", { language });
    expect(screen.queryByTestId("join-fixed")).not.toBeInTheDocument();
    scrollTo(180);
    expect(screen.queryByTestId("join-fixed")).not.toBeInTheDocument();
    scrollTo(181);
    expect(screen.getByTestId("join-fixed")).toHaveTextContent(text.joinFixed);
    scrollTo(0);
    expect(screen.queryByTestId("join-fixed")).not.toBeInTheDocument();
  });

  it("sends a visitor who joins to sign-in, remembering to come back to the dialog", async () => {
    const { router, user } = await renderApp("/activity/token", { language });
    scrollTo(400);
    await user.click(screen.getByTestId("join-fixed"));
    await expectPath(router, "/account/login");
    expect(session.getReturnPath()).toBe("/activity/token?join=1");
    scrollTo(0);
  });

  it("opens the join dialog when a signed-in user comes back from sign-in", async () => {
    const user = await seededUser();
    const { router } = await renderApp("/activity/token?join=1", { user, language });
    expect(
      await screen.findByRole("dialog", { name: creator.join.title.act }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expectPath(router, "/activity/token");
  });

  it("shows the dates' failure with a retry that loads them", async () => {
    arm("getGlobalTypeData", "http503");
    const { user } = await renderApp("/activity/token", { language });
    const alerts = await screen.findAllByText(text.datesError, { exact: false });
    expect(alerts[0]).toHaveTextContent(errors.server);
    await user.click(screen.getAllByRole("button", { name: common.actions.retry })[0]!);
    expect(await screen.findByText(fill(text.dates, { dates: dates() }))).toBeInTheDocument();
  });
});

describe.each(["en", "zh-cn"] as const)("my applications (%s)", (language) => {
  const { creator, common, errors } = catalogues[language];
  const text = creator.applications;

  it("lists the applications: approved, and not approved with the opinion and a resubmit", async () => {
    const user = await seededUser();
    const { approved, failed } = await seededProgramme(user);
    await renderApp("/activity/token", { user, language });
    const section = await screen.findByTestId("my-applications");
    const approvedRow = await within(section).findByTestId(`application-${approved.project_id}`);
    expect(within(approvedRow).getByTestId("application-status")).toHaveTextContent(
      text.status.approved,
    );
    expect(within(approvedRow).getByRole("link", { name: text.viewAccount })).toHaveAttribute(
      "href",
      "/application/main?tab=2",
    );
    const failedRow = within(section).getByTestId(`application-${failed.project_id}`);
    expect(within(failedRow).getByTestId("application-status")).toHaveTextContent(
      text.status.failed,
    );
    expect(await within(failedRow).findByTestId("reviewer-opinion")).toHaveTextContent(
      text.opinion,
    );
    expect(
      within(failedRow).getByRole("button", {
        name: fill(text.resubmitLabel, { name: failed.project_name }),
      }),
    ).toBeInTheDocument();
  });

  it(
    "follows a review: a waiting application can be edited, then shows its verdict",
    async () => {
      const user = await seededUser();
      const { free } = await seededProgramme(user);
      const demo = free[0]!;
      const view = await renderApp("/activity/token", { user, language });
      await view.user.click(screen.getByTestId("join-banner"));
      const dialog = await screen.findByRole(
        "dialog",
        { name: creator.join.title.act },
        { timeout: 5000 },
      );
      await view.user.selectOptions(
        await within(dialog).findByTestId("join-demo"),
        demo.project_id,
      );
      await view.user.type(
        within(dialog).getByRole("textbox", { name: creator.join.introduction }),
        "A courier game.",
      );
      await view.user.click(within(dialog).getByTestId("join-submit"));
      await expectPath(view.router, "/application/main");
      view.unmount();

      const { unmount } = await renderApp("/activity/token", { user, language });
      const row = await screen.findByTestId(
        `application-${demo.project_id}`,
        {},
        { timeout: 5000 },
      );
      expect(within(row).getByTestId("application-status")).toHaveTextContent(text.status.waiting);
      expect(
        within(row).getByRole("button", {
          name: fill(text.editLabel, { name: demo.project_name }),
        }),
      ).toBeInTheDocument();
      unmount();

      expect(resolveAudits({ kind: "application", ok: false, opinion: "Too short." })).toBe(1);
      await renderApp("/activity/token", { user, language });
      const rejected = await screen.findByTestId(
        `application-${demo.project_id}`,
        {},
        { timeout: 5000 },
      );
      expect(within(rejected).getByTestId("application-status")).toHaveTextContent(
        text.status.failed,
      );
      expect(await within(rejected).findByTestId("reviewer-opinion")).toHaveTextContent(
        "Too short.",
      );
    },
    LONG_JOURNEY_MS,
  );

  it("says so when there is no application yet", async () => {
    const user = await seededUser("reader");
    await renderApp("/activity/token", { user, language });
    const section = await screen.findByTestId("my-applications");
    expect(await within(section).findByText(text.empty)).toBeInTheDocument();
    expect(within(section).getByText(text.emptyHint)).toBeInTheDocument();
  });

  it("shows a failed list with a retry that loads it", async () => {
    arm("projectBalanceList", "offline");
    const user = await seededUser();
    const { user: events } = await renderApp("/activity/token", { user, language });
    const section = await screen.findByTestId("my-applications");
    expect(await within(section).findByText(errors.network)).toBeInTheDocument();
    await events.click(within(section).getByRole("button", { name: common.actions.retry }));
    expect(await within(section).findAllByTestId("application-status")).not.toHaveLength(0);
  });

  it("shows a failed opinion with a retry that loads it", async () => {
    arm("projectApplyGet", "http500");
    const user = await seededUser();
    const { failed } = await seededProgramme(user);
    const { user: events } = await renderApp("/activity/token", { user, language });
    const row = await screen.findByTestId(`application-${failed.project_id}`);
    expect(await within(row).findByText(text.opinionError, { exact: false })).toHaveTextContent(
      errors.server,
    );
    await events.click(within(row).getByRole("button", { name: common.actions.retry }));
    expect(await within(row).findByTestId("reviewer-opinion")).toBeInTheDocument();
    expect(main()).toBeInTheDocument();
  });
});
