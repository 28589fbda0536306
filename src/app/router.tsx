import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, createMemoryRouter } from "react-router";
import { resetNavigation } from "./navigation";
import { setRouteDataClient } from "./route-data";
import { appRoutes } from "./routes";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's data router over the browser history. */
export function createAppRouter(): AppRouter {
  resetNavigation();
  setRouteDataClient();
  return createBrowserRouter(appRoutes);
}

/**
 * The same routes over an in-memory history (tests). `queryClient`: the one the test gives the app,
 * which the loaders fill too (route-data.ts); else the app's shared client.
 */
export function createAppMemoryRouter(
  initialEntries: string[] = ["/"],
  queryClient?: QueryClient,
): AppRouter {
  resetNavigation();
  setRouteDataClient(queryClient);
  return createMemoryRouter(appRoutes, { initialEntries });
}
