import { QueryClient } from "@tanstack/react-query";
import type { ApiError } from "./api-error";

declare module "@tanstack/react-query" {
  interface Register {
    defaultError: ApiError;
  }
}

/** Transient failures are retried once; answers the server meant (codes, 4xx) never are. */
const retryable = (error: ApiError) =>
  error.kind === "timeout" || error.kind === "network" || (error.status ?? 0) >= 500;

/** A new client with the app's defaults (the app has one: shared-query-client.ts; tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && retryable(error),
      },
      mutations: { retry: false },
    },
  });
}
