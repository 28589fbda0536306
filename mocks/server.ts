/**
 * The standalone mock server (`npm run mock:server`): the same handlers as a real HTTP server
 * (express + @mswjs/http-middleware) on MOCK_HOST:MOCK_PORT (127.0.0.1:4010), one seeded state
 * shared by every client — `npm run dev:shared` proxies /api, /__files, /__upload and /__mock here.
 * An API operation's plain JSON call goes from node's request straight to its handler
 * (mocks/server-operations.ts, docs/decisions/0095-mock-server-load.md); the rest through express.
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
 *   GET    /__mock/provider-states      every provider-state sentence it can set up {states, templates}
 *   POST   /__mock/states               {states: [sentence, …]} QA's state link: all applied in order,
 *                                       or none (400 naming unknown sentences and their close matches)
 *   POST   /__mock/provider-states      pact state change: {state, params?, action?} (?reset=1 first
 *                                       resets the data; the sentences of mocks/provider-states/)
 *
 *   POST   /__mock/sandbox              the caller (its client id) works in its own version of the data
 *   DELETE /__mock/sandbox              leaves it (it is dropped; idle ones go after an hour)
 *   GET    /__mock/sandboxes            how many sandboxes exist, what they copied and the process's memory
 *     (docs/decisions/0081-sandboxes-on-the-shared-server.md; copy-on-write: decision 0083)
 *   GET    /__mock/state-file           the MOCK_STATE_FILE writer: {file, pending, writes, lastWriteAt}
 *   GET    /__mock/snapshots            named snapshots {snapshots: [{name, savedAt, records}]}
 *   POST   /__mock/snapshots            {name} saves the current data under that name
 *   GET    /__mock/snapshots/:name      exports it as JSON (a download)
 *   PUT    /__mock/snapshots/:name      imports an exported JSON (refused with 400 when it cannot be used)
 *   POST   /__mock/snapshots/:name/restore  makes it the current data (faults and log kept)
 *   DELETE /__mock/snapshots/:name
 *     (docs/decisions/0080-durable-mock-state.md)
 *
 * Bodies (mocks/server-input.ts, docs/decisions/0033): JSON up to 2 MB on API operations and 64 KB
 * on /__mock/ (413 above, 400 for malformed JSON or another content type); uploads, the console's
 * chat completions (images as data URLs) and audio transcriptions up to MOCK_UPLOAD_LIMIT_MB
 * (default 64). The provider-shaped operations (x-envelope: false) are refused in the providers'
 * shape ({error: {message, type}}).
 *
 * WebSockets (mocks/ws/README.md): the console's /ws/groupchat and /comfyui/ws on the same port.
 *
 * Environment: MOCK_PORT, MOCK_HOST, MOCK_SEED, MOCK_AUDIT_DELAY_MS, MOCK_LATENCY_MS, MOCK_STATE_FILE
 * (the data survives restarts: written after each change, loaded at start; a file that cannot be
 * used is moved aside to <file>.corrupt-<timestamp>),
 * MOCK_UPLOAD_LIMIT_MB, MOCK_UPLOAD_BYTES_PER_SECOND (upload bodies are read at this rate so that
 * progress shows, mocks/upload-throttle.ts; default 1.5 MiB/s, 0: no limit).
 */
import type { AddressInfo } from "node:net";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { pathToFileURL } from "node:url";
import express, { type NextFunction, type Request, type Response } from "express";
import { createMiddleware } from "@mswjs/http-middleware";
import spec from "@/generated/openapi.json";
import { operations, type OperationMeta } from "@/generated/operations";
import { handlers } from "./handlers";
import { resetBackend } from "./backend";
import type { SeedOptions } from "./seed";
import {
  getSharedState,
  getState,
  logRequest,
  setState,
  type MockConfig,
  type MockState,
} from "./core/state";
import { Sandboxes } from "./sandboxes";
import { takeSnapshot } from "./core/persist";
import {
  fileSnapshots,
  loadStateFile,
  SERVER_FINGERPRINT,
  stateFromSnapshot,
  StateFileWriter,
} from "./durable-state";
import {
  memorySnapshots,
  readSnapshotText,
  SnapshotRefused,
  type SnapshotStore,
} from "./core/snapshots";
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
import { applyProviderState, knownProviderStates, UnknownProviderState } from "./provider-states";
import { applyStates, StateLinkError } from "./state-links";
import { registerProviderStates } from "./provider-states/index";
import { attachSockets } from "./ws/node-server";
import { operationRoute, type OperationRouteOptions } from "./server-operations";
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

