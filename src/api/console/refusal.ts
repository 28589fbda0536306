/**
 * The game service refuses a request with HTTP 400 and its own message (docs/decisions/0006): an
 * unknown room, a started room, an unknown dialogue. The server's words are never shown
 * (docs/decisions/0014); the console says what was refused in the user's language, and every other
 * failure gets the transport's message (apiErrorMessage). A refusal is the app's one reading of
 * it (isRefusal, src/lib/api-error.ts: a result code or a 4xx).
 */
import { isRefusal } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/error-message";

/** The message for a failed game call: `refused` for a refusal, else the transport's message. */
export const gameErrorMessage = (error: unknown, refused: string): string | undefined =>
  isRefusal(error) ? refused : apiErrorMessage(error);
