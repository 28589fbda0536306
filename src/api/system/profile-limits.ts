/** The profile's limits from the contract (src/generated/rules.ts), read by the dialog only. */
import { setLitUserDataRules } from "@/generated/rules";

/** The description's limit: the contract's user_profiles maxLength (100). */
export const PROFILE_DESCRIPTION_MAX = setLitUserDataRules.user_profiles.maxLength;
