/**
 * The standalone mock server (`npm run mock:server`): the same handlers as a real HTTP server
 * (express + @mswjs/http-middleware) on MOCK_HOST:MOCK_PORT (127.0.0.1:4010), one seeded state
 * shared by every client — `npm run dev:shared` proxies /api, /__files, /__upload and /__mock here.
 *
 * QA and test endpoints (JSON):
 *   GET    /__mock                      seed, clock, settings, record counts
 *   GET    /__mock/faults               armed faults (and their ?mock= text)
 *   POST   /__mock/faults               {operation, code | status | delayMs | network: true, times?}
 *                                       or {mock: "accountLogin:1315,complaint:1501*2"}
 *   DELETE /__mock/faults[?operation=]  clear all faults, or one operation's
 *   POST   /__mock/reset                {seed?} a fresh seeded state (faults and log cleared)
 *   GET    /__mock/mailbox[?to=]        sent e-mails, oldest first
 *   GET    /__mock/audits               pending audits
 *   POST   /__mock/audits/resolve       {kind?, id?, ok?, opinion?}
 *   GET    /__mock/log                  the request log
 *   POST   /__mock/clock                {advanceMs}
 *   POST   /__mock/provider-states      pact state change: {state, params?, action?} (?reset=1 first
 *                                       resets the data; see mocks/provider-states.ts)
 *
 * Environment: MOCK_PORT, MOCK_HOST, MOCK_SEED, MOCK_AUDIT_DELAY_MS, MOCK_LATENCY_MS.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { pathToFileURL } from "node:url";
import express, { type NextFunction, type Request, type Response } from "express";
import { createMiddleware } from "@mswjs/http-middleware";
import { operations, type OperationMeta } from "@/generated/operations";
import { handlers } from "./handlers";
import { resetBackend } from "./backend";
import { getState, logRequest, type MockConfig } from "./core/state";
import { FaultError, formatFaultList, formatOutcome } from "./core/faults";
import {
  advanceClock,
  armFaults,
  clearFaults,
  describeBackend,
  lastMailTo,
  listFaults,
  mailbox,
  pendingAudits,
  requestLog,
  resolvePendingAudits,
  type AuditRequest,
  type FaultRequest,
} from "./controls";
import { applyProviderState, UnknownProviderState } from "./provider-states";

export const DEFAULT_MOCK_PORT = 4010;
export const DEFAULT_MOCK_HOST = "127.0.0.1";
/** Audits resolve while QA watches; answers come at network speed. */
export const SERVER_CONFIG: MockConfig = { auditDelayMs: 8_000, latencyMs: 0 };

const operationByPath = new Map(
  (Object.values(operations) as OperationMeta[]).map((meta) => [meta.path, meta.operationId]),
);

const asyncRoute =
  (fn: (req: Request, res: Response) => unknown) => (req: Request, res: Response, next: NextFunction) =>
    Promise.resolve(fn(req, res)).catch(next);

function controlRoutes(): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: "1mb" }));

  router.get("/", (_req, res) => {
    res.json(describeBackend(getState()));
  });

  router.get("/faults", (_req, res) => {
    const faults = listFaults(getState());
    res.json({ text: formatFaultList(faults), faults: faults.map((f) => ({ ...f, outcomeText: formatOutcome(f.outcome) })) });
  });
  router.post("/faults", (req, res) => {
    const body = (req.body ?? {}) as Partial<FaultRequest> & { mock?: string };
    const armed = typeof body.mock === "string" ? armFaults(getState(), body.mock) : armFaults(getState(), body as FaultRequest);
    res.status(201).json({ armed: armed.map((f) => ({ ...f, outcomeText: formatOutcome(f.outcome) })), text: formatFaultList(listFaults(getState())) });
  });
  router.delete("/faults", (req, res) => {
    const operation = typeof req.query.operation === "string" ? req.query.operation : undefined;
    clearFaults(getState(), operation);
    res.json({ faults: listFaults(getState()) });
  });

  router.post(
    "/reset",
    asyncRoute(async (req, res) => {
      const { seed } = (req.body ?? {}) as { seed?: unknown };
      if (seed !== undefined && (!Number.isInteger(seed) || (seed as number) < 0)) {
        res.status(400).json({ error: "seed must be a whole number, 0 or more." });
        return;
      }
      const previous = getState();
      const state = await resetBackend({ seed: (seed as number | undefined) ?? previous.seed, config: { ...previous.config } });
      res.json(describeBackend(state));
    }),
  );

  router.get("/mailbox", (req, res) => {
    const to = typeof req.query.to === "string" ? req.query.to : undefined;
    if (to && req.query.last !== undefined) {
      res.json({ mail: lastMailTo(getState(), to) ?? null });
      return;
    }
    const mails = mailbox(getState());
    res.json({ mails: to ? mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : mails });
  });

  router.get("/audits", (_req, res) => {
    res.json({ pending: pendingAudits(getState()) });
  });
  router.post("/audits/resolve", (req, res) => {
    res.json({ resolved: resolvePendingAudits(getState(), (req.body ?? {}) as AuditRequest) });
  });

  router.get("/log", (_req, res) => {
    res.json({ entries: requestLog(getState()) });
  });

  router.post("/clock", (req, res) => {
    const { advanceMs } = (req.body ?? {}) as { advanceMs?: unknown };
    res.json({ now: advanceClock(getState(), Number(advanceMs)) });
  });

  router.post(
    "/provider-states",
    asyncRoute(async (req, res) => {
      const body = (req.body ?? {}) as { state?: unknown; params?: unknown; action?: unknown };
      if (body.action === "teardown") {
        res.json({});
        return;
      }
      if (typeof body.state !== "string" || body.state === "") {
        res.status(400).json({ error: "state (the provider state sentence) is required." });
        return;
      }
      if (req.query.reset === "1" || req.query.reset === "true") {
        const previous = getState();
        await resetBackend({ seed: previous.seed, config: { ...previous.config } });
      }
      const params = typeof body.params === "object" && body.params !== null ? (body.params as Record<string, unknown>) : {};
      res.json(await applyProviderState(body.state, params, getState()));
    }),
  );

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof FaultError || error instanceof UnknownProviderState) {
      res.status(400).json({ error: error.message });
      return;
    }
    next(error);
  });
  return router;
}

