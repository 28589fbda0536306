/**
 * The model proxies' keys and errors in the providers' own shapes (decision 0006): OpenAI
 * {error: {message, type, param, code}}, Anthropic {type: "error", error: {type, message}}. The
 * proxies take a creator-programme API key as the bearer token; the mock also knows one fixed key
 * for the console (CONSOLE_MOCK_KEY, documented in mocks/ws/README.md).
 */
import type { ProviderError } from "@/generated/model";
import type { MockState } from "../../core/state";

/** The console's key in every mock runtime (a live creator-programme key works too). */
export const CONSOLE_MOCK_KEY = "sk-gatecraft-console-mock";

/** The bearer token of a request ("Authorization: Bearer <token>"), if any. */
export function bearerOf(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1];
}

/** A key the proxy accepts: the console's mock key or a project's live API key. */
export const isLiveKey = (state: MockState, key: string): boolean =>
  key === CONSOLE_MOCK_KEY || state.db.apiKeys.findFirst((q) => q.where({ key })) !== undefined;

export type Provider = "openai" | "anthropic";

/** A provider error body. */
export function providerError(
  provider: Provider,
  message: string,
  type = "invalid_request_error",
  extra: { code?: string | null; param?: string | null } = {},
): ProviderError {
  return provider === "anthropic"
    ? { type: "error", error: { type, message } }
    : { error: { message, type, param: extra.param ?? null, code: extra.code ?? null } };
}

/** The 401 answer for a missing or unknown key, as each provider words it. */
export function keyError(provider: Provider, key: string | undefined): ProviderError {
  if (provider === "anthropic") {
    return providerError(
      "anthropic",
      key ? "invalid x-api-key" : "x-api-key header is required",
      "authentication_error",
    );
  }
  return providerError(
    "openai",
    key
      ? `Incorrect API key provided: ${key.slice(0, 3)}****${key.slice(-4)}.`
      : "You didn't provide an API key. Provide it in the Authorization header (Bearer <key>).",
    "invalid_request_error",
    { code: key ? "invalid_api_key" : null },
  );
}
