/**
 * Refusals for the places the spec shows the server's own message (creator-programme.md §8,
 * inspect-console.md §8; src/lib/refusal-message.ts). The QA controls (`arm`) only arm
 * the codes an operation lists in the spec, and these operations list none the catalogue words: the
 * next call of the operation answers a result code the way the mock answers an armed one (the
 * envelope, with the mock's message for the code in the request's language).
 */
import { http, HttpResponse } from "msw";
import { operations, type OperationId } from "@/generated/operations";
import { languageOf, messageFor } from "@mocks/core/messages";
import { server } from "./msw-server";

/** A code the codes catalogue words (an account code), and one it does not know. */
export const CODE_WITH_ENTRY = 1317;
export const CODE_WITHOUT_ENTRY = 4242;

/** The next call of `operationId` answers `code` in the envelope, with the server's message. */
export function answerCodeOnce(operationId: OperationId, code: number) {
  server.use(
    http.post(
      operations[operationId].path,
      ({ request }) =>
        HttpResponse.json({ code, message: messageFor(code, languageOf(request)), data: null }),
      { once: true },
    ),
  );
}

/** The server's message for a code the catalogue does not know ("Error 4242", "错误 4242"). */
export const serverWordsFor = (code: number, language: "en" | "zh-cn") =>
  messageFor(code, language);
