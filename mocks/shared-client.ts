/**
 * The browser side of `npm run dev:shared` (VITE_API_MOCKING=shared): the app's /api calls go
 * through vite's proxy to the standalone mock server, which every browser shares. A `?mock=` link
 * arms its faults on that server for this browser only: the browser gets an id (a session cookie
 * on the app's origin, so every request to /api, /__upload and /__files carries it) and the
 * server's fault registry gives a fault armed with that id only to requests that carry it
 * (docs/decisions/0032). `?state=` sentences are applied on that server before the app starts,
 * all or nothing (docs/decisions/0079-state-links.md); `?sandbox=1` first gives this browser its own
 * copy of the data on that server, `?sandbox=0` leaves it (docs/decisions/0081). main.tsx imports this module dynamically,
 * only in shared mode.
 */
import { FAULT_CLIENT_COOKIE, formatFaultList } from "./core/faults";
import { followMockParam, type UrlFaults } from "./core/url-faults";
import { statesFromUrl } from "./core/url-states";
import { installMockDefaultPolicy } from "./trusted-types-default";

const FAULTS_ENDPOINT = "/__mock/faults";
const STATES_ENDPOINT = "/__mock/states";
const SANDBOX_ENDPOINT = "/__mock/sandbox";

/** `?sandbox=1` enters a sandbox (a fresh copy of the shared data), `?sandbox=0` leaves it. */
async function followSandboxParam(): Promise<void> {
  const wanted = new URL(location.href).searchParams.get("sandbox");
  if (wanted !== "1" && wanted !== "0") return;
  try {
    const response = await fetch(SANDBOX_ENDPOINT, { method: wanted === "1" ? "POST" : "DELETE" });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${await response.text()}`);
    console.info(
      wanted === "1"
        ? "[mock] this browser works in its own copy of the shared data (a sandbox)."
        : "[mock] this browser left its sandbox: back on the shared data.",
    );
  } catch (error) {
    console.error("[mock] ?sandbox= failed:", error);
  }
}

/** Applies the page's ?state= sentences on the shared server (an unknown one applies nothing). */
async function applyStatesOnServer(states: string[]): Promise<void> {
  if (states.length === 0) return;
  try {
    const response = await fetch(STATES_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ states }),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
    console.info(`[mock] states applied on the shared mock server: ${states.join(" · ")}`);
  } catch (error) {
    console.error("[mock] ?state= applied nothing on the shared mock server:", error);
  }
}

/** This browser's id: the cookie's value, or a new random one (crypto.randomUUID needs https). */
export function ensureClientId(): string {
  const existing = document.cookie
    .split(";")
    .map((pair) => pair.trim().split("="))
    .find(([name]) => name === FAULT_CLIENT_COOKIE)?.[1];
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const id = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  document.cookie = `${FAULT_CLIENT_COOKIE}=${id}; path=/; SameSite=Strict`;
  return id;
}

async function armOnServer({ faults, errors }: UrlFaults): Promise<void> {
  errors.forEach((message) => console.error(`[mock] ?mock= ignored: ${message}`));
  if (faults.length === 0) return;
  const mock = formatFaultList(faults);
  try {
    const response = await fetch(FAULTS_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mock }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${await response.text()}`);
    console.info(`[mock] armed on the shared mock server for this browser: ${mock}`);
  } catch (error) {
    console.error(`[mock] could not arm ${mock} on the shared mock server:`, error);
  }
}

/** Gives this browser its id and follows ?mock= (the first arming finishes before the app starts). */
export async function startSharedMockClient(): Promise<void> {
  installMockDefaultPolicy({});
  ensureClientId();
  await followSandboxParam();
  await applyStatesOnServer(statesFromUrl(location.href));
  let first: Promise<void> = Promise.resolve();
  followMockParam((faults) => {
    const armed = armOnServer(faults);
    first = first.then(() => armed);
  });
  await first;
}
