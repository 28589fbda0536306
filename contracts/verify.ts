/**
 * Provider verification of the pact files in contracts/pacts/ (`npm run contracts:verify`).
 *
 * Against which server:
 * - PACT_PROVIDER_BASE_URL set: that server (the real backend). It must offer the state-change
 *   endpoint (below).
 * - otherwise: the standalone mock server, which this script starts exactly as
 *   `npm run mock:server` does (`tsx mocks/server.ts` on a free MOCK_PORT; the server defines the
 *   states of mocks/provider-states/ itself), waits for, and stops afterwards.
 *
 * Provider states: before an interaction, each of its states is POSTed to the state-change
 * endpoint as {state, params, action: "setup"}; the first one of each interaction carries
 * ?reset=1, asking the server to restore its baseline data first, so every interaction starts
 * from the same data whatever ran before it. The endpoint is PACT_PROVIDER_STATES_URL, by default
 * <server>/__mock/provider-states. A state the server cannot set up (any non-2xx answer) fails the
 * run.
 *
 * Pact broker (PACT_BROKER_BASE_URL, with PACT_BROKER_TOKEN or PACT_BROKER_USERNAME and
 * PACT_BROKER_PASSWORD):
 * - against the mock server: once verification passes, the pact files are published as consumer
 *   version PACT_CONSUMER_VERSION (default: the git commit) on branch PACT_CONSUMER_BRANCH
 *   (default: the git branch);
 * - against PACT_PROVIDER_BASE_URL: the pacts are taken from the broker (the consumer's main
 *   branch and deployed or released versions, or PACT_CONSUMER_BRANCH) instead of the local files,
 *   and the results are published when PACT_PROVIDER_VERSION is set (branch PACT_PROVIDER_BRANCH).
 *
 * Other settings: PACT_LOG_LEVEL (default warn), PACT_PROVIDER_STATES_RESET=0 (never send
 * ?reset=1), MOCK_START_TIMEOUT_MS (default 120000).
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { freePort } from "../scripts/free-port";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Verifier, type VerifierOptions } from "@pact-foundation/pact";

process.env.PACT_DO_NOT_TRACK = "true";

const CONSUMER = "gamecraft-web";
const PROVIDER = "gamecraft-api";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pactDir = path.join(root, "contracts", "pacts");
const env = process.env;

/** pact's HTTP state handlers (its VerifierOptions type also merges the message providers' kind). */
type StateHandler = {
  setup: (params?: unknown) => Promise<Record<string, unknown>>;
  teardown: () => Promise<undefined>;
};
type StateHandlers = Record<string, StateHandler>;
type LogLevel = NonNullable<VerifierOptions["logLevel"]>;

interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: { description: string; providerStates?: { name: string }[] }[];
}

const pactFiles = readdirSync(pactDir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => path.join(pactDir, name));

function readPact(file: string): PactFile {
  return JSON.parse(readFileSync(file, "utf8")) as PactFile;
}

