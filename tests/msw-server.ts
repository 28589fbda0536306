/**
 * The one MSW server of the vitest process, answering from the stateful mock backend (a second
 * setupServer makes handlers fight over request bodies). Per-test overrides go through server.use().
 */
import { setupServer } from "msw/node";
import { handlers } from "@mocks/backend";
import { socketHandlers } from "@mocks/ws/msw";

// The console's WebSockets (mocks/ws/) are answered by the same server.
export const server = setupServer(...handlers, ...socketHandlers);
