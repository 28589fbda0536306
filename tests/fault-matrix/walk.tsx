/**
 * Walks one operation through its outcomes on the page that calls it, in the real app against the
 * mock backend (tests/render.tsx), as a user would meet them:
 * - a call the page makes as it opens: the link arms the first outcome, the page shows its message
 *   with Try again next to it; each next outcome is armed and Try again shows its message; with the
 *   faults gone, Try again brings the page back;
 * - a call the user makes: each outcome is armed and the action repeated; its message shows, what
 *   was typed stays, the action can be taken again (the retry); a slow answer is sent once however
 *   often the user acts; with the faults gone, the action succeeds;
 * - code 100 (where the spec lists it): the user lands on sign-in, which says the session ended.
 * No case may log an error to the console (an uncaught error, a React failure).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { OperationId } from "@/generated/operations";
import { clearToasts } from "@/components/toaster";
import type { SessionUser } from "@/generated/model";
import type { Language } from "@/lib/language";
import { CREATOR, READER } from "@mocks/seed/users";
import { faultsFromUrl } from "@mocks/core/url-faults";
import { arm, clearFaults, requestLog } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { TOAST_SELECTOR } from "../toasts";
import { renderApp } from "../render";
import { endsSession, linkOf, outcomesOf, SESSION_CODE, type Outcome } from "./outcomes";
import { pagesOf, type PageTrigger, type TriggerContext, type Triggers } from "./trigger";

const LANGUAGES: Language[] = ["en", "zh-cn"];
/** A walk is a whole session of a tester on one page: a dozen failures and a success. */
const WALK_TIMEOUT = 90_000;

const catalogues = import.meta.glob<Record<string, unknown>>("/src/locales/*/*.json", {
  eager: true,
  import: "default",
});

/** A catalogue text: text("zh-cn", "common", "actions.retry"). Fails loudly when it is missing. */
export function catalogueText(language: Language, namespace: string, key: string): string {
  const catalogue = catalogues[`/src/locales/${language}/${namespace}.json`];
  const value = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
  if (typeof value !== "string") throw new Error(`${language}/${namespace}:${key} is not a text`);
  return value;
}

/** The link arms what a QA tester's `?mock=` link arms in `npm run dev`. */
function armLink(link: string) {
  const { faults, errors } = faultsFromUrl(link);
  expect(errors, link).toEqual([]);
  for (const fault of faults) arm(fault);
}

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
}

/** The innermost visible elements whose text contains the message. */
function messagesShown(message: string): HTMLElement[] {
  return screen
    .queryAllByText((_, element) => {
      if (!element?.textContent?.includes(message)) return false;
      return ![...element.children].some((child) => child.textContent?.includes(message));
    })
    .filter((element) => element.closest("[aria-hidden='true'], [hidden]") === null);
}

async function expectMessage(message: string, link: string): Promise<HTMLElement> {
  let shown: HTMLElement[] = [];
  await waitFor(
    () => {
      shown = messagesShown(message);
      expect(shown, `${link} shows "${message}"`).not.toEqual([]);
    },
    { timeout: 8000 },
  );
  return shown[0]!;
}

/** Closes every toast and waits until those carrying `message` have gone. */
async function dismissToasts(message: string) {
  await clearToasts();
  // A toast has no role of its own to find it by: its Blueprint class says which texts are toasts.
  // eslint-disable-next-line testing-library/no-node-access
  const inToast = (element: HTMLElement) => element.closest(TOAST_SELECTOR) !== null;
  await waitFor(() => expect(messagesShown(message).filter(inToast)).toEqual([]), {
    timeout: 8000,
  });
}

/** The Try again button nearest the message (the same section or error view). */
function retryNear(message: HTMLElement, retryText: string): HTMLElement {
  for (let node: HTMLElement | null = message; node; node = node.parentElement) {
    const buttons = within(node).queryAllByRole("button", { name: retryText });
    if (buttons.length > 0) return buttons[0]!;
  }
  throw new Error(`no "${retryText}" button near "${message.textContent}"`);
}

const accounts = { creator: CREATOR, reader: READER } as const;

