/**
 * The join dialog against the mock backend (creator-programme.md §2, §4, §5): its scenes (apply,
 * edit a waiting application, resubmit a rejected one), the demo choice and the prefilled texts,
 * the rules and the disabled submit, the question before a differing saved draft is replaced, the
 * way on to the application area, and every failure in the user's language.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearToasts } from "@/components/toaster";
import { ApplyType, AuditStatus, type SessionUser } from "@/generated/model";
import { arm, requestLog, resolveAudits, state } from "@mocks/testing";
import { expectPath, renderApp } from "../render";
import { answerCodeOnce, CODE_WITH_ENTRY, CODE_WITHOUT_ENTRY, serverWordsFor } from "../refusals";
import {
  applyThroughApi,
  catalogues,
  fill,
  preloadCreatorModules,
  seededProgramme,
  seededUser,
} from "./helpers";

beforeAll(preloadCreatorModules, 60_000);

/** The mock's refusal when the application was approved meanwhile (mocks/handlers/creator.ts). */
const ALREADY_APPROVED = {
  en: "This project's programme application has already been approved.",
  "zh-cn": "该项目的激励计划申请已通过审核。",
} as const;

/** A whole journey (open, fill, send, move on) through the real app: more than the default time. */
const LONG_JOURNEY_MS = 30_000;

type Language = "en" | "zh-cn";

const savedApplication = (projectId: string) =>
  state().db.applications.findFirst((q) =>
    q.where({ project_id: projectId, apply_type: ApplyType.Project }),
  );

const applyCalls = () => requestLog().filter((entry) => entry.operation === "projectApplyAdd");

/** The activity page with the dialog opened as after sign-in (scene act). */
async function openJoin(language: Language, user: SessionUser) {
  const { creator } = catalogues[language];
  const view = await renderApp("/activity/token?join=1", { user, language });
  const dialog = await screen.findByRole(
    "dialog",
    { name: creator.join.title.act },
    // The first test of a run transforms the dialog's modules on demand.
    { timeout: 10_000 },
  );
  const select = await within(dialog).findByTestId("join-demo", {}, { timeout: 5000 });
  return { ...view, dialog, select };
}

/** The dialog opened from a row of "my applications" (edit or resubmit). */
async function openFromRow(language: Language, user: SessionUser, projectId: string) {
  const { creator } = catalogues[language];
  const view = await renderApp("/activity/token", { user, language });
  const row = await screen.findByTestId(`application-${projectId}`, {}, { timeout: 5000 });
  await view.user.click(
    within(row).getByRole("button", {
      name: new RegExp(`^(${creator.applications.edit}|${creator.applications.resubmit})`),
    }),
  );
  return view;
}

afterEach(async () => {
  await clearToasts();
});

