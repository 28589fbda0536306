/**
 * The standalone server's direct route to the API operations (docs/decisions/0095-mock-server-load.md).
 * Through express and @mswjs/http-middleware, every call built a fetch Request and Headers, was
 * matched by MSW, and answered with a fetch Response streamed back through web streams: that
 * machinery, not the handlers, was most of a list call's time. This route answers the common
 * case from node's request directly, with the same handler (defineOperation's wrapper: faults,
 * latency, body and answer validation against the spec, the request log):
 * - a POST to the exact path of an operation that the handlers' own order gives to its
 *   defineOperation handler, that answers in the envelope and takes JSON within the API limit;
 * - with a JSON body by its content type (UTF-8), its length given, not encoded, not chunked.
 * Everything else (another path or method, no body, a body over the limit, another content type or
 * encoding, MSW's passthrough header) goes to the express app as before, whose refusals stay the
 * reference: a body that is not valid JSON is refused through the same express refusal.
 * In order, as the express chain does: the caller's sandbox (its client id), the body, an armed
 * network failure, then the handler.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "msw";
import type { OperationMeta } from "@/generated/operations";
import {
  OperationHandler,
  isJsonReply,
  type OperationCall,
  type OperationReply,
} from "./core/operation";
import { PathHandler } from "./core/path-handler";
import { faultClientOf } from "./core/faults";
import type { HeaderReader } from "./core/messages";
import type { Sandboxes } from "./sandboxes";

export interface OperationRouteOptions {
  /** Every handler, in MSW's order: a path is taken only when its first possible handler is its operation's. */
  handlers: readonly RequestHandler[];
  /** The operations the route may answer (JSON bodies within `bodyLimit`, envelope answers). */
  operations: readonly OperationMeta[];
  bodyLimit: number;
  sandboxes: Sandboxes;
  /** Takes an armed network failure for the operation and client, if one is armed. */
  takeOffline(path: string, client: string | undefined): boolean;
  /** Answers a refusal ({code, message, data: null}) as the express path does. */
  refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string): void;
}

/** A node request handler that answers what it takes and says whether it took the request. */
export type OperationRoute = (req: IncomingMessage, res: ServerResponse) => boolean;

/** application/json, plain or with charset=utf-8: what the route parses itself. */
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/** Whether a request's body is one the route reads: JSON, UTF-8, its length given and within the limit. */
function plainJsonBody(req: IncomingMessage, limit: number): boolean {
  const { headers } = req;
  const length = headers["content-length"];
  return (
    PLAIN_JSON.test(headers["content-type"] ?? "") &&
    headers["transfer-encoding"] === undefined &&
    headers["content-encoding"] === undefined &&
    length !== undefined &&
    /^\d+$/.test(length) &&
    Number(length) > 0 &&
    Number(length) <= limit &&
    !headers.accept?.includes("msw/passthrough")
  );
}

/** Node's headers as a fetch Headers reads them (a repeated header joined by ", "). */
const headerReader = (req: IncomingMessage): HeaderReader => ({
  get(name) {
    const value = req.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : value;
  },
});

/** The body as text (UTF-8, a byte-order mark dropped as body-parser drops it). */
function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString("utf8");
      resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    });
    req.on("error", reject);
    req.on("aborted", () => reject(new Error("The request was aborted.")));
  });
}

/**
 * The call as the wrapper reads it; the fetch Request the resolvers may ask for is made then, as
 * @mswjs/http-middleware made it (the server's origin, node's headers, the body).
 */
function nodeCall(req: IncomingMessage, value: unknown, text: string): OperationCall {
  let request: Request | undefined;
  return {
    headers: headerReader(req),
    sendsJson: true,
    json: () => Promise.resolve(value),
    get request() {
      request ??= new Request(new URL(req.url ?? "/", `http://${req.headers.host}`), {
        method: "POST",
        headers: new Headers(req.headers as Record<string, string>),
        body: text,
      });
      return request;
    },
  };
}

/** Writes a reply as the middleware wrote MSW's answer: status, headers, body. */
async function send(req: IncomingMessage, res: ServerResponse, reply: OperationReply) {
  if (isJsonReply(reply)) {
    // Encoded once: its length and the bytes written.
    const bytes = Buffer.from(reply.text, "utf8");
    res.writeHead(reply.status, {
      "content-length": bytes.length,
      "content-type": "application/json",
    });
    res.end(bytes);
    return;
  }
  if (reply.type === "error") {
    // A network failure: the connection drops, as a dead server's would.
    req.resume();
    res.socket?.destroy();
    return;
  }
  res.statusCode = reply.status;
  res.statusMessage = reply.statusText;
  reply.headers.forEach((value, name) => res.appendHeader(name, value));
  res.end(reply.body ? Buffer.from(await reply.arrayBuffer()) : undefined);
}

/** The operation handler each path goes to, when MSW's order gives it to one. */
function operationHandlers(
  handlers: readonly RequestHandler[],
  operations: readonly OperationMeta[],
): Map<string, OperationHandler> {
  const byPath = new Map<string, OperationHandler>();
  for (const { path } of operations) {
    const first = handlers.find(
      (handler) => !(handler instanceof PathHandler) || handler.mayServe("POST", path),
    );
    if (first instanceof OperationHandler && first.mayServe("POST", path)) byPath.set(path, first);
  }
  return byPath;
}

export function operationRoute(options: OperationRouteOptions): OperationRoute {
  const byPath = operationHandlers(options.handlers, options.operations);
  const { bodyLimit, sandboxes, takeOffline, refuse } = options;

  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    handler: OperationHandler,
    client: string | undefined,
  ): Promise<void> {
    let text: string;
    try {
      text = await readText(req);
    } catch {
      return; // the caller has gone
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      refuse(req, res, 400, `The body of POST ${path} is not valid JSON.`);
      return;
    }
    if (takeOffline(path, client)) {
      req.resume();
      res.socket?.destroy();
      return;
    }
    try {
      await send(req, res, await handler.answer(nodeCall(req, value, text)));
    } catch (error) {
      console.error("[mock] request failed:", error);
      if (!res.headersSent) refuse(req, res, 500, String(error));
    }
  }

  return (req, res) => {
    if (req.method !== "POST") return false;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const handler = byPath.get(path);
    if (!handler || !plainJsonBody(req, bodyLimit)) return false;
    const client = faultClientOf(headerReader(req));
    sandboxes.run(client, () => void answer(req, res, path, handler, client));
    return true;
  };
}
