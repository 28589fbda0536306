/**
 * What the standalone mock server accepts as a request body (docs/decisions/0033):
 * - JSON bodies (the API operations and the /__mock/ endpoints) up to a limit: a larger body is
 *   refused with 413 before it is read whole; a body that is not JSON by its content type is
 *   refused with 400 naming the type it came with; malformed JSON is refused with 400 and a
 *   plain message (never the parser's text in a 500).
 * - uploads (/__upload/) up to their own, larger limit, judged by Content-Length before a byte
 *   is read (the mock keeps uploaded bytes in memory, so it does not take the spec's 1 GiB).
 * Each refusal is written by the caller's `refuse`, in the endpoint's own format.
 */
import express, { type NextFunction, type Request, type Response } from "express";

export const MIB = 1024 * 1024;
/** API operations: well above the largest real body (an article's HTML) the app sends. */
export const API_BODY_LIMIT = 2 * MIB;
/** The /__mock/ endpoints take a few fields. */
export const CONTROL_BODY_LIMIT = 64 * 1024;
/** Uploads, unless MOCK_UPLOAD_LIMIT_MB says otherwise: above the 30 MB images of the spec. */
export const DEFAULT_UPLOAD_LIMIT = 64 * MIB;

export type Refuse = (res: Response, status: number, message: string) => void;

const formatLimit = (bytes: number) =>
  bytes >= MIB ? `${+(bytes / MIB).toFixed(1)} MB` : `${+(bytes / 1024).toFixed(1)} KB`;

/** A request with a body: a chunked one, or one with a non-zero Content-Length. */
export const hasBody = (req: Request): boolean =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * application/json, with or without parameters (the handlers read no other type as JSON). A
 * header sent twice reaches node joined by ", " ("application/json, application/json"): JSON when
 * every part is.
 */
export const isJsonType = (type: string | undefined): boolean =>
  Boolean(type) && type!.split(",").every((part) => JSON_TYPE.test(part.trim()));

const endpointOf = (req: Request) => `${req.method} ${req.originalUrl.split("?")[0]}`;

/** Refusing before the body is read: the client learns at once, the socket is not kept. */
function refuseUnread(
  req: Request,
  res: Response,
  refuse: Refuse,
  status: number,
  message: string,
) {
  res.set("connection", "close");
  refuse(res, status, message);
  req.resume();
}

/**
 * Parses a JSON body into req.body (any JSON value) within `limit`; a request without a body
 * passes untouched. What is refused, and why, is in the module comment.
 */
export function jsonBody(limit: number, refuse: Refuse) {
  const parse = express.json({ limit, strict: false, type: () => true });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!hasBody(req)) {
      next();
      return;
    }
    const type = req.headers["content-type"];
    if (!isJsonType(type)) {
      const sent = type ? `"${type}"` : "no content type";
      refuseUnread(
        req,
        res,
        refuse,
        400,
        `${endpointOf(req)} takes a JSON body (content-type: application/json); this request sent ${sent}.`,
      );
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (!error) {
        next();
        return;
      }
      const kind = (error as { type?: string }).type;
      if (kind === "entity.too.large") {
        refuseUnread(
          req,
          res,
          refuse,
          413,
          `The body is larger than ${formatLimit(limit)}, the limit of ${endpointOf(req)}.`,
        );
      } else if (kind === "entity.parse.failed") {
        refuse(res, 400, `The body of ${endpointOf(req)} is not valid JSON.`);
      } else if (kind === "charset.unsupported" || kind === "encoding.unsupported") {
        refuse(res, 415, `${endpointOf(req)} takes UTF-8 JSON, plain or gzip/deflate encoded.`);
      } else {
        next(error);
      }
    });
  };
}

/** Refuses an upload larger than `limit` (or without a length) before reading it. */
export function uploadLimit(limit: number, refuse: Refuse) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== "PUT" && req.method !== "POST") {
      next();
      return;
    }
    const length = req.headers["content-length"];
    if (length === undefined && req.headers["transfer-encoding"] !== undefined) {
      refuseUnread(req, res, refuse, 411, "An upload must say its size (Content-Length).");
    } else if (Number(length ?? 0) > limit) {
      refuseUnread(
        req,
        res,
        refuse,
        413,
        `The file is larger than ${formatLimit(limit)}, the mock server's upload limit (MOCK_UPLOAD_LIMIT_MB).`,
      );
    } else {
      next();
    }
  };
}
