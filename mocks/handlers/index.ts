import type { RequestHandler } from "msw";
import { filesHandlers } from "./files";
import { socialHandlers } from "./social";
import { creatorHandlers } from "./creator";
import { authHandlers } from "./auth";
import { systemHandlers } from "./system";
import { knowledgeHandlers } from "./knowledge";
import { worksHandlers } from "./works";
import { consoleHandlers } from "./console";

/** Every handler of the mock backend, in every runtime. */
export const handlers: RequestHandler[] = [
  ...filesHandlers,
  ...socialHandlers,
  ...creatorHandlers,
  ...authHandlers,
  ...systemHandlers,
  ...knowledgeHandlers,
  ...worksHandlers,
  ...consoleHandlers,
];
