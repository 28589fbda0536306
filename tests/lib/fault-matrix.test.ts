/**
 * The fault matrix (docs/decisions/0052), generated from the spec's operations so that a new operation
 * cannot be missed: every operation the app can call, through the one mutator against the mock
 * backend, with HTTP 500 and 503, a network failure, a long delay past the call's deadline, a body
 * that is not JSON and (for the platform's envelope operations) JSON that is not an answer. Each
 * rejects with an ApiError whose message is the catalogue's, in English and in Chinese, and never
 * the server's words. The pages' own failure states (retry, offline, nothing typed lost) are
 * tested with each page.
 */
import { afterAll, describe, expect, it } from "vitest";
import { operations, type OperationMeta } from "@/generated/operations";
import { apiRequest } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/error-message";
import { initI18n } from "@/lib/i18n";
import type { Language } from "@/lib/language";
import errorsEn from "@/locales/en/errors.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import { arm } from "@mocks/testing";

const ERRORS = { en: errorsEn, "zh-cn": errorsZh } as const;
type ErrorKey = keyof typeof errorsEn;

/** Operations whose answer is a file, not JSON: a broken body cannot be told from a file. */
const binary = (meta: OperationMeta) => meta.operationId === "createSpeech";

interface Case {
  fault: string;
  /** The outcome armed on the mock backend. */
  outcome: string;
  expected: ErrorKey;
  /** The call's own deadline (ms), for the delay case. */
  timeout?: number;
  applies?: (meta: OperationMeta) => boolean;
}

const CASES: Case[] = [
  { fault: "HTTP 500", outcome: "http500", expected: "server" },
  { fault: "HTTP 503", outcome: "http503", expected: "server" },
  { fault: "a network failure", outcome: "offline", expected: "network" },
  { fault: "a long delay", outcome: "delay400", expected: "timeout", timeout: 60 },
  {
    fault: "a body that is not JSON",
    outcome: "garbled",
    expected: "badAnswer",
    applies: (meta) => !binary(meta),
  },
  {
    fault: "JSON that is not an answer",
    outcome: "malformed",
    expected: "badAnswer",
    applies: (meta) => meta.envelope,
  },
];

const ALL = Object.values(operations) as OperationMeta[];

async function failureOf(meta: OperationMeta, timeout?: number): Promise<unknown> {
  try {
    await apiRequest(
      {
        url: meta.path,
        method: meta.method.toUpperCase(),
        headers: { "Content-Type": "application/json" },
        data: {},
        ...(binary(meta) ? { responseType: "blob" as const } : {}),
      },
      timeout === undefined ? undefined : { timeout },
    );
  } catch (error) {
    return error;
  }
  throw new Error(`${meta.operationId} did not fail`);
}

describe.each(["en", "zh-cn"] as const)("the fault matrix (%s)", (language: Language) => {
  afterAll(async () => {
    await initI18n("en");
  });

  it.each(CASES)("every operation with $fault says so in the user's language", async (c) => {
    await initI18n(language);
    const operationsOfCase = ALL.filter((meta) => c.applies?.(meta) ?? true);
    expect(operationsOfCase.length).toBeGreaterThan(c.applies ? 30 : 80);
    // Every operation armed, then all called at once: the delay case waits out one deadline, not
    // one per operation.
    for (const meta of operationsOfCase) arm(meta.operationId, c.outcome);
    const failures = await Promise.all(
      operationsOfCase.map(async (meta) => [meta, await failureOf(meta, c.timeout)] as const),
    );
    const wrong = failures.flatMap(([meta, error]) => {
      const message = apiErrorMessage(error);
      return isApiError(error) && message === ERRORS[language][c.expected]
        ? []
        : [`${meta.operationId}: ${isApiError(error) ? error.kind : String(error)} → ${message}`];
    });
    expect(wrong).toEqual([]);
  });
});
