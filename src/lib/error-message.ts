/**
 * One translated message for any failed call (platform.md §8), from the ApiError the transport
 * rejects with. The server's own words (its envelope message, an error body, a gateway header) are
 * never shown: they are not in the user's language and may carry server details (an nginx 502
 * page, an index.html answered by a misconfigured proxy, a stack trace).
 * - result: the code's text in the one code catalogue (codes:<code>), else errors:requestFailed;
 * - session / cancelled: none (the user is already on the way to sign-in / gave up);
 * - timeout: errors:timeout;
 * - network: errors:network;
 * - http: 5xx errors:server; an answer that is not an envelope (2xx/3xx) errors:badAnswer;
 *   any other status errors:http;
 * - gateway: errors:gateway;
 * - anything that is not an ApiError (e.g. a page chunk that did not load): errors:requestFailed.
 * A call that got no answer (network, timeout, not an ApiError) while the browser knows it is
 * offline says so instead: errors:offline.
 * The one exception is refusalMessage (refusal-message.ts), for the few places the spec shows the
 * server's refusal.
 */
import { isApiError } from "./api-error";
import { i18n, translateDynamic } from "./i18n";

/** The namespace holding one message per result code (src/locales/<language>/codes.json). */
export const CODES_NAMESPACE = "codes";

/** The catalogue's text for a result code, or undefined when it has none. */
export const resultCodeMessage = (code: number): string | undefined =>
  translateDynamic(`${CODES_NAMESPACE}:${code}`);

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

function httpMessageKey(status: number | undefined) {
  if (status !== undefined && status >= 500) return "errors:server" as const;
  if (status !== undefined && status < 400) return "errors:badAnswer" as const;
  return "errors:http" as const;
}

export function apiErrorMessage(error: unknown): string | undefined {
  const requestFailed = () => i18n.t("errors:requestFailed");
  const unanswered = !isApiError(error) || error.kind === "network" || error.kind === "timeout";
  if (unanswered && isOffline()) return i18n.t("errors:offline");
  if (!isApiError(error)) return requestFailed();
  switch (error.kind) {
    case "session":
    case "cancelled":
      return undefined;
    case "timeout":
      return i18n.t("errors:timeout");
    case "network":
      return i18n.t("errors:network");
    case "result":
      return (
        (error.code === undefined ? undefined : resultCodeMessage(error.code)) ?? requestFailed()
      );
    case "http":
      return i18n.t(httpMessageKey(error.status));
    case "gateway":
      return i18n.t("errors:gateway");
    default:
      return requestFailed();
  }
}
