/**
 * The one MSW server of the vitest process (a second setupServer makes handlers fight over
 * request bodies). Per-test handlers go through server.use().
 */
import { setupServer } from "msw/node";

export const server = setupServer();
