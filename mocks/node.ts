/**
 * The mock backend in node (vitest, scripts): MSW's setupServer over the same handlers. Tests use
 * the one server of tests/msw-server.ts (a second setupServer in one process makes handlers fight
 * over request bodies); scripts such as the benchmark start their own with startNodeBackend.
 */
import { setupServer, type SetupServer } from "msw/node";
import type { RequestHandler } from "msw";
import { handlers } from "./handlers";
import { socketHandlers } from "./ws/msw";
import { resetBackend, type BackendOptions } from "./backend";
import type { MockState } from "./core/state";

/** An MSW server over every mock handler and the console's sockets; extra handlers take precedence. */
export function createMockServer(...extra: RequestHandler[]): SetupServer {
  return setupServer(...extra, ...handlers, ...socketHandlers);
}

export interface NodeBackend {
  state: MockState;
  server: SetupServer;
  close(): void;
}

/**
 * A seeded backend listening in this process (for scripts; tests have tests/setup.ts). Requests to
 * anything the handlers do not serve are errors, so a typo cannot reach the network.
 */
export async function startNodeBackend(options: BackendOptions = {}): Promise<NodeBackend> {
  const state = await resetBackend({
    ...options,
    config: { auditDelayMs: Number.POSITIVE_INFINITY, latencyMs: 0, ...options.config },
  });
  const server = createMockServer();
  server.listen({ onUnhandledRequest: "error" });
  return { state, server, close: () => server.close() };
}