/** What the routes need beyond the current state: where new states go and the state file. */
interface ServerHooks {
  /** Makes a new state current (a reset, a restored snapshot) and has its changes persisted. */
  adopt(state: MockState, keepSessionOf?: MockState): MockState;
  writer?: StateFileWriter;
  snapshots: SnapshotStore;
  sandboxes: Sandboxes;
}

/**
 * Makes a state current, keeping the session's faults and log, with its changes written; in a
 * sandbox it replaces the sandbox's data only (docs/decisions/0081).
 */
const adoptWith =
  (sandboxes: Sandboxes, writer?: StateFileWriter) =>
  (state: MockState, keepSessionOf?: MockState): MockState => {
    if (keepSessionOf) {
      // Faults and the request log belong to the testers' session, not to the data.
      state.faults = keepSessionOf.faults;
      state.log = keepSessionOf.log;
    }
    if (sandboxes.inSandbox()) {
      sandboxes.replaceCurrent(state);
      return state;
    }
    if (writer) state.onChange = writer.changed;
    return setState(state);
  };

const defaultHooks = (): ServerHooks => {
  const sandboxes = new Sandboxes();
  return { adopt: adoptWith(sandboxes), snapshots: memorySnapshots(), sandboxes };
};

/** A fresh seeded state; in a sandbox the shared state stays current (resetBackend sets it). */
async function freshState(options: Parameters<typeof resetBackend>[0]): Promise<MockState> {
  const shared = getSharedState();
  const state = await resetBackend(options);
  if (getState() !== state) setState(shared);
  return state;
}

/** Snapshot names come from the path; express decodes them. */
const nameOf = (req: Request) => String(req.params.name ?? "");

/** The named snapshots: save, list, export, import, restore, delete (its own body limits). */
function snapshotRoutes(hooks: ServerHooks): express.Router {
  const router = express.Router();
  const { snapshots } = hooks;
  /** The snapshot the path names, or undefined after answering 404. */
  const snapshotOr404 = async (req: Request, res: Response) => {
    const snapshot = await snapshots.get(nameOf(req));
    if (!snapshot) res.status(404).json({ error: `No snapshot is named "${nameOf(req)}".` });
    return snapshot;
  };
  router.get(
    "/",
    asyncRoute(async (_req, res) => {
      res.json({ snapshots: await snapshots.list() });
    }),
  );
  router.post(
    "/",
    jsonBody(CONTROL_BODY_LIMIT, refuseControl),
    asyncRoute(async (req, res) => {
      const { name } = (req.body ?? {}) as { name?: unknown };
      if (typeof name !== "string") throw new SnapshotRefused("name is required.");
      res.status(201).json(await snapshots.put(name, takeSnapshot(getState(), SERVER_FINGERPRINT)));
    }),
  );
  router.get(
    "/:name",
    asyncRoute(async (req, res) => {
      const snapshot = await snapshotOr404(req, res);
      if (!snapshot) return;
      res.attachment(`${nameOf(req)}.json`).json(snapshot);
    }),
  );
  router.put(
    "/:name",
    express.text({ type: () => true, limit: SNAPSHOT_IMPORT_LIMIT }),
    asyncRoute(async (req, res) => {
      const name = nameOf(req);
      const text = typeof req.body === "string" ? req.body : "";
      const what = `The imported snapshot "${name}"`;
      const snapshot = readSnapshotText(text, what);
      // Checked against this server's collections before it is kept.
      await stateFromSnapshot(snapshot, getState().config, what);
      res.status(201).json(await snapshots.put(name, snapshot));
    }),
  );
  router.post(
    "/:name/restore",
    asyncRoute(async (req, res) => {
      const snapshot = await snapshotOr404(req, res);
      if (!snapshot) return;
      const previous = getState();
      const what = `Snapshot "${nameOf(req)}"`;
      const state = hooks.adopt(
        await stateFromSnapshot(snapshot, { ...previous.config }, what),
        previous,
      );
      state.onChange?.();
      res.json(describeBackend(state));
    }),
  );
  router.delete(
    "/:name",
    asyncRoute(async (req, res) => {
      res.json({ deleted: await snapshots.delete(nameOf(req)) });
    }),
  );
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof SnapshotRefused) {
      res.status(400).json({ error: error.message });
      return;
    }
    next(error);
  });
  return router;
}

