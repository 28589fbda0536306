/** The contract's limits the creator forms and texts use (src/generated/rules.ts, decision 0005). */
import { projectApplyAddRules } from "@/generated/rules";

/** A programme application's demo name: at most 100 characters. */
export const DEMO_NAME_MAX = projectApplyAddRules.demo_name.maxLength;
/** A programme application's introduction: at most 1000 characters. */
export const INTRODUCTION_MAX = projectApplyAddRules.introduction.maxLength;