describe.each(["en", "zh-cn"] as const)("the join dialog (%s)", (language) => {
  const { creator, errors, codes } = catalogues[language];
  const text = creator.join;

  it(
    "applies with a demo: its title fills the name, submit waits for every field, then on to the application area",
    async () => {
      const user = await seededUser();
      const { free, demos } = await seededProgramme(user);
      const demo = free[0]!;
      const { dialog, select, user: events, router } = await openJoin(language, user);
      expect(
        within(select)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual([text.demoPlaceholder, ...demos.map((d) => d.project_name)]);
      const submit = within(dialog).getByTestId("join-submit");
      expect(submit).toBeDisabled();
      await events.selectOptions(select, demo.project_id);
      const name = within(dialog).getByRole("textbox", { name: text.demoName });
      await waitFor(() => expect(name).toHaveValue(demo.project_name));
      expect(submit).toHaveTextContent(text.submit.apply);
      expect(submit).toBeDisabled();
      const introduction = within(dialog).getByRole("textbox", { name: text.introduction });
      await events.type(introduction, "  AI-voiced couriers.  ");
      expect(within(dialog).getByTestId("join-counter")).toHaveTextContent("19/1000");
      expect(submit).toBeEnabled();
      await events.click(submit);
      expect(await screen.findByText(text.sent, {}, { timeout: 5000 })).toBeInTheDocument();
      await expectPath(router, "/application/main");
      expect(savedApplication(demo.project_id)).toMatchObject({
        demo_name: demo.project_name,
        introduction: "AI-voiced couriers.",
        audit_status: AuditStatus.Draft,
      });
    },
    LONG_JOURNEY_MS,
  );

  it("keeps the rules: an introduction over 1000 characters and an emptied name are refused", async () => {
    const user = await seededUser();
    const { free } = await seededProgramme(user);
    const { dialog, select, user: events } = await openJoin(language, user);
    await events.selectOptions(select, free[0]!.project_id);
    const name = within(dialog).getByRole("textbox", { name: text.demoName });
    await waitFor(() => expect(name).not.toHaveValue(""));
    const introduction = within(dialog).getByRole("textbox", { name: text.introduction });
    await events.click(introduction);
    await events.paste("字".repeat(1001));
    expect(within(dialog).getByTestId("join-counter")).toHaveTextContent("1001/1000");
    expect(introduction).toHaveAccessibleDescription(
      expect.stringContaining(fill(text.validation.introductionTooLong, { max: 1000 })),
    );
    await events.click(within(dialog).getByTestId("join-submit"));
    expect(applyCalls()).toHaveLength(0);
    await events.clear(name);
    await events.tab();
    expect(await within(dialog).findByText(text.validation.demoNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByTestId("join-submit")).toBeDisabled();
  });

  it(
    "edits a waiting application: prefilled, and asks before a different text replaces it",
    async () => {
      const user = await seededUser();
      const { free } = await seededProgramme(user);
      const demo = free[0]!;
      await applyThroughApi(user, demo.project_id, "First text.");
      const { user: events, router } = await openFromRow(language, user, demo.project_id);
      const dialog = await screen.findByRole(
        "dialog",
        { name: text.title.edit },
        { timeout: 5000 },
      );
      const select = await within(dialog).findByTestId("join-demo");
      expect(select).toBeDisabled();
      expect(select).toHaveValue(demo.project_id);
      const introduction = within(dialog).getByRole("textbox", { name: text.introduction });
      await waitFor(() => expect(introduction).toHaveValue("First text."));
      expect(within(dialog).getByRole("textbox", { name: text.demoName })).toHaveValue(
        "Saved name",
      );
      expect(within(dialog).getByText(text.state.waiting)).toBeInTheDocument();
      const submit = within(dialog).getByTestId("join-submit");
      expect(submit).toHaveTextContent(text.submit.update);

      await events.clear(introduction);
      await events.type(introduction, "Second text.");
      await events.click(submit);
      const confirm = await screen.findByRole("alertdialog", { name: text.confirm.title });
      await events.click(within(confirm).getByRole("button", { name: text.confirm.keep }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
      expect(applyCalls()).toHaveLength(1);
      expect(introduction).toHaveValue("Second text.");

      await events.click(submit);
      const again = await screen.findByRole("alertdialog", { name: text.confirm.title });
      await events.click(within(again).getByRole("button", { name: text.confirm.update }));
      await expectPath(router, "/application/main");
      expect(applyCalls()).toHaveLength(2);
      expect(savedApplication(demo.project_id)).toMatchObject({
        introduction: "Second text.",
        audit_status: AuditStatus.Draft,
      });
    },
    LONG_JOURNEY_MS,
  );

  it("sends an unchanged waiting application without asking", async () => {
    const user = await seededUser();
    const { free } = await seededProgramme(user);
    const demo = free[0]!;
    await applyThroughApi(user, demo.project_id, "Same text.");
    const { user: events, router } = await openFromRow(language, user, demo.project_id);
    const dialog = await screen.findByRole("dialog", { name: text.title.edit }, { timeout: 5000 });
    const introduction = await within(dialog).findByRole("textbox", { name: text.introduction });
    await waitFor(() => expect(introduction).toHaveValue("Same text."));
    await events.click(within(dialog).getByTestId("join-submit"));
    await expectPath(router, "/application/main");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it(
    "resubmits a rejected application: the opinion shows, the saved text is kept",
    async () => {
      const user = await seededUser();
      const { failed } = await seededProgramme(user);
      // A copy: the mock changes its records in place.
      const before = { ...savedApplication(failed.project_id)! };
      const { user: events, router } = await openFromRow(language, user, failed.project_id);
      const dialog = await screen.findByRole(
        "dialog",
        { name: text.title.reply },
        { timeout: 5000 },
      );
      const opinion = await within(dialog).findByTestId("join-opinion");
      expect(opinion).toHaveTextContent(text.state.failed);
      expect(opinion).toHaveTextContent(
        fill(text.state.opinion, { opinion: before.audit_opinion }),
      );
      const introduction = within(dialog).getByRole("textbox", { name: text.introduction });
      await waitFor(() => expect(introduction).toHaveValue(before.introduction));
      const submit = within(dialog).getByTestId("join-submit");
      expect(submit).toHaveTextContent(text.submit.resubmit);
      await events.type(introduction, " Now with voices.");
      await events.click(submit);
      await expectPath(router, "/application/main");
      expect(savedApplication(failed.project_id)).toMatchObject({
        introduction: `${before.introduction} Now with voices.`,
        audit_status: AuditStatus.Draft,
        audit_opinion: "",
      });
    },
    LONG_JOURNEY_MS,
  );

  it("an approved demo cannot apply again and leads to its incentive account", async () => {
    const user = await seededUser();
    const { approved } = await seededProgramme(user);
    const { dialog, select, user: events } = await openJoin(language, user);
    await events.selectOptions(select, approved.project_id);
    expect(await within(dialog).findByText(text.state.approved)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: text.viewAccount })).toHaveAttribute(
      "href",
      "/application/main?tab=2",
    );
    await events.type(within(dialog).getByRole("textbox", { name: text.introduction }), "More.");
    expect(within(dialog).getByTestId("join-submit")).toBeDisabled();
  });

  it("a user without demos is shown the way to create one", async () => {
    const user = await seededUser("reader");
    await renderApp("/activity/token?join=1", { user, language });
    const dialog = await screen.findByRole("dialog", { name: text.title.act }, { timeout: 5000 });
    const none = await within(dialog).findByTestId("join-no-demos");
    expect(within(none).getByText(text.noDemos.title)).toBeInTheDocument();
    expect(within(none).getByRole("link", { name: text.noDemos.action })).toHaveAttribute(
      "href",
      "/application/editworks",
    );
  });

  it.each([
    ["http500", "server"],
    ["offline", "network"],
  ] as const)(
    "a failure (%s) shows its message in the form; the text stays and sending again works",
    async (outcome, message) => {
      arm("projectApplyAdd", outcome);
      const user = await seededUser();
      const { free } = await seededProgramme(user);
      const { dialog, select, user: events, router } = await openJoin(language, user);
      await events.selectOptions(select, free[0]!.project_id);
      const introduction = within(dialog).getByRole("textbox", { name: text.introduction });
      await events.type(introduction, "Retry me.");
      await waitFor(() => expect(within(dialog).getByTestId("join-submit")).toBeEnabled());
      await events.click(within(dialog).getByTestId("join-submit"));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(errors[message]);
      expect(introduction).toHaveValue("Retry me.");
      await events.click(within(dialog).getByTestId("join-submit"));
      await expectPath(router, "/application/main");
    },
  );

  it("a refusal (the application was approved meanwhile) shows the server's message (creator-programme.md §8)", async () => {
    const user = await seededUser();
    const { free } = await seededProgramme(user);
    const demo = free[0]!;
    await applyThroughApi(user, demo.project_id, "Waiting text.");
    const { user: events } = await openFromRow(language, user, demo.project_id);
    const dialog = await screen.findByRole("dialog", { name: text.title.edit }, { timeout: 5000 });
    const introduction = await within(dialog).findByRole("textbox", { name: text.introduction });
    await waitFor(() => expect(introduction).toHaveValue("Waiting text."));
    expect(resolveAudits({ kind: "application", ok: true })).toBe(1);
    await events.click(within(dialog).getByTestId("join-submit"));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(ALREADY_APPROVED[language]);
    expect(alert).not.toHaveTextContent(errors.http);
  });

  it.each([
    ["a code the catalogue words: its text", CODE_WITH_ENTRY],
    ["a code it does not know: the server's message", CODE_WITHOUT_ENTRY],
  ] as const)("a refused application with %s; the text stays", async (_, code) => {
    const user = await seededUser();
    const { free } = await seededProgramme(user);
    const { dialog, select, user: events } = await openJoin(language, user);
    await events.selectOptions(select, free[0]!.project_id);
    const introduction = within(dialog).getByRole("textbox", { name: text.introduction });
    await events.type(introduction, "Refused text.");
    await waitFor(() => expect(within(dialog).getByTestId("join-submit")).toBeEnabled());
    answerCodeOnce("projectApplyAdd", code);
    await events.click(within(dialog).getByTestId("join-submit"));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(
      code === CODE_WITH_ENTRY ? codes[CODE_WITH_ENTRY] : serverWordsFor(code, language),
    );
    expect(alert).not.toHaveTextContent(errors.requestFailed);
    expect(introduction).toHaveValue("Refused text.");
  });

  it("an armed HTTP 400 shows the server's message, an HTTP 503 never the server's text", async () => {
    arm("projectApplyAdd", "http400");
    arm("projectApplyAdd", "http503");
    const user = await seededUser();
    const { free } = await seededProgramme(user);
    const { dialog, select, user: events } = await openJoin(language, user);
    await events.selectOptions(select, free[0]!.project_id);
    await events.type(within(dialog).getByRole("textbox", { name: text.introduction }), "Hi.");
    await waitFor(() => expect(within(dialog).getByTestId("join-submit")).toBeEnabled());
    await events.click(within(dialog).getByTestId("join-submit"));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      language === "zh-cn" ? "模拟的 HTTP 400 错误" : "Simulated HTTP 400",
    );
    await events.click(within(dialog).getByTestId("join-submit"));
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent(errors.server));
    expect(within(dialog).getByRole("alert")).not.toHaveTextContent(/Simulated|模拟|503/);
  });

  it("an ended session (code 100) leads to sign-in", async () => {
    arm("projectApplyAdd", 100);
    const user = await seededUser();
    const { free } = await seededProgramme(user);
    const { dialog, select, user: events, router } = await openJoin(language, user);
    await events.selectOptions(select, free[0]!.project_id);
    await events.type(within(dialog).getByRole("textbox", { name: text.introduction }), "Hello.");
    await waitFor(() => expect(within(dialog).getByTestId("join-submit")).toBeEnabled());
    await events.click(within(dialog).getByTestId("join-submit"));
    await expectPath(router, "/account/login");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("the demos' failure shows with a retry that loads them", async () => {
    arm("projectName", "http503");
    const user = await seededUser();
    const { user: events } = await renderApp("/activity/token?join=1", { user, language });
    const dialog = await screen.findByRole("dialog", { name: text.title.act }, { timeout: 5000 });
    expect(await within(dialog).findByText(errors.server)).toBeInTheDocument();
    await events.click(
      within(dialog).getByRole("button", { name: catalogues[language].common.actions.retry }),
    );
    expect(await within(dialog).findByTestId("join-demo")).toBeInTheDocument();
  });

  it("the chosen demo's application failing to load shows with a retry; submit waits", async () => {
    const user = await seededUser();
    const { free } = await seededProgramme(user);
    const { dialog, select, user: events } = await openJoin(language, user);
    arm("projectApplyGet", "offline");
    await events.selectOptions(select, free[0]!.project_id);
    expect(await within(dialog).findByText(errors.network)).toBeInTheDocument();
    await events.type(within(dialog).getByRole("textbox", { name: text.demoName }), "Name");
    await events.type(within(dialog).getByRole("textbox", { name: text.introduction }), "Text");
    expect(within(dialog).getByTestId("join-submit")).toBeDisabled();
    await events.click(
      within(dialog).getByRole("button", { name: catalogues[language].common.actions.retry }),
    );
    await waitFor(() => expect(within(dialog).getByTestId("join-submit")).toBeEnabled());
  });
});
