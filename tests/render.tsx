/**
 * renderApp(route, {user}): the real app — routes, guards, layouts, providers — over an in-memory
 * history, with a fresh QueryClient (retries off), against the one MSW server (tests/msw-server.ts;
 * override per test with server.use(), e.g. verifySessionAnswers()).
 */
import { render, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import userEvent from "@testing-library/user-event";
import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse, delay } from "msw";
import { StrictMode } from "react";
import { App } from "@/app/app";
import { createAppMemoryRouter, type AppRouter } from "@/app/router";
import type { SessionUser } from "@/generated/model";
import { initI18n } from "@/lib/i18n";
import { storeLanguage, type Language } from "@/lib/language";
import { session } from "@/lib/session";
import { server } from "./msw-server";

export interface RenderAppOptions {
  /** The stored user record (signed in), or none (a visitor). */
  user?: SessionUser | null;
  language?: Language;
  /** Extra history entries before the route (e.g. to test "go back to the previous page"). */
  history?: string[];
  /** Rendered in React's StrictMode, as src/app/start.tsx renders the app (effects run twice). */
  strict?: boolean;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
}

export async function renderApp(
  route = "/",
  { user = null, language = "en", history = [], strict = false }: RenderAppOptions = {},
) {
  session.clear();
  if (user) session.setUser(user);
  storeLanguage(language);
  await initI18n(language);
  const queryClient = createTestQueryClient();
  const router = createAppMemoryRouter([...history, route], queryClient);
  // user-event's default timer between actions stays: without it (delay: null) about 30 tests
  // that read a form's message right after a click raced Formik's submit (docs/decisions/0099).
  const events = userEvent.setup();
  const app = <App router={router} queryClient={queryClient} />;
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  await waitFor(() => expect(router.state.navigation.state).toBe("idle"), { timeout: 10_000 });
  // The router settles before React commits the page (and the shell's effects): wait for the page.
  await screen.findByRole("main", {}, { timeout: 10_000 });
  return { ...view, router, queryClient, user: events };
}

/** Where the router is now (path and query). */
export const here = (router: AppRouter) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Waits until the router settles on a path (and query, when given). */
export async function expectPath(router: AppRouter, path: string) {
  await waitFor(
    () => {
      expect(router.state.navigation.state).toBe("idle");
      expect(path.includes("?") ? here(router) : router.state.location.pathname).toBe(path);
    },
    { timeout: 5000 },
  );
}

/** verifySession answers: live (in_effect 1), dead (in_effect 0), code 100, or a network failure. */
export function verifySessionAnswers(answer: "live" | "dead" | "code100" | "network" | "slow") {
  const calls: unknown[] = [];
  server.use(
    http.post("/api/auth/verifysession", async ({ request }) => {
      calls.push(await request.json());
      if (answer === "network") return HttpResponse.error();
      if (answer === "code100")
        return HttpResponse.json({ code: 100, message: "session invalid", data: null });
      if (answer === "slow") await delay(300);
      return HttpResponse.json({
        code: 0,
        message: "",
        data: { in_effect: answer === "dead" ? 0 : 1 },
      });
    }),
  );
  return calls;
}

/** The page's main landmark. */
export const main = () => screen.getByRole("main");
