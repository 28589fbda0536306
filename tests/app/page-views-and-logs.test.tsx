/**
 * The events the app sends by itself (docs/decisions/0084-page-views-and-client-logs.md), through
 * the real router, in React's StrictMode as src/app/start.tsx renders the app:
 * - the page view (commReportEvent type 1, platform.md §7): one per navigation to another page,
 *   none for a re-render, a refetch or a language switch; a failure shows nothing and is not resent;
 * - the client error log (logReport, platform.md §7): one per distinct error per page view, none
 *   for an API failure, and a failed log is neither retried nor logged in turn.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TEST_CRASH_MESSAGE } from "@/app/routes/test/crash";
import { ApiError } from "@/lib/api-error";
import { EventType, type CommReportEventBody, type LogReportBody } from "@/generated/model";
import { i18n } from "@/lib/i18n";
import { arm, requestLog } from "@mocks/testing";
import { recordBodies } from "../request-bodies";
import { main, renderApp } from "../render";

const EVENTS = "/api/basesys/commreportevent";
const LOGS = "/log/report";

/** The page addresses of the page views sent so far (their paths and queries). */
const pageViews = (bodies: unknown[]) =>
  (bodies as (CommReportEventBody | undefined)[])
    .filter((body) => body?.event_type === EventType.PageView)
    .map((body) => {
      const href = new URL(body!.param_str[0]!);
      return `${href.pathname}${href.search}`;
    });

/** The top navigation's knowledge tab. */
const knowledgeTab = () =>
  within(screen.getByRole("navigation", { name: "Main navigation" })).getByRole("link", {
    name: "Knowledge",
  });

const calls = (operation: string) => requestLog().filter((entry) => entry.operation === operation);

/** Waits until the page views are exactly `expected` (in order). */
async function expectPageViews(bodies: unknown[], expected: string[]) {
  await waitFor(() => expect(pageViews(bodies)).toEqual(expected));
  // Every body sent has been read: nothing else was sent with them.
  expect(bodies.every((body) => body !== undefined)).toBe(true);
}

describe("page views", { timeout: 30_000 }, () => {
  it("reports one page view per navigation, none for a re-render, a refetch or a language switch", async () => {
    const bodies = recordBodies(EVENTS);
    const { router, user, queryClient } = await renderApp("/gate", { strict: true });
    await expectPageViews(bodies, ["/gate"]);
    const [first] = bodies as CommReportEventBody[];
    expect(first!.param[0]).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(first!.param_str[0]).toBe(`${window.location.origin}/gate`);

    // A link of the navigation: a new page.
    await user.click(knowledgeTab());
    await expectPageViews(bodies, ["/gate", "/knowledge/home"]);

    // The same page again (its link clicked), a refetch of every query, a language switch.
    await user.click(knowledgeTab());
    await act(() => queryClient.refetchQueries());
    await user.click(screen.getByRole("button", { name: "Language: English" }));
    await user.click(screen.getByRole("menuitemradio", { name: "简体中文" }));
    await screen.findByRole("navigation", { name: "主导航" });
    // A query is another page.
    await act(() => router.navigate("/knowledge/more?id=3"));
    await expectPageViews(bodies, ["/gate", "/knowledge/home", "/knowledge/more?id=3"]);
    await act(() => router.navigate(-1));
    await expectPageViews(bodies, [
      "/gate",
      "/knowledge/home",
      "/knowledge/more?id=3",
      "/knowledge/home",
    ]);
    expect(calls("commReportEvent")).toHaveLength(4);
  });

  it.each(["http500", "offline"])(
    "a failed page view (%s) shows nothing and is not sent again",
    async (outcome) => {
      arm("commReportEvent", outcome);
      const bodies = recordBodies(EVENTS);
      const { user } = await renderApp("/gate", { strict: true });
      await waitFor(() => expect(calls("commReportEvent")).toHaveLength(1));
      expect(calls("commReportEvent")[0]!.fault).toBeDefined();
      await user.click(knowledgeTab());
      await expectPageViews(bodies, ["/gate", "/knowledge/home"]);
      expect(calls("commReportEvent")).toHaveLength(2);
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(screen.queryByText(i18n.t("errors:server"))).not.toBeInTheDocument();
      expect(screen.queryByText(i18n.t("errors:network"))).not.toBeInTheDocument();
    },
  );
});

const logs = (bodies: unknown[]) => bodies as (LogReportBody | undefined)[];

describe("client error logs", { timeout: 30_000 }, () => {
  it("a page that fails to render logs its error once, and again only on another page view", async () => {
    const bodies = recordBodies(LOGS);
    const { router, user } = await renderApp("/__test/crash", { strict: true });
    await screen.findByRole("heading", { level: 1, name: "Something went wrong" });
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() =>
      expect(logs(bodies)[0]).toMatchObject({
        level: "error",
        message: `Error: ${TEST_CRASH_MESSAGE}`,
        context: { source: "render" },
      }),
    );
    // Retry renders the page again: the same error on the same page view is not sent again.
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { level: 1, name: "Something went wrong" });
    // Another page, then the crash again: a new page view.
    await act(() => router.navigate("/gate"));
    await act(() => router.navigate("/__test/crash"));
    await screen.findByRole("heading", { level: 1, name: "Something went wrong" });
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(calls("logReport")).toHaveLength(2);
  });

  it("logs an uncaught error once, and no API failure", async () => {
    const bodies = recordBodies(LOGS);
    await renderApp("/gate", { strict: true });
    const error = new TypeError("cannot read the thing");
    window.dispatchEvent(new ErrorEvent("error", { error, message: error.message }));
    window.dispatchEvent(new ErrorEvent("error", { error, message: error.message }));
    const rejection = new Event("unhandledrejection");
    Object.assign(rejection, {
      reason: new ApiError({ kind: "http", operation: "x", status: 500 }),
    });
    window.dispatchEvent(rejection);
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() =>
      expect(logs(bodies)[0]).toMatchObject({
        message: "TypeError: cannot read the thing",
        context: { source: "uncaught", page: "/gate" },
      }),
    );
    // A later, different error is sent: the two above were all there was to send.
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("another") }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(logs(bodies)[1]?.message).toBe("Error: another");
  });

  it.each(["http500", "offline"])(
    "a failed log (%s) is not retried, not logged, and shows nothing",
    async (outcome) => {
      arm("logReport", outcome, 5);
      await renderApp("/__test/crash", { strict: true });
      await waitFor(() => expect(calls("logReport")).toHaveLength(1));
      expect(calls("logReport")[0]!.fault).toBeDefined();
      // A later error is sent (so the log would have been by now): the failure was not.
      window.dispatchEvent(new ErrorEvent("error", { error: new Error("later") }));
      await waitFor(() => expect(calls("logReport")).toHaveLength(2));
      expect(main()).toHaveTextContent("Something went wrong");
      expect(screen.queryByText(i18n.t("errors:server"))).not.toBeInTheDocument();
    },
  );
});
