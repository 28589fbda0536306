import { Costume } from "@/generated/model/costume";

/** The six bar-guest costumes (user_suit_id 1-6); their descriptions are in console:costumes. */
export const COSTUMES: readonly Costume[] = Object.values(Costume);

export const isCostume = (value: unknown): value is Costume =>
  typeof value === "number" && (COSTUMES as readonly number[]).includes(value);
