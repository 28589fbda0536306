/**
 * The standalone server's upload route reads the body at a limited rate, so that a browser's
 * upload progress moves visibly in `npm run dev:shared` (portal.md §4: an upload shows its
 * progress percent, which must be seen moving). Pausing the request stream pushes back through
 * TCP, so the browser's XMLHttpRequest upload progress follows what the server has read (after
 * the first megabytes the kernel's socket buffers take at once). The read body is handed on as
 * req.body, which @mswjs/http-middleware sends to the handler (mocks/handlers/files.ts).
 *
 * MOCK_UPLOAD_BYTES_PER_SECOND sets the rate (default 1.5 MiB/s; 0 or Infinity: no limit).
 * An armed fileUpload "offline" fault drops the connection here, as a dead storage would.
 */
import type { NextFunction, Request, Response } from "express";
import { faultClientOf, UPLOAD_TARGET } from "./core/faults";
import { getState, logRequest } from "./core/state";

export const DEFAULT_UPLOAD_BYTES_PER_SECOND = 1.5 * 1024 * 1024;

export function uploadThrottle(bytesPerSecond: number) {
  const limited = Number.isFinite(bytesPerSecond) && bytesPerSecond > 0;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== "PUT" && req.method !== "POST") {
      next();
      return;
    }
    const state = getState();
    const client = faultClientOf({ get: (name) => req.get(name) });
    if (state.faults.peek(UPLOAD_TARGET, client)?.kind === "offline") {
      state.faults.take(UPLOAD_TARGET, client);
      logRequest(state, {
        at: state.now(),
        operation: UPLOAD_TARGET,
        status: 0,
        fault: "offline",
        ms: 0,
      });
      req.resume();
      res.socket?.destroy();
      return;
    }
    if (!limited) {
      next();
      return;
    }
    const chunks: Buffer[] = [];
    const started = Date.now();
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      const ahead = (received / bytesPerSecond) * 1000 - (Date.now() - started);
      if (ahead > 5) {
        req.pause();
        setTimeout(() => {
          if (!req.destroyed) req.resume();
        }, ahead);
      }
    });
    req.on("end", () => {
      req.body = Buffer.concat(chunks);
      next();
    });
    req.on("error", next);
  };
}
