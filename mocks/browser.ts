/**
 * The mock backend in the browser (`npm run dev`, `npm run build:mock`): a service worker answers
 * every call of an operation (/api, /comfyui, /log) and of /__files and /__upload from the stateful handlers. main.tsx imports this module
 * dynamically, only in mock builds.
 *
 * - State survives reloads: the db is saved to localStorage after each change (debounced) and on
 *   pagehide, and restored on the next start; a snapshot from other db/seed code is ignored and
 *   the backend seeds afresh. Another tab's save is picked up, so tabs of one profile agree.
 * - QA faults come from the URL (`?mock=accountLogin:1315,complaint:1501*2`) at start and on every
 *   navigation, from the QA panel, and from window.__mock (Playwright).
 * - Data states come from the URL (`?state=<sentence>`, repeatable) at start, before the app's
 *   first call: all or nothing; an unknown sentence is reported in the QA panel
 *   (docs/decisions/0079-state-links.md).
 */
import { http, passthrough } from "msw";
import { setupWorker } from "msw/browser";
import { installMockDefaultPolicy } from "./trusted-types-default";
import { handlers } from "./handlers";
import { resetBackend, restoreBackend } from "./backend";
import { getState, setState, type MockConfig, type MockState } from "./core/state";
import { debounce, fingerprintOf, parseSnapshot, takeSnapshot } from "./core/persist";
import { followMockParam, type UrlFaults } from "./core/url-faults";
import { statesFromUrl } from "./core/url-states";
import { operations } from "@/generated/operations";
import {
  clearUploads,
  IMAGE_PREFIX,
  setUploadBacking,
  UPLOAD_PREFIX,
  UPLOADED_FILE_PREFIX,
} from "./core/files";
import { indexedDbUploads } from "./core/upload-store-idb";
import { createControls, type MockControls, type NamedSnapshots } from "./controls";
import { SnapshotRefused, storageSnapshots, readSnapshotText } from "./core/snapshots";
import { socketHandlers } from "./ws/msw";

const SNAPSHOT_KEY = "gc.mock.snapshot";
const NAMED_SNAPSHOT_PREFIX = "gc.mock.named.";
const CONFIG_KEY = "gc.mock.config";
const SAVE_DEBOUNCE_MS = 300;
/** Realistic spinners and audits that resolve while you watch. */
const BROWSER_CONFIG: MockConfig = { auditDelayMs: 8_000, latencyMs: 150 };

// The db, seed and state code this build was made from (~110 KB of text in the mock bundle only):
// a snapshot saved by other code, or with another default seed, is not restored.
const sources = import.meta.glob(["./db/*.ts", "./seed/*.ts", "./core/state.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const FINGERPRINT = fingerprintOf(
  Object.keys(sources)
    .sort()
    .map((file) => `${file}\n${String(sources[file])}`),
);

declare global {
  interface Window {
    /** The mock backend's QA and test verbs (mock builds only). */
    __mock?: MockControls;
  }
}

const readStorage = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

function storedConfig(): MockConfig {
  try {
    const saved = JSON.parse(readStorage(CONFIG_KEY) ?? "{}") as Partial<MockConfig>;
    const valid = (v: unknown) => typeof v === "number" && v >= 0;
    return {
      auditDelayMs: valid(saved.auditDelayMs) ? saved.auditDelayMs! : BROWSER_CONFIG.auditDelayMs,
      latencyMs: valid(saved.latencyMs) ? saved.latencyMs! : BROWSER_CONFIG.latencyMs,
    };
  } catch {
    return { ...BROWSER_CONFIG };
  }
}

let warnedFull = false;
function save(): void {
  try {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(takeSnapshot(getState(), FINGERPRINT)));
    localStorage.setItem(CONFIG_KEY, JSON.stringify(getState().config));
  } catch (error) {
    if (!warnedFull)
      console.warn("[mock] could not save the mock data; it lasts until reload:", error);
    warnedFull = true;
  }
}
const scheduleSave = debounce(save, SAVE_DEBOUNCE_MS);
const saveWhenIdle = () =>
  "requestIdleCallback" in window
    ? requestIdleCallback(() => save(), { timeout: 3_000 })
    : setTimeout(save, SAVE_DEBOUNCE_MS);

/** Makes `state` current and saves it after each change. */
function adopt(state: MockState, previous?: MockState): MockState {
  if (previous) {
    // Faults and the request log belong to the session, not to the data.
    state.faults = previous.faults;
    state.log = previous.log;
  }
  state.onChange = scheduleSave;
  return setState(state);
}

async function restoreOrSeed(): Promise<MockState> {
  const snapshot = parseSnapshot(readStorage(SNAPSHOT_KEY), FINGERPRINT);
  const restored =
    snapshot && (await restoreBackend(snapshot, storedConfig()).catch(() => undefined));
  if (restored) return adopt(restored);
  const state = adopt(await resetBackend({ config: storedConfig() }));
  // Saved once the page is idle: the fresh seed is on no one's critical path (pagehide saves too).
  saveWhenIdle();
  return state;
}

