/** The system group's calls on the landing page (the rest: system-pages.test.tsx, in parallel). */
import { walkTriggers } from "./walk";
import { LANDING_CALLS, pick, systemTriggers } from "./triggers/system";

walkTriggers(pick(systemTriggers, LANDING_CALLS, true));
