/**
 * Account pages through the shell's renderApp (tests/render.tsx: the real routes, guards, layouts and
 * providers over an in-memory history) against the MSW server of tests/msw-server.ts — the stateful
 * mock backend, overridden per test with server.use().
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { operations } from "@/generated/operations";
import type { SessionUser } from "@/generated/model";
import type { AccountOperation } from "@/api/auth/account-errors";
import type { Language } from "@/lib/language";
import { session } from "@/lib/session";
import en from "@/locales/en/accounts.json";
import codesEn from "@/locales/en/codes.json";
import commonEn from "@/locales/en/common.json";
import zh from "@/locales/zh-cn/accounts.json";
import codesZh from "@/locales/zh-cn/codes.json";
import commonZh from "@/locales/zh-cn/common.json";
import { server } from "../msw-server";
import { renderApp } from "../render";

export const catalogues = { en, "zh-cn": zh } as const;
/** The one result-code catalogue (codes namespace). */
export const codeCatalogues = { en: codesEn, "zh-cn": codesZh } as const;
/** The shared texts (the form kit's labels live in common). */
export const commonCatalogues = { en: commonEn, "zh-cn": commonZh } as const;

interface Options {
  language?: Language;
  user?: SessionUser;
  /** A return path saved before the page opens (as a guard would). */
  returnPath?: string;
  /** With fake timers, user-event must advance them. */
  advanceTimers?: (ms: number) => unknown;
}

export async function renderAccounts(route: string, options: Options = {}) {
  const language = options.language ?? "en";
  session.reload();
  if (options.returnPath) session.saveReturnPath(options.returnPath);
  const view = await renderApp(route, { language, user: options.user ?? null });
  await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
  const user = options.advanceTimers
    ? userEvent.setup({ advanceTimers: options.advanceTimers })
    : view.user;
  return { ...view, user, text: catalogues[language] };
}

/** The result code's message in a language (codes catalogue); fails loudly when it lacks one. */
export function codeMessage(code: number, language: Language = "en"): string {
  const message = (codeCatalogues[language] as Record<string, string | undefined>)[String(code)];
  if (!message) throw new Error(`codes:${code} has no ${language} message`);
  return message;
}

/** The non-zero codes the spec lists for an operation. */
export const specCodes = (operation: AccountOperation): number[] =>
  (operations[operation].resultCodes as readonly number[]).filter((code) => code !== 0);

/** Makes the operation answer an envelope with this code (and records the calls). */
export function answerCode(operation: AccountOperation, code: number, data: JsonBodyType = {}) {
  const calls = { count: 0, bodies: [] as unknown[] };
  server.use(
    http.post(operations[operation].path, async ({ request }) => {
      calls.count += 1;
      calls.bodies.push(await request.json());
      return HttpResponse.json({ code, message: `server says ${code}`, data });
    }),
  );
  return calls;
}

/** Makes the operation fail at the transport level. */
export function answerFailure(operation: AccountOperation, kind: "network" | "http500") {
  server.use(
    http.post(operations[operation].path, () =>
      kind === "network" ? HttpResponse.error() : new HttpResponse(null, { status: 500 }),
    ),
  );
}
