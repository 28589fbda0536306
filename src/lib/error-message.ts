/**
 * One translated message for any failed call (platform.md §8), from the ApiError the transport
 * rejects with:
 * - result: the catalogue text keyed `<codeKey>.<code>` (default errors:resultCode), else the
 *   server's own message, else the generic request-failed text;
 * - session: none (the user is already on the way to sign-in);
 * - cancelled: none (the caller gave up);
 * - timeout / network: their own texts;
 * - http: the response's message or text (HTTP 400 carries the response data), else request-failed;
 * - gateway: the gateway's message, else request-failed.
 *
 * Features pass their own code catalogue: apiErrorMessage(error, { codeKey: "accounts:accountCode" }).
 */
import { isApiError } from "./api-error";
import { i18n, translateDynamic } from "./i18n";

export interface ApiErrorMessageOptions {
  /** Namespace and key prefix of the result-code texts, e.g. "accounts:accountCode". */
  codeKey?: string;
}

const DEFAULT_CODE_KEY = "errors:resultCode";

function textOf(data: unknown): string | undefined {
  if (typeof data === "string" && data.trim() !== "") return data;
  if (typeof data === "object" && data !== null) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return undefined;
}

export function apiErrorMessage(
  error: unknown,
  options: ApiErrorMessageOptions = {},
): string | undefined {
  const requestFailed = () => i18n.t("errors:requestFailed");
  if (!isApiError(error)) return requestFailed();
  switch (error.kind) {
    case "session":
    case "cancelled":
      return undefined;
    case "timeout":
      return i18n.t("errors:timeout");
    case "network":
      return i18n.t("errors:network");
    case "result": {
      const keyed =
        error.code === undefined
          ? undefined
          : (translateDynamic(`${options.codeKey ?? DEFAULT_CODE_KEY}.${error.code}`) ??
            translateDynamic(`${DEFAULT_CODE_KEY}.${error.code}`));
      return keyed ?? textOf(error.serverMessage) ?? requestFailed();
    }
    case "http":
      return textOf(error.serverMessage) ?? textOf(error.data) ?? requestFailed();
    case "gateway":
      return textOf(error.serverMessage) ?? requestFailed();
    default:
      return requestFailed();
  }
}
