/**
 * Every operation of the spec with the page that calls it (or why none does). Typed as a record of
 * every OperationId: an operation added to the spec breaks the typecheck until it has an entry.
 */
import type { OperationId } from "@/generated/operations";
import type { MatrixEntry } from "../trigger";
import { authTriggers } from "./auth";
import { consoleTriggers } from "./console";
import { consolePlayTriggers } from "./console-play";
import { creatorTriggers } from "./creator";
import { knowledgeTriggers } from "./knowledge";
import { socialTriggers } from "./social";
import { systemTriggers } from "./system";
import { worksTriggers } from "./works";

export const allTriggers: Record<OperationId, MatrixEntry> = {
  ...authTriggers,
  ...systemTriggers,
  ...knowledgeTriggers,
  ...worksTriggers,
  ...socialTriggers,
  ...creatorTriggers,
  ...consoleTriggers,
  ...consolePlayTriggers,
};
