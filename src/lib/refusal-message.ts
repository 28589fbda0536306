/**
 * Apart from error-message.ts (which every page loads with the shell): only the pages that show a
 * server's refusal load this.
 */
import { isApiError } from "./api-error";
import { apiErrorMessage, resultCodeMessage } from "./error-message";

/**
 * The server's own refusal, for the places the spec says to show it (creator-programme.md §8: the
 * join application, a demo post; inspect-console.md §8: creating or joining a room): a result
 * code's text from the one catalogue, else the server's message for that code; an HTTP 400
 * refusal's message from its envelope; anything else as apiErrorMessage, so a transport's raw text
 * (a 5xx body, a gateway header, a non-envelope answer) is still never shown.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (isApiError(error)) {
    const words = error.serverMessage?.trim() || undefined;
    if (error.kind === "result" && error.code !== undefined) {
      return resultCodeMessage(error.code) ?? words ?? apiErrorMessage(error);
    }
    if (error.kind === "http" && error.status === 400 && words) return words;
  }
  return apiErrorMessage(error);
}
