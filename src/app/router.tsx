import { createBrowserRouter, createMemoryRouter } from "react-router";
import { resetNavigation } from "./navigation";
import { appRoutes } from "./routes";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's data router over the browser history. */
export function createAppRouter(): AppRouter {
  resetNavigation();
  return createBrowserRouter(appRoutes);
}

/** The same routes over an in-memory history (tests). */
export function createAppMemoryRouter(initialEntries: string[] = ["/"]): AppRouter {
  resetNavigation();
  return createMemoryRouter(appRoutes, { initialEntries });
}
