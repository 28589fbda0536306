/**
 * The live connection under the console's sockets (decisions.md §3): a visible state, backoff that
 * grows instead of an instant retry, offline after the attempts run out, a manual reconnect, and
 * the reconnection request first on a reopened group connection.
 */
import { ws } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { GroupSocket } from "@/api/console/group-socket";
import {
  LiveConnection,
  socketUrl,
  type Backoff,
  type ConnectionState,
} from "@/api/console/live-connection";
import { server } from "../msw-server";

const FAST: Backoff = {
  minDelayMs: 40,
  maxDelayMs: 160,
  growFactor: 2,
  maxAttempts: 3,
  connectionTimeoutMs: 1000,
};

const URL_ = "ws://localhost/__test/live";
const open: { close: () => void }[] = [];
afterEach(() => open.forEach((c) => c.close()));

/** A socket endpoint that refuses the first `refusals` connections, then accepts. */
function endpoint(refusals: number) {
  const link = ws.link(URL_);
  const seen: string[] = [];
  let attempts = 0;
  const clients: { close: (code?: number) => void }[] = [];
  server.use(
    link.addEventListener("connection", ({ client }) => {
      attempts += 1;
      if (attempts <= refusals) {
        client.close(1011, "refused");
        return;
      }
      clients.push(client);
      client.addEventListener("message", (event) => seen.push(String(event.data)));
    }),
  );
  return {
    seen,
    attempts: () => attempts,
    dropAll: () => clients.splice(0).forEach((client) => client.close(1011)),
  };
}

function connect(backoff: Backoff = FAST) {
  const states: ConnectionState[] = [];
  /** For each "retrying" state: the announced delay (ms) before the next attempt. */
  const delays: number[] = [];
  const opens: boolean[] = [];
  const connection = new LiveConnection(
    URL_,
    undefined,
    {
      onState: (s) => {
        states.push(s);
        if (s.kind === "retrying") delays.push(s.retryAt - Date.now());
      },
      onMessage: () => undefined,
      onOpen: (r) => opens.push(r),
    },
    backoff,
  );
  open.push(connection);
  return { connection, states, delays, opens };
}

describe("live connection", () => {
  it("builds ws: / wss: addresses on the app's origin", () => {
    expect(socketUrl("/ws/groupchat")).toMatch(/^ws:\/\/[^/]+\/ws\/groupchat$/);
  });

  it("backs off after a drop with growing delays and says when the next attempt is", async () => {
    const site = endpoint(2);
    const { states, delays, opens } = connect();
    await waitFor(() => expect(opens).toEqual([false]));
    const retries = states.filter((s) => s.kind === "retrying");
    expect(retries.map((s) => s.kind === "retrying" && s.attempt)).toEqual([1, 2]);
    // 40 ms, then 80 ms: never an instant retry.
    expect(delays[0]).toBeGreaterThanOrEqual(35);
    expect(delays[0]).toBeLessThanOrEqual(40);
    expect(delays[1]).toBeGreaterThanOrEqual(75);
    expect(delays[1]).toBeLessThanOrEqual(80);
    expect(states.at(-1)).toEqual({ kind: "live" });
    expect(site.attempts()).toBe(3);

    site.dropAll();
    await waitFor(() => expect(states.at(-1)?.kind).toBe("retrying"));
    await waitFor(() => expect(opens).toEqual([false, true]));
  });

  it("goes offline when the attempts run out, and connects again on demand", async () => {
    const site = endpoint(4);
    const { connection, states } = connect();
    await waitFor(() => expect(states.at(-1)).toEqual({ kind: "offline" }), { timeout: 3000 });
    const attempts = site.attempts();
    expect(attempts).toBe(FAST.maxAttempts + 1);
    expect(connection.send("x")).toBe(false);
    connection.reconnect();
    await waitFor(() => expect(states.at(-1)).toEqual({ kind: "live" }));
    expect(connection.send("hello")).toBe(true);
    await waitFor(() => expect(site.seen).toEqual(["hello"]));
  });

  it("goes offline at once when the browser does, and back when it is online", async () => {
    const site = endpoint(0);
    const { states } = connect();
    await waitFor(() => expect(states.at(-1)).toEqual({ kind: "live" }));
    site.dropAll();
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    try {
      await waitFor(() => expect(states.at(-1)).toEqual({ kind: "offline" }));
    } finally {
      Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
    }
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(states.at(-1)).toEqual({ kind: "live" }));
  });

  it("a reopened group connection first says who it is (reconnection request)", async () => {
    const site = endpoint(0);
    const opens: boolean[] = [];
    const socket = new GroupSocket(
      100001,
      {
        onState: () => undefined,
        onFrame: () => undefined,
        onMalformed: () => undefined,
        onOpen: (reopened) => opens.push(reopened),
      },
      { backoff: FAST, url: URL_ },
    );
    open.push(socket);
    await waitFor(() => expect(opens).toEqual([false]));
    socket.setGroup(501);
    site.dropAll();
    await waitFor(() => expect(opens).toEqual([false, true]));
    const frame = JSON.parse(site.seen[0] ?? "{}") as Record<string, unknown>;
    expect(frame).toMatchObject({
      request_id: expect.any(String),
      timestamp: expect.any(Number),
      reconnection_request: { group_id: 501, uid: 100001, client_type: 1 },
    });
  });
});
