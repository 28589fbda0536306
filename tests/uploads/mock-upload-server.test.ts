/**
 * The standalone mock server's upload route (mocks/upload-throttle.ts): it reads bodies at the
 * configured rate, so that a dev:shared browser sees its upload progress move, keeps the bytes
 * intact, and takes an armed fileUpload fault (an HTTP status, or offline: the connection drops).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { http, passthrough } from "msw";
import { createMockApp } from "@mocks/server";
import { server as testServer } from "../msw-server";

let running: Server | undefined;

async function serve(uploadBytesPerSecond: number): Promise<string> {
  const app = createMockApp({ uploadBytesPerSecond });
  running = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
  testServer.use(http.all(`${url}/*`, () => passthrough()));
  return url;
}

afterEach(async () => {
  const server = running;
  running = undefined;
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const body = (bytes: number) => Uint8Array.from({ length: bytes }, (_, i) => (i * 31) % 251);
const put = (url: string, id: string, bytes: Uint8Array) =>
  fetch(`${url}/__upload/${id}`, {
    method: "PUT",
    headers: { "content-type": "image/png" },
    body: bytes as Uint8Array<ArrayBuffer>,
  });

describe("mock server upload route", () => {
  it("reads the body at the configured rate and keeps every byte", async () => {
    const url = await serve(1024 * 1024);
    const bytes = body(256 * 1024);
    const started = performance.now();
    const answer = await put(url, "slow-1", bytes);
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(200);
    // 256 KiB at 1 MiB/s: about 250 ms (loopback buffers may take the first chunks at once).
    expect(elapsed).toBeGreaterThan(200);
    const stored = new Uint8Array(
      await (await fetch(`${url}/__files/upload/slow-1`)).arrayBuffer(),
    );
    expect(stored).toEqual(bytes);
  });

  it("with no rate limit hands the body on untouched, at once", async () => {
    const url = await serve(0);
    const bytes = body(64 * 1024);
    expect((await put(url, "fast-1", bytes)).status).toBe(200);
    const stored = new Uint8Array(
      await (await fetch(`${url}/__files/upload/fast-1`)).arrayBuffer(),
    );
    expect(stored).toEqual(bytes);
  });

  it("answers an armed fileUpload fault: an HTTP status, then offline drops the connection", async () => {
    const url = await serve(0);
    const arm = (mock: string) =>
      fetch(`${url}/__mock/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mock }),
      });
    expect((await arm("fileUpload:http500")).status).toBe(201);
    expect((await put(url, "f-1", body(10))).status).toBe(500);
    expect((await fetch(`${url}/__files/upload/f-1`)).status).toBe(404);
    expect((await arm("fileUpload:offline")).status).toBe(201);
    await expect(put(url, "f-2", body(10))).rejects.toThrow();
    expect((await put(url, "f-3", body(10))).status).toBe(200);
    expect((await arm("fileUpload:1315")).status).toBe(400);
  });
});