async function open(trigger: PageTrigger, route: string, language: Language) {
  const viewer = trigger.as ?? "visitor";
  const user: SessionUser | null = viewer === "visitor" ? null : await signIn(accounts[viewer]);
  const view = await renderApp(route, { user, language });
  const ctx: TriggerContext = {
    user: view.user,
    language,
    router: view.router,
    text: (namespace, key) => catalogueText(language, namespace, key),
  };
  return ctx;
}

const callsOf = (operationId: OperationId) =>
  requestLog().filter((entry) => entry.operation === operationId).length;

function expectTypedKept(trigger: PageTrigger, ctx: TriggerContext, link: string) {
  for (const [label, value] of Object.entries(trigger.typed?.(ctx) ?? {})) {
    expect(screen.getByLabelText(label), `${link} keeps "${label}"`).toHaveValue(value);
  }
}

async function failOutcome(outcome: Outcome, link: string, step: () => Promise<void>) {
  armLink(link);
  if (outcome.browserOffline) setBrowserOnline(false);
  try {
    await step();
  } catch (error) {
    // Name the link that reproduces it, whatever failed (a control not found, a wait).
    if (error instanceof Error)
      error.message = `${link}${outcome.browserOffline ? " (browser offline)" : ""}: ${error.message}`;
    throw error;
  } finally {
    setBrowserOnline(true);
  }
}

/** The text the user must see for an outcome: the spec's own, else the catalogue's. */
const messageOf = (trigger: PageTrigger, outcome: Outcome, ctx: TriggerContext) =>
  trigger.messageOf?.(outcome.armed, ctx) ?? outcome.message(ctx.language);

/**
 * A call whose failures the spec keeps quiet: each outcome is armed, the call is made, and the
 * page stays as it was: none of the outcome's texts, the main landmark still there.
 */
async function walkSilent(operationId: OperationId, trigger: PageTrigger, language: Language) {
  const ctx = await open(trigger, trigger.route, language);
  await trigger.ready?.(ctx);
  for (const outcome of outcomesOf(operationId)) {
    const link = linkOf(trigger.route, operationId, outcome.armed);
    const before = callsOf(operationId);
    await failOutcome(outcome, link, async () => {
      await trigger.act?.(ctx);
      await waitFor(() => expect(callsOf(operationId), `${link} calls`).toBeGreaterThan(before), {
        timeout: 8000,
      });
    });
    // The answer has been handled once the log has it; give the page a moment to (not) react.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messagesShown(outcome.message(language)), `${link} stays quiet`).toEqual([]);
    expect(screen.getByRole("main")).toBeInTheDocument();
  }
}

async function walkOnLoad(operationId: OperationId, trigger: PageTrigger, language: Language) {
  const outcomes = outcomesOf(operationId);
  const retryText = catalogueText(language, "common", "actions.retry");
  let ctx: TriggerContext | undefined;
  let shown: HTMLElement | undefined;
  for (const [index, outcome] of outcomes.entries()) {
    const link = linkOf(trigger.route, operationId, outcome.armed);
    await failOutcome(outcome, link, async () => {
      if (index === 0) ctx = await open(trigger, link, language);
      else await ctx!.user.click(retryNear(shown!, retryText));
      shown = await expectMessage(messageOf(trigger, outcome, ctx!), link);
    });
  }
  clearFaults();
  const last = messageOf(trigger, outcomes.at(-1)!, ctx!);
  await ctx!.user.click(retryNear(shown!, retryText));
  if (trigger.succeeded) await trigger.succeeded(ctx!);
  else await waitFor(() => expect(messagesShown(last)).toEqual([]), { timeout: 8000 });
}

