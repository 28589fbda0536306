/**
 * The outcomes each operation is walked through, read from the spec (generated operations): every
 * result code it lists that is not a success, and the transport faults of the QA vocabulary
 * (mocks/core/faults.ts). Each is armed by its `?mock=` link, so a failing case names the link that
 * reproduces it in `npm run dev`.
 */
import { operations, type OperationId, type OperationMeta } from "@/generated/operations";
import type { Language } from "@/lib/language";
import codesEn from "@/locales/en/codes.json";
import codesZh from "@/locales/zh-cn/codes.json";
import errorsEn from "@/locales/en/errors.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import { withMockParam } from "@mocks/core/url-faults";

const CODES: Record<Language, Record<string, string>> = { en: codesEn, "zh-cn": codesZh };
const ERRORS = { en: errorsEn, "zh-cn": errorsZh } as const;
type ErrorKey = keyof typeof errorsEn;

/** The session code: the client ends the session and goes to sign-in (walked on its own). */
export const SESSION_CODE = 100;

export interface Outcome {
  /** The `?mock=` outcome: a result code, http500, offline… */
  armed: string;
  /** The browser says it is offline while the call fails (navigator.onLine). */
  browserOffline?: boolean;
  message: (language: Language) => string;
}

/** Operations whose answer is a file: a broken body cannot be told from a file. */
const binary = (meta: OperationMeta) => meta.operationId === "createSpeech";

const transport = (armed: string, key: ErrorKey, browserOffline = false): Outcome => ({
  armed,
  browserOffline,
  message: (language) => ERRORS[language][key],
});

function codeOutcome(code: number): Outcome {
  return {
    armed: String(code),
    message: (language) => {
      const text = CODES[language][String(code)];
      if (!text) throw new Error(`codes:${code} has no ${language} message`);
      return text;
    },
  };
}

/**
 * The walk for one operation. Neighbours never share a message, so each step waits for its own
 * text rather than finding the one before still on screen.
 */
export function outcomesOf(operationId: OperationId): Outcome[] {
  const meta: OperationMeta = operations[operationId];
  const codes = meta.resultCodes.filter(
    (code) => code !== SESSION_CODE && !meta.successCodes.includes(code),
  );
  const faults = [
    transport("http500", "server"),
    transport("offline", "network"),
    ...(binary(meta) ? [] : [transport("garbled", "badAnswer")]),
    transport("http503", "server"),
    transport("offline", "offline", true),
    ...(meta.envelope ? [transport("malformed", "badAnswer")] : []),
  ];
  return withoutRepeats([...codes.map(codeOutcome), ...faults]);
}

/** Whether the operation can end the session (code 100 in its list). */
export const endsSession = (operationId: OperationId) =>
  (operations[operationId].resultCodes as readonly number[]).includes(SESSION_CODE);

/** Reorders so that no two neighbours show the same English text (the catalogues agree on it). */
function withoutRepeats(outcomes: Outcome[]): Outcome[] {
  const rest = [...outcomes];
  const ordered: Outcome[] = [];
  while (rest.length > 0) {
    const previous = ordered.at(-1)?.message("en");
    const index = rest.findIndex((o) => o.message("en") !== previous);
    ordered.push(...rest.splice(index === -1 ? 0 : index, 1));
  }
  return ordered;
}

/** The `?mock=` link that reproduces an outcome on a page. */
export const linkOf = (route: string, operationId: OperationId, armed: string) =>
  withMockParam(route, `${operationId}:${armed}`);
