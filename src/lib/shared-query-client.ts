/**
 * The app's one QueryClient (src/lib/query-client.ts), created on first need rather than in the
 * entry. Every layout loads it before its pages render (src/app/layouts.tsx); the app loads it
 * after the first paint anyway (src/app/app.tsx), and provides it at the root once it exists, so
 * its cache lives as long as the page, across navigation.
 */
import type { QueryClient } from "@tanstack/react-query";

let shared: QueryClient | undefined;
const listeners = new Set<() => void>();

/**
 * The shared client, loading query-core the first time. The module is imported on every call (the
 * browser loads it once), so scripts/route-modules.ts sees each route that needs it.
 */
export async function loadQueryClient(): Promise<QueryClient> {
  const { createQueryClient } = await import("./query-client");
  if (!shared) {
    shared = createQueryClient();
    listeners.forEach((listener) => listener());
  }
  return shared;
}

/** The shared client if it has been loaded, else undefined (nothing to clear, nothing cached). */
export const loadedQueryClient = (): QueryClient | undefined => shared;

/** Calls `listener` once the shared client exists (for useSyncExternalStore). */
export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