async function walkAction(operationId: OperationId, trigger: PageTrigger, language: Language) {
  const act = trigger.act!;
  const ctx = await open(trigger, trigger.route, language);
  await trigger.ready?.(ctx);
  await trigger.fill?.(ctx);
  for (const outcome of outcomesOf(operationId)) {
    const link = linkOf(trigger.route, operationId, outcome.armed);
    const message = messageOf(trigger, outcome, ctx);
    const before = callsOf(operationId);
    await failOutcome(outcome, link, async () => {
      await act(ctx);
      // Answered first: a message from the step before must not stand in for this one's.
      await waitFor(() => expect(callsOf(operationId), `${link} calls`).toBeGreaterThan(before), {
        timeout: 8000,
      });
      await expectMessage(message, link);
    });
    expectTypedKept(trigger, ctx, link);
    await dismissToasts(message);
  }
  // Last, the call succeeds. A slow answer: acting again while it is on its way sends nothing.
  clearFaults();
  const before = callsOf(operationId);
  const once = trigger.once ?? true;
  if (once) armLink(linkOf(trigger.route, operationId, "delay300"));
  await act(ctx);
  // The control may be busy or gone while the call is on its way: that, too, sends nothing.
  if (once) {
    try {
      await act(ctx);
    } catch {
      // not there to act on: nothing sent either
    }
  }
  await waitFor(() => expect(callsOf(operationId) - before).toBeGreaterThan(0), { timeout: 8000 });
  await trigger.succeeded?.(ctx);
  if (once) expect(callsOf(operationId) - before, `${operationId} sent once`).toBe(1);
}

async function walkSessionEnd(operationId: OperationId, trigger: PageTrigger, language: Language) {
  const link = linkOf(trigger.route, operationId, String(SESSION_CODE));
  let ctx: TriggerContext;
  if (trigger.act) {
    ctx = await open(trigger, trigger.route, language);
    await trigger.ready?.(ctx);
    await trigger.fill?.(ctx);
    armLink(link);
    await trigger.act(ctx);
  } else {
    armLink(link);
    ctx = await open(trigger, link, language);
  }
  await waitFor(() => expect(ctx.router.state.location.pathname).toBe("/account/login"), {
    timeout: 8000,
  });
  // Another status may still be on its way out (a dialog's loading): wait for the notice.
  const ended = catalogueText(language, "codes", String(SESSION_CODE));
  await waitFor(
    () =>
      expect(
        screen.getAllByRole("status").some((status) => status.textContent?.includes(ended)),
        `${link} says "${ended}"`,
      ).toBe(true),
    { timeout: 8000 },
  );
  expect(
    screen.getByRole("button", { name: catalogueText(language, "accounts", "login.submit") }),
  ).toBeEnabled();
}

/** The walks of one page of an operation, in each language. */
function walkPage(operationId: OperationId, trigger: PageTrigger) {
  const links = outcomesOf(operationId)
    .map((o) => o.armed)
    .join(" ");
  describe.each(LANGUAGES)(`${operationId} on ${trigger.route} (%s)`, (language) => {
    const walk = trigger.gap ? it.skip : it;
    const gap = trigger.gap ? ` — GAP: ${trigger.gap}` : "";
    const promise = trigger.silent
      ? `stay quiet (${trigger.silent})`
      : "each show their message; the retry works";
    walk(
      `?mock=${operationId}: ${links} ${promise}${gap}`,
      async () => {
        if (trigger.silent) await walkSilent(operationId, trigger, language);
        else if (trigger.act) await walkAction(operationId, trigger, language);
        else await walkOnLoad(operationId, trigger, language);
      },
      WALK_TIMEOUT,
    );
    if (endsSession(operationId) && (trigger.as ?? "visitor") !== "visitor") {
      walk(
        `?mock=${operationId}:${SESSION_CODE} leads to sign-in, which says the session ended${gap}`,
        async () => {
          await walkSessionEnd(operationId, trigger, language);
        },
        WALK_TIMEOUT,
      );
    }
  });
}

/** One describe per operation and language; the test names carry the operation's `?mock=` links. */
export function walkTriggers(triggers: Triggers) {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error");
  });
  afterEach(async () => {
    setBrowserOnline(true);
    const logged = consoleError.mock.calls;
    consoleError.mockRestore();
    await clearToasts();
    expect(logged, "nothing logged an error").toEqual([]);
  });

  for (const [operationId, entry] of Object.entries(triggers) as [
    OperationId,
    Triggers[OperationId],
  ][]) {
    for (const trigger of entry ? pagesOf(entry) : []) walkPage(operationId, trigger);
  }
}