function controlRoutes(hooks: ServerHooks): express.Router {
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
      const state = hooks.adopt(
        await freshState({
          seed: (seed as number | undefined) ?? previous.seed,
          config: { ...previous.config },
        }),
      );
      state.onChange?.();
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

  router.get("/sandboxes", (_req, res) => {
    res.json(hooks.sandboxes.info());
  });
  router.post("/sandbox", (req, res) => {
    const client = clientOf(req);
    if (!client) {
      res
        .status(400)
        .json({ error: "A sandbox needs a client id (gc_mock_client or x-mock-client)." });
      return;
    }
    hooks.sandboxes.enter(client);
    res.status(201).json({ client, sandboxes: hooks.sandboxes.count() });
  });
  router.delete("/sandbox", (req, res) => {
    const client = clientOf(req);
    res.json({ left: client ? hooks.sandboxes.leave(client) : false });
  });

  router.get("/state-file", (_req, res) => {
    res.json(hooks.writer?.status() ?? { file: null });
  });

  router.get("/provider-states", (_req, res) => {
    res.json(knownProviderStates());
  });
  router.post(
    "/states",
    asyncRoute(async (req, res) => {
      const { states } = (req.body ?? {}) as { states?: unknown };
      if (!Array.isArray(states) || !states.every((s) => typeof s === "string")) {
        res.status(400).json({ error: "states (a list of state sentences) is required." });
        return;
      }
      res.json({ applied: await applyStates(getState(), states) });
    }),
  );
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
        hooks.adopt(await freshState({ seed: previous.seed, config: { ...previous.config } }));
      }
      const params =
        typeof body.params === "object" && body.params !== null
          ? (body.params as Record<string, unknown>)
          : {};
      const values = await applyProviderState(body.state, params, getState());
      getState().onChange?.();
      res.json(values);
    }),
  );

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof StateLinkError) {
      res.status(400).json({ error: error.message, unknown: error.unknown });
      return;
    }
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
 * armed "offline" fault is taken before it, and the connection is dropped, as a dead server would.
 * Whether one was armed for the operation at this path and the client (and is now taken).
 */
function takeOfflineFault(path: string, client: string | undefined): boolean {
  const operation = operationByPath.get(path);
  const state = getState();
  if (!operation || state.faults.peek(operation, client)?.kind !== "offline") return false;
  state.faults.take(operation, client);
  logRequest(state, { at: state.now(), operation, status: 0, fault: "offline", ms: 0 });
  return true;
}

function offlineFaults(req: Request, res: Response, next: NextFunction): void {
  if (!takeOfflineFault(req.path, clientOf(req))) {
    next();
    return;
  }
  req.resume();
  res.socket?.destroy();
}

/**
 * An API operation's refusal written by express, as the express chain writes it (res.json: its
 * content type, length and ETag), for the direct route (mocks/server-operations.ts).
 */
function operationRefusals(): OperationRouteOptions["refuse"] {
  const refusals = new WeakMap<IncomingMessage, { status: number; message: string }>();
  const app = express();
  app.disable("x-powered-by");
  app.use((req, res) => {
    const refusal = refusals.get(req)!;
    refuseOperation(res, refusal.status, refusal.message);
  });
  return (req, res, status, message) => {
    refusals.set(req, { status, message });
    app(req, res);
  };
}

/**
 * The API operations the direct route answers (docs/decisions/0095-mock-server-load.md): JSON
 * bodies within API_BODY_LIMIT, envelope answers. The others (uploads, the providers' shapes)
 * go through express.
 */
