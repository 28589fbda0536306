import { QueryClientContext, type QueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import {
  loadQueryClient,
  loadedQueryClient,
  subscribeQueryClient,
} from "@/lib/shared-query-client";

interface QueryClientScopeProps {
  /** A client of the caller's (tests); else the app's shared one, once it is loaded. */
  client?: QueryClient;
  children: ReactNode;
}

/**
 * TanStack Query's provider for a client that may not exist yet: query-core is not in the entry,
 * every layout loads the client before its pages render (layouts.tsx), and it is provided here
 * from then on. The context is always there, so nothing below remounts when the client arrives.
 * After the first paint the client is loaded anyway (the route error view, for what comes next).
 */
export function QueryClientScope({ client, children }: QueryClientScopeProps) {
  const shared = useSyncExternalStore(subscribeQueryClient, loadedQueryClient);
  const current = client ?? shared;

  useEffect(() => {
    if (!client) loadQueryClient().catch(() => undefined);
  }, [client]);

  // As QueryClientProvider does: the client follows focus and online events while mounted.
  useEffect(() => {
    if (!current) return undefined;
    current.mount();
    return () => current.unmount();
  }, [current]);

  return <QueryClientContext.Provider value={current}>{children}</QueryClientContext.Provider>;
}