function git(...args: string[]): string | undefined {
  try {
    return execFileSync("git", args, {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

// ── the mock server ────────────────────────────────────────────────────────────────────────

interface StartedServer {
  url: string;
  stop(): Promise<void>;
}

async function startMockServer(): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const child: ChildProcess = spawn(tsx, ["mocks/server.ts"], {
    cwd: root,
    env: {
      ...env,
      MOCK_PORT: String(port),
      MOCK_HOST: "127.0.0.1",
      // Audits wait for a QA control: nothing an interaction sets up changes under it.
      MOCK_AUDIT_DELAY_MS: "Infinity",
      MOCK_LATENCY_MS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM"); // the group this script created: tsx and its node process
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + Number(env.MOCK_START_TIMEOUT_MS ?? 120_000);
  let done = false;
  void exited.then(() => (done = true));
  while (Date.now() < deadline) {
    if (done) throw new Error(`The mock server exited before answering:\n${output}`);
    try {
      const response = await fetch(`${url}/__mock`);
      if (response.ok) {
        console.log(`Mock server answering on ${url}`);
        return { url, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The mock server did not answer on ${url} in time:\n${output}`);
}

// ── provider states ────────────────────────────────────────────────────────────────────────

/**
 * pact-js state handlers that forward every state to the server's state-change endpoint. They are
 * built on first use (a Proxy), so any state a pact names is forwarded, also those of pacts taken
 * from a broker; the server answers 4xx for a state it does not know, and the run fails.
 */
function forwardingStateHandlers(statesUrl: string, failures: string[]): StateHandlers {
  const resetFirst = env.PACT_PROVIDER_STATES_RESET !== "0";
  let firstOfInteraction = true;
  const teardown = async () => {
    firstOfInteraction = true;
    return undefined;
  };
  const forward = (name: string): StateHandler => ({
    setup: async (params) => {
      // An interaction without states still gets a state change (with an empty name).
      if (name === "") return {};
      const url = firstOfInteraction && resetFirst ? `${statesUrl}?reset=1` : statesUrl;
      firstOfInteraction = false;
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ state: name, params: params ?? {}, action: "setup" }),
      }).catch((error: unknown) => {
        failures.push(`"${name}": ${statesUrl} unreachable (${String(error)})`);
        throw new Error(`state-change endpoint ${statesUrl} unreachable: ${String(error)}`);
      });
      const text = await response.text();
      if (!response.ok) {
        failures.push(`"${name}": HTTP ${response.status} ${text.slice(0, 300)}`);
        throw new Error(`state "${name}" was not set up: HTTP ${response.status} ${text}`);
      }
      const values: unknown = text ? JSON.parse(text) : {};
      return values && typeof values === "object" && !Array.isArray(values)
        ? (values as Record<string, unknown>)
        : {};
    },
    teardown,
  });
  // Names a library may probe on any object are not states.
  const probed = (name: string) => name in Object.prototype || name === "then" || name === "toJSON";
  return new Proxy({} as StateHandlers, {
    get: (target, name) =>
      typeof name !== "string" || probed(name)
        ? Reflect.get(target, name)
        : (target[name] ??= forward(name)),
  });
}

// ── the broker ─────────────────────────────────────────────────────────────────────────────

function brokerAuth(): Record<string, string> {
  if (env.PACT_BROKER_TOKEN) return { authorization: `Bearer ${env.PACT_BROKER_TOKEN}` };
  if (env.PACT_BROKER_USERNAME) {
    const basic = Buffer.from(
      `${env.PACT_BROKER_USERNAME}:${env.PACT_BROKER_PASSWORD ?? ""}`,
    ).toString("base64");
    return { authorization: `Basic ${basic}` };
  }
  return {};
}

function brokerOptions(): Pick<
  VerifierOptions,
  "pactBrokerToken" | "pactBrokerUsername" | "pactBrokerPassword"
> {
  if (env.PACT_BROKER_TOKEN) return { pactBrokerToken: env.PACT_BROKER_TOKEN };
  if (env.PACT_BROKER_USERNAME) {
    return {
      pactBrokerUsername: env.PACT_BROKER_USERNAME,
      pactBrokerPassword: env.PACT_BROKER_PASSWORD ?? "",
    };
  }
  return {};
}

async function publishPacts(broker: string): Promise<void> {
  const version =
    env.PACT_CONSUMER_VERSION || git("rev-parse", "--short=12", "HEAD") || "0.0.0-local";
  const branch = env.PACT_CONSUMER_BRANCH || git("rev-parse", "--abbrev-ref", "HEAD");
  const base = broker.replace(/\/+$/, "");
  const headers = {
    "content-type": "application/json",
    accept: "application/hal+json",
    ...brokerAuth(),
  };
  for (const file of pactFiles) {
    const pact = readPact(file);
    const url =
      `${base}/pacts/provider/${encodeURIComponent(pact.provider.name)}` +
      `/consumer/${encodeURIComponent(pact.consumer.name)}/version/${encodeURIComponent(version)}`;
    const response = await fetch(url, { method: "PUT", headers, body: readFileSync(file, "utf8") });
    if (!response.ok)
      throw new Error(
        `Publishing ${path.basename(file)} failed: HTTP ${response.status} ${await response.text()}`,
      );
    console.log(`Published ${path.basename(file)} as ${pact.consumer.name} ${version} to ${base}`);
  }
  if (branch && branch !== "HEAD") {
    const url = `${base}/pacticipants/${encodeURIComponent(CONSUMER)}/branches/${encodeURIComponent(branch)}/versions/${encodeURIComponent(version)}`;
    const response = await fetch(url, { method: "PUT", headers, body: "{}" });
    if (response.ok) console.log(`Recorded ${CONSUMER} ${version} on branch ${branch}`);
    else
      console.warn(
        `The broker did not record the branch (HTTP ${response.status}); the pacts are published.`,
      );
  }
}

/** pact-core rejects with its whole report as JSON (already printed above): name the failures only. */
function summarise(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(message) as { errors?: { interaction?: string }[] };
    const failed = (report.errors ?? []).map(
      (e) => `\n  ${e.interaction ?? "(unnamed interaction)"}`,
    );
    return `${failed.length} interaction(s) failed:${failed.join("")}`;
  } catch {
    return message;
  }
}

// ── main ───────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<number> {
  const realServer = env.PACT_PROVIDER_BASE_URL?.replace(/\/+$/, "");
  const broker = env.PACT_BROKER_BASE_URL?.replace(/\/+$/, "");
  const fromBroker = Boolean(realServer && broker);
  if (!fromBroker) {
    // pact-core adds the broker's pacts whenever it sees PACT_BROKER_BASE_URL: this run verifies
    // the local files only (and publishes them afterwards).
    delete process.env.PACT_BROKER_BASE_URL;
    delete process.env.PACT_BROKER_PUBLISH_VERIFICATION_RESULTS;
  }
  if (!fromBroker && pactFiles.length === 0) {
    console.error(
      `No pact files in ${pactDir}: run the consumer tests first (npx vitest run --project contracts).`,
    );
    return 1;
  }

  const mock = realServer ? undefined : await startMockServer();
  const providerBaseUrl = realServer ?? mock!.url;
  const statesUrl = env.PACT_PROVIDER_STATES_URL || `${providerBaseUrl}/__mock/provider-states`;
  const stateFailures: string[] = [];

  const options: VerifierOptions & { providerBaseUrl: string } = {
    provider: PROVIDER,
    providerBaseUrl,
    stateHandlers: forwardingStateHandlers(
      statesUrl,
      stateFailures,
    ) as unknown as VerifierOptions["stateHandlers"],
    logLevel: (env.PACT_LOG_LEVEL as LogLevel | undefined) ?? "warn",
    timeout: 60_000,
    ...(fromBroker
      ? {
          pactBrokerUrl: broker,
          ...brokerOptions(),
          consumerVersionSelectors: env.PACT_CONSUMER_BRANCH
            ? [{ consumer: CONSUMER, branch: env.PACT_CONSUMER_BRANCH }]
            : [{ mainBranch: true }, { deployedOrReleased: true }],
          publishVerificationResult: Boolean(env.PACT_PROVIDER_VERSION),
          ...(env.PACT_PROVIDER_VERSION ? { providerVersion: env.PACT_PROVIDER_VERSION } : {}),
          ...(env.PACT_PROVIDER_BRANCH ? { providerVersionBranch: env.PACT_PROVIDER_BRANCH } : {}),
        }
      : { pactUrls: pactFiles }),
  };

  console.log(
    `Verifying ${fromBroker ? `the pacts of ${broker}` : pactFiles.map((f) => path.relative(root, f)).join(", ")} ` +
      `against ${realServer ? providerBaseUrl : `the mock server (${providerBaseUrl})`}; states via ${statesUrl}`,
  );
  let passed = false;
  try {
    await new Verifier(options).verifyProvider();
    passed = stateFailures.length === 0;
  } catch (error) {
    console.error(`\nProvider verification FAILED: ${summarise(error)}`);
  } finally {
    await mock?.stop();
  }

  if (stateFailures.length > 0) {
    console.error(`\nProvider states that could not be set up (${stateFailures.length}):`);
    for (const failure of stateFailures) console.error(`  ${failure}`);
  }
  if (!passed) return 1;
  console.log(
    `\nProvider verification passed against ${realServer ? providerBaseUrl : "the mock server"}.`,
  );

  if (broker && !realServer) await publishPacts(broker);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