const directOperations = (Object.values(operations) as OperationMeta[]).filter(
  (op) => op.envelope && jsonOperationPaths.has(op.path) && !largeBodyPaths.has(op.path),
);

/** The largest snapshot an import accepts (10,000 articles are about 30 MB of JSON). */
const SNAPSHOT_IMPORT_LIMIT = 256 * MIB;

export interface MockAppOptions {
  /** The largest upload accepted, in bytes (default DEFAULT_UPLOAD_LIMIT). */
  uploadLimit?: number;
  /** The rate upload bodies are read at (default DEFAULT_UPLOAD_BYTES_PER_SECOND; 0: no limit). */
  uploadBytesPerSecond?: number;
  /** Where new states go and the state file (startMockServer sets them; default: in memory). */
  hooks?: ServerHooks;
}

/**
 * The express app: control routes (with their own JSON parsing), the body limits, then the MSW
 * handlers. Every provider state of mocks/provider-states/ is defined first.
 */
export function createMockApp(options: MockAppOptions = {}): express.Express {
  registerProviderStates();
  const app = express();
  app.disable("x-powered-by");
  const hooks = options.hooks ?? defaultHooks();
  // Everything after runs against the caller's sandbox when it has one.
  app.use(hooks.sandboxes.middleware(clientOf));
  app.use("/__mock/snapshots", snapshotRoutes(hooks));
  app.use("/__mock", controlRoutes(hooks));
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
  /** How much to seed (the benchmark seeds 10,000 articles). */
  seedOptions?: SeedOptions;
  /** MOCK_STATE_FILE: the data is written there after each change and loaded at start. */
  stateFile?: string;
  /** Test hook (MOCK_STATE_WRITE_PAUSE_MS): a pause between a write and its rename. */
  stateWritePauseMs?: number;
}

export interface RunningMockServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** The first state (the state file's, else the seed) and the hooks that keep it on disk. */
async function startState(options: MockServerOptions): Promise<ServerHooks> {
  const config = { ...SERVER_CONFIG, ...options.config };
  const file = options.stateFile;
  const writer =
    file === undefined
      ? undefined
      : new StateFileWriter(file, getSharedState, {
          pauseBeforeRenameMs: options.stateWritePauseMs,
        });
  const sandboxes = new Sandboxes();
  const adopt = adoptWith(sandboxes, writer);
  const hooks: ServerHooks = {
    adopt,
    writer,
    sandboxes,
    snapshots: file === undefined ? memorySnapshots() : fileSnapshots(`${file}.snapshots`),
  };
  const loaded = file === undefined ? {} : await loadStateFile(file, config);
  if (loaded.refused)
    console.error(
      `[mock] ${loaded.refused.message} It was moved to ${loaded.refused.movedTo}; starting from the seed.`,
    );
  if (loaded.state) {
    adopt(loaded.state);
    console.log(`[mock] data loaded from ${file}.`);
  } else {
    adopt(await resetBackend({ ...options.seedOptions, seed: options.seed, config })).onChange?.();
  }
  return hooks;
}

/** Seeds a fresh state and listens; port 0 picks a free port (tests). */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const hooks = await startState(options);
  const app = createMockApp({
    uploadLimit: options.uploadLimit,
    uploadBytesPerSecond: options.uploadBytesPerSecond,
    hooks,
  });
  // The API operations' common case goes straight to their handlers; the rest through express.
  const direct = operationRoute({
    handlers,
    operations: directOperations,
    bodyLimit: API_BODY_LIMIT,
    sandboxes: hooks.sandboxes,
    takeOffline: takeOfflineFault,
    refuse: operationRefusals(),
  });
  const host = options.host ?? DEFAULT_MOCK_HOST;
  const server = createServer((req, res) => {
    if (!direct(req, res)) app(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_MOCK_PORT, host, () => {
      server.off("error", reject);
      resolve();
    });
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
      }).then(() => hooks.writer?.flush()),
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
    stateFile: process.env.MOCK_STATE_FILE || undefined,
    stateWritePauseMs: numberFromEnv("MOCK_STATE_WRITE_PAUSE_MS"),
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