async function reset(seed?: number): Promise<void> {
  scheduleSave.cancel();
  const previous = getState();
  const state = await resetBackend({ seed: seed ?? previous.seed, config: { ...previous.config } });
  adopt(state);
  await clearUploads(previous);
  save();
}

/** Named snapshots in localStorage, for the QA panel (docs/decisions/0080). */
function namedSnapshots(): NamedSnapshots {
  const store = storageSnapshots(localStorage, NAMED_SNAPSHOT_PREFIX);
  const stateOf = async (text: string, what: string) => {
    const state = await restoreBackend(readSnapshotText(text, what), getState().config);
    if (!state)
      throw new SnapshotRefused(
        `${what} cannot be used: its collections differ from this build's.`,
      );
    return state;
  };
  const get = async (name: string) => {
    const snapshot = await store.get(name);
    if (!snapshot) throw new SnapshotRefused(`No snapshot is named "${name}".`);
    return snapshot;
  };
  return {
    list: () => store.list(),
    save: (name) => store.put(name, takeSnapshot(getState(), FINGERPRINT)),
    restore: async (name) => {
      const state = await stateOf(JSON.stringify(await get(name)), `Snapshot "${name}"`);
      scheduleSave.cancel();
      adopt(state, getState());
      save();
    },
    exportJson: async (name) => JSON.stringify(await get(name)),
    importJson: async (name, text) => {
      const what = `The imported snapshot "${name}"`;
      await stateOf(text, what);
      return store.put(name, readSnapshotText(text, what));
    },
    remove: (name) => store.delete(name),
  };
}

function armFromUrl({ text, faults, errors }: UrlFaults, controls: MockControls): void {
  faults.forEach((fault) => controls.arm(fault));
  if (faults.length > 0) console.info(`[mock] armed from the URL: ${text}`);
  errors.forEach((message) => console.error(`[mock] ?mock= ignored: ${message}`));
}

/** Another tab saved: take its data (keeping this tab's faults and log). */
async function followOtherTabs(event: StorageEvent): Promise<void> {
  if (event.key !== SNAPSHOT_KEY || !event.newValue) return;
  const snapshot = parseSnapshot(event.newValue, FINGERPRINT);
  const state = snapshot && (await restoreBackend(snapshot, getState().config));
  if (state) adopt(state, getState());
}

/** The first path segments the mock backend answers: its operations' (/api, /comfyui, /log) and its files'. */
const MOCKED_ROOTS = new Set(
  [
    ...Object.values(operations).map((operation) => operation.path),
    IMAGE_PREFIX,
    UPLOAD_PREFIX,
    UPLOADED_FILE_PREFIX,
  ].map((path) => path.split("/")[1]),
);

/**
 * First in line: a request for the app's own files (the ~100 chunks of a page load) leaves MSW
 * after one match instead of being tried against every operation's handler, each of which parses
 * the request's cookies first. That walk cost about 0.8 s of every page load.
 */
const leaveAppFilesAlone = http.all(
  ({ request }) => !MOCKED_ROOTS.has(new URL(request.url).pathname.split("/")[1] ?? ""),
  () => passthrough(),
);

export async function startMockWorker(): Promise<void> {
  const uploads = indexedDbUploads();
  setUploadBacking(uploads);
  await restoreOrSeed();
  const controls: MockControls = { ...createControls(reset), snapshots: namedSnapshots() };
  const states = statesFromUrl(location.href);
  if (states.length > 0) {
    await controls.applyStates(states).then(
      () => console.info(`[mock] states applied from the URL: ${states.join(" · ")}`),
      (error: unknown) => console.error("[mock] ?state= applied nothing:", error),
    );
  }

  // The console's WebSockets are answered in the page itself (MSW's ws.link), not in the worker.
  const worker = setupWorker(leaveAppFilesAlone, ...handlers, ...socketHandlers);
  // MSW's worker with the app's files routed around it (public/mock-worker.js, decision 0096).
  const workerUrl = `${import.meta.env.BASE_URL}mock-worker.js`;
  installMockDefaultPolicy({ workerScript: workerUrl });
  await worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: workerUrl },
  });

  // Set once the worker answers (e2e/mock-backend.ts waits for it).
  window.__mock = controls;
  followMockParam((faults) => armFromUrl(faults, controls));

  // Always save on the way out, so a debounced save still pending is not lost.
  window.addEventListener("pagehide", () => {
    scheduleSave.cancel();
    save();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") scheduleSave.flush();
  });
  window.addEventListener("storage", (event) => void followOtherTabs(event));

  // The QA panel: its own React root, loaded after the app's first requests can already be answered.
  // A page framed by the app (/gatepet's generator) leaves it to the page around it.
  if (window.self !== window.top) return;
  import("./panel/mount")
    .then(({ mountQaPanel }) => mountQaPanel(controls))
    .catch((error: unknown) => console.error("[mock] the QA panel failed to load:", error));
}
