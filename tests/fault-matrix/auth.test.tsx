import { walkTriggers } from "./walk";
import { authTriggers } from "./triggers/auth";

walkTriggers(authTriggers);
