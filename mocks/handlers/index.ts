import type { RequestHandler } from "msw";

/** Every handler of the mock backend, in every runtime. */
export const handlers: RequestHandler[] = [];
