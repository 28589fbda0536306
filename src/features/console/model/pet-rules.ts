/**
 * The pet parameters the text model must return and the rules they must keep (inspect-console.md
 * §3, §5): name up to 7 characters; up to 3 personality tags; description up to 120 characters;
 * size Medium or Small (under 5 kg is Small); gender Male, Female or None; communication
 * Introverted, Extroverted or Mixed; decision making Emotional or Rational; planning Strict or
 * Casual; base type one or two of Fire, Water, Wind, Light, Dark, None. Lengths count
 * user-perceived characters (decisions.md §1). An answer that breaks a rule is refused with every
 * broken rule named, never shown as a pet.
 */
import { graphemeLength } from "@/lib/graphemes";

export const PET_NAME_MAX = 7;
export const PET_TAGS_MAX = 3;
export const PET_DESCRIPTION_MAX = 120;
export const PET_SIZES = ["Medium", "Small"] as const;
export const PET_GENDERS = ["Male", "Female", "None"] as const;
export const PET_COMMUNICATION = ["Introverted", "Extroverted", "Mixed"] as const;
export const PET_DECISION_MAKING = ["Emotional", "Rational"] as const;
export const PET_PLANNING = ["Strict", "Casual"] as const;
export const PET_BASE_TYPES = ["Fire", "Water", "Wind", "Light", "Dark", "None"] as const;
export const PET_BASE_TYPES_MAX = 2;

export interface Pet {
  PetName: string;
  PetType: string;
  PetGender: (typeof PET_GENDERS)[number];
  PetSize: (typeof PET_SIZES)[number];
  PetCommunication: (typeof PET_COMMUNICATION)[number];
  PetDecisionMaking: (typeof PET_DECISION_MAKING)[number];
  PetPlanning: (typeof PET_PLANNING)[number];
  PetPersonalityTags: string[];
  PetBaseType: (typeof PET_BASE_TYPES)[number][];
  PetDescription: string;
}

/** The fields, in the order the spec lists them. */
export const PET_FIELDS = [
  "PetName",
  "PetType",
  "PetGender",
  "PetSize",
  "PetCommunication",
  "PetDecisionMaking",
  "PetPlanning",
  "PetPersonalityTags",
  "PetBaseType",
  "PetDescription",
] as const satisfies readonly (keyof Pet)[];

export type PetField = (typeof PET_FIELDS)[number];

/** One broken rule: which field, and which rule (the console's message key). */
export interface PetProblem {
  field: PetField | "answer";
  rule: "notJson" | "missing" | "tooLong" | "tooMany" | "notAllowed" | "count";
}

export type PetCheck = { ok: true; pet: Pet } | { ok: false; problems: PetProblem[] };

const isText = (value: unknown): value is string => typeof value === "string";

/** A list given as an array of texts, or as one text separated by commas, slashes or "and". */
function listOf(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.every(isText) ? value.map((v) => v.trim()) : undefined;
  if (isText(value)) {
    return value
      .split(/\s*(?:[,，、/|+]|\band\b)\s*/)
      .map((v) => v.trim())
      .filter(Boolean);
  }
  return undefined;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  if (!isText(value)) return undefined;
  const found = allowed.find((option) => option.toLowerCase() === value.trim().toLowerCase());
  return found;
}

/** Checks a parsed answer against every §5 rule. */
export function checkPet(answer: unknown): PetCheck {
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) {
    return { ok: false, problems: [{ field: "answer", rule: "notJson" }] };
  }
  const raw = answer as Record<string, unknown>;
  const problems: PetProblem[] = [];
  const problem = (field: PetField, rule: PetProblem["rule"]) => problems.push({ field, rule });
  const text = (field: PetField, max?: number): string => {
    const value = raw[field];
    if (!isText(value) || value.trim() === "") {
      problem(field, "missing");
      return "";
    }
    if (max !== undefined && graphemeLength(value.trim()) > max) problem(field, "tooLong");
    return value.trim();
  };
  const choice = <T extends string>(field: PetField, allowed: readonly T[]): T => {
    if (raw[field] === undefined || raw[field] === "") {
      problem(field, "missing");
      return allowed[0] as T;
    }
    const value = oneOf(allowed, raw[field]);
    if (value === undefined) problem(field, "notAllowed");
    return value ?? (allowed[0] as T);
  };

  const name = text("PetName", PET_NAME_MAX);
  const type = text("PetType");
  const gender = choice("PetGender", PET_GENDERS);
  const size = choice("PetSize", PET_SIZES);
  const communication = choice("PetCommunication", PET_COMMUNICATION);
  const decisionMaking = choice("PetDecisionMaking", PET_DECISION_MAKING);
  const planning = choice("PetPlanning", PET_PLANNING);

  const tags = listOf(raw.PetPersonalityTags);
  if (tags === undefined || tags.length === 0) problem("PetPersonalityTags", "missing");
  else if (tags.length > PET_TAGS_MAX) problem("PetPersonalityTags", "tooMany");

  const baseList = listOf(raw.PetBaseType);
  const baseTypes = (baseList ?? []).map((value) => oneOf(PET_BASE_TYPES, value));
  if (baseList === undefined || baseList.length === 0) problem("PetBaseType", "missing");
  else if (baseTypes.some((value) => value === undefined)) problem("PetBaseType", "notAllowed");
  else if (baseList.length > PET_BASE_TYPES_MAX) problem("PetBaseType", "count");

  const description = text("PetDescription", PET_DESCRIPTION_MAX);

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    pet: {
      PetName: name,
      PetType: type,
      PetGender: gender,
      PetSize: size,
      PetCommunication: communication,
      PetDecisionMaking: decisionMaking,
      PetPlanning: planning,
      PetPersonalityTags: tags ?? [],
      PetBaseType: baseTypes.filter((value) => value !== undefined),
      PetDescription: description,
    },
  };
}

/**
 * The JSON object in a text model's answer: the whole answer, a ```json fenced block, or the first
 * {...} span. Undefined when there is none that parses.
 */
export function parsePetAnswer(content: string): unknown {
  const candidates = [
    content.trim(),
    /```(?:json)?\s*([\s\S]*?)```/i.exec(content)?.[1]?.trim(),
    content.slice(content.indexOf("{"), content.lastIndexOf("}") + 1),
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}