/**
 * A network failure cannot travel through the middleware (a Response.error() has no status), so an
 * armed "offline" fault is taken here and the connection is dropped, as a dead server would.
 */
function offlineFaults(req: Request, res: Response, next: NextFunction): void {
  const operation = operationByPath.get(req.path);
  const state = getState();
  const upcoming = operation ? state.faults.list().find((f) => f.operation === operation) : undefined;
  if (!operation || upcoming?.outcome.kind !== "offline") {
    next();
    return;
  }
  state.faults.take(operation);
  logRequest(state, { at: state.now(), operation, status: 0, fault: "offline", ms: 0 });
  req.resume();
  res.socket?.destroy();
}

/** The express app: control routes (with their own JSON parsing), then the MSW handlers. */
export function createMockApp(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use("/__mock", controlRoutes());
  // No body parser before the middleware: MSW reads the raw request stream itself.
  app.use(offlineFaults);
  app.use(createMiddleware(...handlers));
  app.use((req, res) => {
    res.status(404).json({ code: 404, message: `The mock server does not serve ${req.method} ${req.path}.`, data: null });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error("[mock] request failed:", error);
    if (!res.headersSent) res.status(500).json({ code: 500, message: String(error), data: null });
  });
  return app;
}

export interface MockServerOptions {
  port?: number;
  host?: string;
  seed?: number;
  config?: Partial<MockConfig>;
}

export interface RunningMockServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Seeds a fresh state and listens; port 0 picks a free port (tests). */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  await resetBackend({ seed: options.seed, config: { ...SERVER_CONFIG, ...options.config } });
  const app = createMockApp();
  const host = options.host ?? DEFAULT_MOCK_HOST;
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port ?? DEFAULT_MOCK_PORT, host, () => resolve(listening));
    listening.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

const numberFromEnv = (name: string): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const value = raw === "Infinity" ? Number.POSITIVE_INFINITY : Number(raw);
  if (Number.isNaN(value)) throw new Error(`${name} must be a number, not "${raw}".`);
  return value;
};

async function main(): Promise<void> {
  const config: Partial<MockConfig> = {};
  const auditDelayMs = numberFromEnv("MOCK_AUDIT_DELAY_MS");
  const latencyMs = numberFromEnv("MOCK_LATENCY_MS");
  if (auditDelayMs !== undefined) config.auditDelayMs = auditDelayMs;
  if (latencyMs !== undefined) config.latencyMs = latencyMs;
  const running = await startMockServer({
    port: numberFromEnv("MOCK_PORT") ?? DEFAULT_MOCK_PORT,
    host: process.env.MOCK_HOST || DEFAULT_MOCK_HOST,
    seed: numberFromEnv("MOCK_SEED"),
    config,
  });
  const info = describeBackend(getState());
  console.log(`Mock server listening on ${running.url} (seed ${info.seed}; QA endpoints under ${running.url}/__mock)`);
  const stop = (signal: string) => {
    console.log(`\nMock server stopping (${signal}).`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
  // One bad request must not take the shared server down.
  process.on("unhandledRejection", (error) => console.error("[mock] unhandled rejection:", error));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
