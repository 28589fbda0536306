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
 *     With a client id (the gc_mock_client cookie a dev:shared browser carries, or an
 *     x-mock-client header) a fault is armed for that client's requests only, and DELETE clears
 *     only that client's faults; without one, for every caller (docs/decisions/0032).
 *   POST   /__mock/reset                {seed?} a fresh seeded state (faults and log cleared)
 *   GET    /__mock/mailbox[?to=]        sent e-mails, oldest first
 *   GET    /__mock/audits               pending audits
 *   POST   /__mock/audits/resolve       {kind?, id?, ok?, opinion?}
 *   GET    /__mock/log                  the request log
 *   POST   /__mock/clock                {advanceMs}
 *   GET    /__mock/provider-states      every provider-state sentence it can set up
 *   POST   /__mock/provider-states      pact state change: {state, params?, action?} (?reset=1 first
 *                                       resets the data; the sentences of mocks/provider-states/)
 *
 * Bodies (mocks/server-input.ts, docs/decisions/0033): JSON up to 2 MB on API operations and 64 KB
 * on /__mock/ (413 above, 400 for malformed JSON or another content type); uploads, the console's
 * chat completions (images as data URLs) and audio transcriptions up to MOCK_UPLOAD_LIMIT_MB
 * (default 64). The provider-shaped operations (x-envelope: false) are refused in the providers'
 * shape ({error: {message, type}}).
 *
 * WebSockets (mocks/ws/README.md): the console's /ws/groupchat and /comfyui/ws on the same port.
 *
 * Environment: MOCK_PORT, MOCK_HOST, MOCK_SEED, MOCK_AUDIT_DELAY_MS, MOCK_LATENCY_MS,
 * MOCK_UPLOAD_LIMIT_MB, MOCK_UPLOAD_BYTES_PER_SECOND (upload bodies are read at this rate so that
 * progress shows, mocks/upload-throttle.ts; default 1.5 MiB/s, 0: no limit).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { pathToFileURL } from "node:url";
import express, { type NextFunction, type Request, type Response } from "express";
import { createMiddleware } from "@mswjs/http-middleware";
import spec from "@/generated/openapi.json";
import { operations, type OperationMeta } from "@/generated/operations";
import { handlers } from "./handlers";
import { resetBackend } from "./backend";
import { getState, logRequest, type MockConfig } from "./core/state";
import {
  FaultError,
  faultClientOf,
  formatFaultList,
  formatOutcome,
  parseFaultList,
  type ArmedFault,
  type FaultSpec,
} from "./core/faults";
import { UPLOAD_PREFIX } from "./core/files";
import { DEFAULT_UPLOAD_BYTES_PER_SECOND, uploadThrottle } from "./upload-throttle";
import {
  advanceClock,
  describeBackend,
  faultFromRequest,
  lastMailTo,
  listFaults,
  mailbox,
  pendingAudits,
  requestLog,
  resolvePendingAudits,
  type AuditRequest,
  type FaultRequest,
} from "./controls";
import { applyProviderState, providerStates, UnknownProviderState } from "./provider-states";
import { registerProviderStates } from "./provider-states/index";
import { attachSockets } from "./ws/node-server";
import {
  API_BODY_LIMIT,
  CONTROL_BODY_LIMIT,
  DEFAULT_UPLOAD_LIMIT,
  MIB,
  jsonBody,
  uploadLimit,
  type Refuse,
} from "./server-input";

export const DEFAULT_MOCK_PORT = 4010;
export const DEFAULT_MOCK_HOST = "127.0.0.1";
/** Audits resolve while QA watches; answers come at network speed. */
export const SERVER_CONFIG: MockConfig = { auditDelayMs: 8_000, latencyMs: 0 };

const operationByPath = new Map(
  (Object.values(operations) as OperationMeta[]).map((meta) => [meta.path, meta.operationId]),
);

/** Operation paths whose request body the spec gives as JSON (not multipart uploads). */
const jsonOperationPaths = new Set(
  Object.entries(
    spec.paths as Record<string, Record<string, { requestBody?: { content?: object } }>>,
  )
    .filter(([, methods]) =>
      Object.values(methods).some((op) =>
        Object.keys(op.requestBody?.content ?? { "application/json": 1 }).includes(
          "application/json",
        ),
      ),
    )
    .map(([path]) => path),
);

/** Operation paths that answer in a provider's shape rather than the envelope. */
const providerPaths = new Set(
  (Object.values(operations) as OperationMeta[]).filter((op) => !op.envelope).map((op) => op.path),
);

/** Operation paths whose bodies carry files: the upload limit rather than API_BODY_LIMIT. */
const largeBodyPaths = new Set<string>([
  operations.createChatCompletion.path,
  operations.createTranscription.path,
]);

/** The client a request is for: the x-mock-client header or the gc_mock_client cookie. */
const clientOf = (req: Request) => faultClientOf({ get: (name) => req.get(name) });

const withText = (fault: FaultSpec | ArmedFault) => ({
  ...fault,
  outcomeText: formatOutcome(fault.outcome),
});

// Refusals in each endpoint's own format: {error} on /__mock/, the envelope on the API, text on uploads.
const refuseControl: Refuse = (res, status, message) =>
  void res.status(status).json({ error: message });
const refuseOperation: Refuse = (res, status, message) =>
  void res.status(status).json({ code: status, message, data: null });
const refuseProvider: Refuse = (res, status, message) =>
  void res.status(status).json({ error: { message, type: "invalid_request_error" } });
const refuseUpload: Refuse = (res, status, message) =>
  void res.status(status).type("text/plain").send(message);

