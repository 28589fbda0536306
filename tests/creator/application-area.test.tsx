/**
 * /application/main?tab= and /application/api against the mock backend (creator-programme.md
 * §2, §5, §9; decisions.md §3): the menu and the tab in the URL; the demos with their status and
 * programme state; the API key shown once (never in the DOM or the caches afterwards) and its
 * replacement; the daily limit, top-up and currency rules; billing filters in the URL and the CSV.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import {
  billingCsv,
  viewFromParams as billingView,
} from "@/features/creator/components/application/billing-model";
import { rateUnits } from "@/features/creator/money";
import { ModelId } from "@/generated/model/modelId";
import { arm } from "@mocks/testing";
import { expectPath, here, renderApp } from "../render";
import { applyThroughApi, catalogues, fill, seededProgramme, seededUser } from "./helpers";

beforeAll(async () => {
  await Promise.all([
    import("@/app/routes/application/main"),
    import("@/features/creator/components/application/demo-management"),
    import("@/features/creator/components/application/api-keys"),
    import("@/features/creator/components/application/incentive-accounts"),
    import("@/features/creator/components/application/billing"),
    import("@/components/toaster-impl"),
  ]);
}, 60_000);

const SLOW = 30_000;

describe.each(["en", "zh-cn"] as const)("the application area (%s)", (language) => {
  const { creator, application, errors, common } = catalogues[language];
  // The area's own texts (application) and the programme's (creator: applications, join).
  const text = { ...creator, ...application };
  const app = text.app;

  it("shows the menu, the banner and the tab named in the URL", async () => {
    const user = await seededUser();
    const { router, user: events } = await renderApp("/application/main?tab=2", { user, language });
    const menu = screen.getByRole("navigation", { name: app.menu });
    expect(within(menu).getByRole("link", { name: app.tabs.accounts })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(menu).getByRole("link", { name: app.tabs.documents })).toHaveAttribute(
      "href",
      "/document/token",
    );
    expect(screen.getByTestId("application-banner")).toHaveAttribute("href", "/activity/token");
    expect(screen.getByRole("heading", { level: 1, name: app.tabs.accounts })).toBeVisible();
    await events.click(within(menu).getByRole("link", { name: app.tabs.keys }));
    await expectPath(router, "/application/main?tab=1");
    expect(await screen.findByRole("heading", { level: 1, name: app.tabs.keys })).toBeVisible();
  });

  it(
    "lists the demos with their status, opinion, edit, delete and programme state",
    async () => {
      const user = await seededUser();
      const { failed } = await seededProgramme(user);
      await renderApp("/application/main?tab=0", { user, language });
      const card = await screen.findByTestId(`demo-${failed.project_id}`, {}, { timeout: 10_000 });
      expect(within(card).getByText(text.applications.status.failed)).toBeVisible();
      expect(
        within(card).getByRole("button", {
          name: fill(text.demos.programme.resubmitLabel, { title: failed.project_name }),
        }),
      ).toBeVisible();
      expect(within(card).getByRole("link", { name: text.demos.edit })).toHaveAttribute(
        "href",
        `/application/editworks?id=${failed.project_id}`,
      );
      expect(
        within(card).getByRole("button", {
          name: fill(text.demos.deleteLabel, { title: failed.project_name }),
        }),
      ).toBeVisible();
    },
    SLOW,
  );

  it(
    "shows a new key once; afterwards only the mask, in no DOM and no cache",
    async () => {
      const user = await seededUser();
      const { approved } = await seededProgramme(user);
      const { user: events, queryClient } = await renderApp("/application/main?tab=1", {
        user,
        language,
      });
      const row = await screen.findByTestId(`key-${approved.project_id}`, {}, { timeout: 10_000 });
      await events.click(
        within(row).getByRole("button", {
          name: fill(text.keys.replaceLabel, { name: approved.project_name }),
        }),
      );
      const alert = await screen.findByRole("alertdialog");
      expect(alert).toHaveTextContent(
        fill(text.keys.replaceWarning, { name: approved.project_name }),
      );
      await events.click(within(alert).getByRole("button", { name: text.keys.replaceConfirm }));
      const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
      const full = within(dialog).getByTestId("new-key").textContent ?? "";
      expect(full).toMatch(/^sk-[A-Za-z0-9]{48}$/);
      const done = within(dialog).getByRole("button", { name: text.keys.done });
      expect(done).toBeDisabled();
      await events.click(within(dialog).getByRole("checkbox", { name: text.keys.saved }));
      await events.click(done);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(within(row).getByText(`sk-****${full.slice(-4)}`)).toBeVisible());
      expect(document.body.innerHTML).not.toContain(full);
      const caches = JSON.stringify([
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.data),
      ]);
      expect(caches).not.toContain(full);
      expect(
        JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      ).not.toContain(full);
    },
    SLOW,
  );

  it(
    "a refused key request says why in the user's language",
    async () => {
      arm("projectAddKey", "http500");
      const user = await seededUser();
      const { approved, failed } = await seededProgramme(user);
      const { user: events } = await renderApp("/application/main?tab=1", { user, language });
      const failedRow = await screen.findByTestId(
        `key-${failed.project_id}`,
        {},
        { timeout: 10_000 },
      );
      expect(within(failedRow).getByText(text.keys.notAccepted.failed)).toBeVisible();
      expect(within(failedRow).queryByRole("button")).toBeNull();
      const row = screen.getByTestId(`key-${approved.project_id}`);
      await events.click(within(row).getAllByRole("button")[0]!);
      const alert = await screen.findByRole("alertdialog");
      await events.click(within(alert).getByRole("button", { name: text.keys.replaceConfirm }));
      expect(await screen.findByText(errors.server, {}, { timeout: 5000 })).toBeVisible();
      expect(screen.queryByTestId("new-key")).toBeNull();
    },
    SLOW,
  );

  it(
    "refuses a daily limit above the maximum with the maximum, keeps the text, saves a valid one",
    async () => {
      const user = await seededUser();
      const { approved } = await seededProgramme(user);
      const { user: events } = await renderApp("/application/main?tab=2", { user, language });
      const card = await screen.findByTestId(
        `account-${approved.project_id}`,
        {},
        { timeout: 10_000 },
      );
      const input = within(card).getByRole("textbox", { name: text.accounts.limit.label });
      const save = within(card).getByRole("button", {
        name: fill(text.accounts.limit.saveLabel, { name: approved.project_name }),
      });
      await events.clear(input);
      await events.type(input, "1000.0001");
      await events.click(save);
      expect(
        await within(card).findByText(fill(text.accounts.limit.errors.max, { max: "$1,000.0000" })),
      ).toBeVisible();
      expect(input).toHaveValue("1000.0001");
      await events.clear(input);
      await events.type(input, "0");
      await events.click(save);
      expect(await within(card).findByText(text.accounts.limit.errors.zero)).toBeVisible();
      arm("projectDayLimitEdit", "offline");
      await events.clear(input);
      await events.type(input, "35.5");
      await events.click(save);
      expect(await within(card).findByText(errors.network)).toBeVisible();
      expect(input).toHaveValue("35.5");
      await events.click(save);
      expect(
        await screen.findByText(text.accounts.limit.saved, {}, { timeout: 5000 }),
      ).toBeVisible();
    },
    SLOW,
  );

  it(
    "requests a top-up where the balance is low, then shows it pending; the currency toggles",
    async () => {
      const user = await seededUser();
      const { rows } = await seededProgramme(user);
      const low = rows.find(
        (row) => row.audit_status === 1 && row.balance < 200 && !row.apply_balance,
      )!;
      const { user: events } = await renderApp("/application/main?tab=2", { user, language });
      const card = await screen.findByTestId(`account-${low.project_id}`, {}, { timeout: 10_000 });
      arm("projectBalanceApply", "http500");
      const request = within(card).getByRole("button", {
        name: fill(text.accounts.topUp.request, { value: 50 }),
      });
      await events.click(request);
      expect(await screen.findByText(errors.server, {}, { timeout: 5000 })).toBeVisible();
      expect(within(card).queryByTestId("top-up-pending")).toBeNull();
      await events.click(request);
      expect(
        await within(card).findByTestId("top-up-pending", {}, { timeout: 5000 }),
      ).toHaveTextContent(text.accounts.topUp.pending);
      const summary = screen.getByRole("group", { name: text.accounts.currency });
      expect(screen.getAllByText(/^\$[\d,]+\.\d{4}$/).length).toBeGreaterThan(4);
      await events.click(within(summary).getByRole("radio", { name: "CNY" }));
      await waitFor(() =>
        expect(screen.getAllByText(/^¥[\d,]+\.\d{4}$/).length).toBeGreaterThan(4),
      );
    },
    SLOW,
  );

  it(
    "keeps the billing filters in the URL and lists the filtered records",
    async () => {
      const user = await seededUser();
      const { router, user: events } = await renderApp("/application/main?tab=3", {
        user,
        language,
      });
      await waitFor(() =>
        expect(here(router)).toMatch(/from=\d{4}-\d{2}-\d{2}&to=.*&page=1&size=10/),
      );
      const table = await screen.findByTestId("billing-table", {}, { timeout: 10_000 });
      expect(screen.getByRole("button", { name: text.billing.export })).toBeEnabled();
      await events.selectOptions(
        screen.getByRole("combobox", { name: text.billing.model }),
        String(ModelId.Gpt4o),
      );
      await waitFor(() => expect(here(router)).toContain(`model=${ModelId.Gpt4o}`));
      await waitFor(() => {
        const models = within(table)
          .getAllByRole("row")
          .slice(1)
          .map((r) => r.children[2]?.textContent);
        expect(models.length).toBeGreaterThan(0);
        expect(new Set(models)).toEqual(new Set(["GPT-4o"]));
      });
    },
    SLOW,
  );

  it(
    "names each demo's two states and tells its two edits apart",
    async () => {
      const user = await seededUser();
      const { failed, free } = await seededProgramme(user);
      const waiting = free[0]!;
      await applyThroughApi(user, waiting.project_id, "Waiting for review.", waiting.project_name);
      await renderApp("/application/main?tab=0", { user, language });
      const card = await screen.findByTestId(`demo-${waiting.project_id}`, {}, { timeout: 10_000 });
      // Each badge stands beside the name of what it is the state of.
      const terms = within(card).getAllByRole("term");
      const definitions = within(card).getAllByRole("definition");
      expect(terms.map((term) => term.textContent)).toEqual([
        text.demos.states.review,
        text.demos.states.programme,
      ]);
      expect(definitions[1]).toHaveTextContent(text.applications.status.waiting);
      // Two edits, two names: the demo, and its application.
      const editDemo = within(card).getByRole("link", { name: text.demos.edit });
      expect(editDemo).toHaveAttribute("href", `/application/editworks?id=${waiting.project_id}`);
      const editApplication = within(card).getByRole("button", {
        name: fill(text.demos.programme.editLabel, { title: waiting.project_name }),
      });
      expect(editApplication).toHaveTextContent(text.demos.programme.edit);
      expect(text.demos.programme.edit).not.toBe(text.demos.edit);
      // A rejected application: its state under the programme's name, not the demo's.
      const rejected = await screen.findByTestId(`demo-${failed.project_id}`);
      const [, programme] = within(rejected).getAllByRole("definition");
      expect(programme).toHaveTextContent(text.applications.status.failed);
    },
    SLOW,
  );

  it(
    "says once that no billing records match, and offers no export of nothing",
    async () => {
      const user = await seededUser();
      await renderApp("/application/main?tab=3&from=2001-01-01&to=2001-01-02", {
        user,
        language,
      });
      const empty = await screen.findByTestId("empty-state", {}, { timeout: 10_000 });
      expect(empty).toHaveTextContent(text.billing.empty);
      expect(empty).not.toHaveTextContent(common.empty.description);
      expect(screen.getByRole("button", { name: text.billing.export })).toBeDisabled();
    },
    SLOW,
  );
});

describe("the billing tab's demo parameter (creator-programme.md §2)", () => {
  it.each(["demo", "project"] as const)(
    "?%s= filters the billing by that demo, and the address names it demo=",
    async (name) => {
      const user = await seededUser();
      const { approved } = await seededProgramme(user);
      const id = approved.project_id;
      const { router } = await renderApp(
        `/application/main?tab=3&${name}=${encodeURIComponent(id)}`,
        { user },
      );
      const project = await screen.findByRole(
        "combobox",
        { name: catalogues.en.application.billing.project },
        { timeout: 10_000 },
      );
      expect(project).toHaveValue(id);
      await waitFor(() => expect(here(router)).toContain(`demo=${encodeURIComponent(id)}`));
      expect(here(router)).not.toContain("project=");
      expect(billingView(new URLSearchParams(here(router).split("?")[1])).filter.projectId).toBe(
        id,
      );
    },
    SLOW,
  );
});

describe("the billing filters under quick key presses (docs/decisions/0094)", () => {
  it(
    "shows the chosen model at once, before the router applies the address",
    async () => {
      const user = await seededUser();
      const { router } = await renderApp("/application/main?tab=3", { user });
      await screen.findByTestId("billing-table", {}, { timeout: 10_000 });
      const model = screen.getByRole<HTMLSelectElement>("combobox", {
        name: catalogues.en.application.billing.model,
      });
      // The change an arrow key makes, as the browser fires it (not inside act(), which would
      // also finish the router's transition): the next arrow key steps from what the select shows.
      model.value = String(ModelId.Gpt4o);
      model.dispatchEvent(new Event("change", { bubbles: true }));
      expect(model).toHaveValue(String(ModelId.Gpt4o));
      await waitFor(() => expect(here(router)).toContain(`model=${ModelId.Gpt4o}`));
      expect(model).toHaveValue(String(ModelId.Gpt4o));
    },
    SLOW,
  );
});

describe("/application/api", () => {
  it("sends a visitor to sign-in and keeps the way back", async () => {
    const { router } = await renderApp("/application/api");
    await expectPath(router, "/account/login");
  });

  it(
    "shows the keys and the incentive accounts under the application header",
    async () => {
      const user = await seededUser();
      await renderApp("/application/api", { user });
      const { application: text } = catalogues.en;
      expect(screen.getByTestId("application-header")).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: text.app.apiTitle })).toBeVisible();
      expect(await screen.findByTestId("api-keys", {}, { timeout: 10_000 })).toBeVisible();
      expect(
        (await screen.findAllByText(/^sk-\*{4}[A-Za-z0-9]{4}$/, {}, { timeout: 10_000 }))[0],
      ).toBeVisible();
      expect(await screen.findByTestId("incentive-accounts")).toBeVisible();
    },
    SLOW,
  );
});

describe("the billing CSV", () => {
  it("has a header row and one row per record with USD and CNY, formulas defused", () => {
    const csv = billingCsv(
      [
        {
          request_id: "r1",
          req_time: 0,
          project_name: "=cmd",
          project_id: "1",
          model_id: ModelId.Gpt4,
          rsp_amout: 12.34,
        },
        {
          request_id: "r2",
          req_time: 60,
          project_name: 'A "b", c',
          project_id: "2",
          model_id: ModelId.Whisper,
          rsp_amout: 100,
        },
      ],
      ["id", "time", "project", "model", "usd", "cny"],
      rateUnits(7.1),
    );
    expect(csv.split("\r\n")).toEqual([
      "id,time,project,model,usd,cny",
      "r1,1970-01-01T00:00:00.000Z,'=cmd,GPT-4,0.1234,0.8761",
      'r2,1970-01-01T00:01:00.000Z,"A ""b"", c",whisper,1.0000,7.1000',
      "",
    ]);
  });
});
