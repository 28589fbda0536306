/**
 * The console's component tests: the real app at /inspect (router, providers, the lazy tabs)
 * against the stateful mock backend, its game calls and its two sockets (mocks/ws). The catalogue
 * texts come from src/locales, so a test reads as the user does in either language.
 */
import { configure, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { Language } from "@/lib/language";
import consoleEn from "@/locales/en/console.json";
import consoleZh from "@/locales/zh-cn/console.json";
import errorsEn from "@/locales/en/errors.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import { server } from "../msw-server";
import { renderApp } from "../render";

// The console's tabs load lazily and the machines running the suite are shared: waits are longer
// than Testing Library's 1 s default (the files that import this harness only).
configure({ asyncUtilTimeout: 8000 });

export type ConsoleTexts = typeof consoleEn;

export const consoleTexts = (language: Language = "en"): ConsoleTexts =>
  language === "en" ? consoleEn : (consoleZh as ConsoleTexts);

export const errorTexts = (language: Language = "en") => (language === "en" ? errorsEn : errorsZh);

/** {{name}} placeholders filled in, as i18next does. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));

/** The console's code, loaded once per file (the first transform of Blueprint is slow). */
export async function preloadConsole(): Promise<void> {
  await Promise.all([
    import("@/features/console/components/inspect-console"),
    import("@/features/console/components/single-chat/single-chat-tab"),
    import("@/features/console/components/group-chat/group-chat-tab"),
    import("@/features/console/components/model-tester/model-tester-tab"),
    import("@/features/console/components/pet-generator/pet-generator"),
  ]);
}

export type ConsoleTab = "singleChat" | "groupChat" | "tokenInspect" | "petGeneration";

/** /inspect on a tab, in a language, once the tab's content is there. */
export async function openConsole(tab: ConsoleTab = "singleChat", language: Language = "en") {
  const texts = consoleTexts(language);
  const view = await renderApp(`/inspect?tab=${tab}`, { language });
  await screen.findByRole("heading", { name: texts.title, level: 1 }, { timeout: 20_000 });
  await waitFor(
    () => expect(screen.getByRole("tab", { name: texts.tabs[tab], selected: true })).toBeVisible(),
    { timeout: 20_000 },
  );
  return { ...view, texts };
}

const captures = new Set<() => void>();

/** Bodies of the JSON requests to a path (in the order sent), until stopCaptures(). */
export function captureBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname !== path) return;
    if (!(request.headers.get("content-type") ?? "").includes("json")) return;
    void request
      .clone()
      .json()
      .then((body: unknown) => bodies.push(body));
  };
  server.events.on("request:start", listener);
  captures.add(() => server.events.removeListener("request:start", listener));
  return bodies;
}

/** Ends every capture (call it after each test). */
export function stopCaptures(): void {
  captures.forEach((stop) => stop());
  captures.clear();
}

/** The mock console's API key (mocks/ws/README.md). */
export const MOCK_API_KEY = "sk-gatecraft-console-mock";