const asyncRoute =
  (fn: (req: Request, res: Response) => unknown) =>
  (req: Request, res: Response, next: NextFunction) =>
    Promise.resolve(fn(req, res)).catch(next);

function controlRoutes(): express.Router {
  const router = express.Router();
  router.use(jsonBody(CONTROL_BODY_LIMIT, refuseControl));

  router.get("/", (_req, res) => {
    res.json(describeBackend(getState()));
  });

  router.get("/faults", (_req, res) => {
    const faults = listFaults(getState());
    res.json({ text: formatFaultList(faults), faults: faults.map(withText) });
  });
  router.post("/faults", (req, res) => {
    const body = (req.body ?? {}) as Partial<FaultRequest> & { mock?: string };
    // All or nothing: every fault is checked before any is armed.
    const specs =
      typeof body.mock === "string" ? parseFaultList(body.mock) : [faultFromRequest(body)];
    const client = clientOf(req);
    getState().faults.armAll(specs, client);
    res.status(201).json({
      armed: specs.map((f) => ({ ...withText(f), ...(client ? { client } : {}) })),
      text: formatFaultList(listFaults(getState())),
    });
  });
  router.delete("/faults", (req, res) => {
    const operation = typeof req.query.operation === "string" ? req.query.operation : undefined;
    getState().faults.clear(operation, clientOf(req));
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
      const state = await resetBackend({
        seed: (seed as number | undefined) ?? previous.seed,
        config: { ...previous.config },
      });
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

  router.get("/provider-states", (_req, res) => {
    res.json({ states: [...providerStates.keys()].sort() });
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
      const params =
        typeof body.params === "object" && body.params !== null
          ? (body.params as Record<string, unknown>)
          : {};
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
  const client = clientOf(req);
  if (!operation || state.faults.peek(operation, client)?.kind !== "offline") {
    next();
    return;
  }
  state.faults.take(operation, client);
  logRequest(state, { at: state.now(), operation, status: 0, fault: "offline", ms: 0 });
  req.resume();
  res.socket?.destroy();
}

export interface MockAppOptions {
  /** The largest upload accepted, in bytes (default DEFAULT_UPLOAD_LIMIT). */
  uploadLimit?: number;
  /** The rate upload bodies are read at (default DEFAULT_UPLOAD_BYTES_PER_SECOND; 0: no limit). */
  uploadBytesPerSecond?: number;
}

/**
 * The express app: control routes (with their own JSON parsing), the body limits, then the MSW
 * handlers. Every provider state of mocks/provider-states/ is defined first.
 */
export function createMockApp(options: MockAppOptions = {}): express.Express {
  registerProviderStates();
  const app = express();
  app.disable("x-powered-by");
  app.use("/__mock", controlRoutes());
  app.use(UPLOAD_PREFIX, uploadLimit(options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT, refuseUpload));
  app.use(
    UPLOAD_PREFIX,
    uploadThrottle(options.uploadBytesPerSecond ?? DEFAULT_UPLOAD_BYTES_PER_SECOND),
  );
  // An operation's JSON is parsed here, within its limit; the middleware sends MSW the parsed
  // value again (it reads the raw stream only when nothing has read it).
  const operationBody = jsonBody(API_BODY_LIMIT, refuseOperation);
  const providerBody = jsonBody(API_BODY_LIMIT, refuseProvider);
  const fileLimit = options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT;
  const largeProviderBody = jsonBody(fileLimit, refuseProvider);
  const multipartLimit = uploadLimit(fileLimit, refuseProvider);
  app.use((req, res, next) => {
    if (!jsonOperationPaths.has(req.path)) {
      if (largeBodyPaths.has(req.path)) multipartLimit(req, res, next);
      else next();
    } else if (largeBodyPaths.has(req.path)) largeProviderBody(req, res, next);
    else if (providerPaths.has(req.path)) providerBody(req, res, next);
    else operationBody(req, res, next);
  });
  app.use(offlineFaults);
  app.use(createMiddleware(...handlers));
  app.use((req, res) => {
    res.status(404).json({
      code: 404,
      message: `The mock server does not serve ${req.method} ${req.path}.`,
      data: null,
    });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error("[mock] request failed:", error);
    if (!res.headersSent) res.status(500).json({ code: 500, message: String(error), data: null });
  });
  return app;
}

export interface MockServerOptions extends MockAppOptions {
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
  const app = createMockApp({
    uploadLimit: options.uploadLimit,
    uploadBytesPerSecond: options.uploadBytesPerSecond,
  });
  const host = options.host ?? DEFAULT_MOCK_HOST;
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port ?? DEFAULT_MOCK_PORT, host, () => resolve(listening));
    listening.once("error", reject);
  });
  const sockets = attachSockets(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        sockets.close();
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
  const uploadLimitMb = numberFromEnv("MOCK_UPLOAD_LIMIT_MB");
  if (auditDelayMs !== undefined) config.auditDelayMs = auditDelayMs;
  if (latencyMs !== undefined) config.latencyMs = latencyMs;
  const running = await startMockServer({
    port: numberFromEnv("MOCK_PORT") ?? DEFAULT_MOCK_PORT,
    host: process.env.MOCK_HOST || DEFAULT_MOCK_HOST,
    seed: numberFromEnv("MOCK_SEED"),
    config,
    uploadLimit: uploadLimitMb === undefined ? undefined : uploadLimitMb * MIB,
    uploadBytesPerSecond: numberFromEnv("MOCK_UPLOAD_BYTES_PER_SECOND"),
  });
  const info = describeBackend(getState());
  console.log(
    `Mock server listening on ${running.url} (seed ${info.seed}; QA endpoints under ${running.url}/__mock)`,
  );
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
