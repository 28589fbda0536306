/** The creator group, part 1: the activity page and its join dialog (part 2: creator-application). */
import { beforeAll } from "vitest";
import { preloadCreatorModules } from "../creator/helpers";
import { walkTriggers } from "./walk";
import { creatorTriggers } from "./triggers/creator";

beforeAll(preloadCreatorModules, 60_000);

const { projectApplyAdd, projectApplyGet } = creatorTriggers;
walkTriggers({ projectApplyAdd, projectApplyGet });
