/**
 * PathHandler (mocks/core/path-handler.ts, docs/decisions/0083-copy-on-write-sandboxes.md) turns a
 * request for another path away before MSW's matcher, and matches its own path as MSW does: the
 * case of the path and a trailing slash do not matter, and a parameter takes its value.
 */
import { describe, expect, it } from "vitest";
import { getResponse, HttpResponse } from "msw";
import { pathHttp } from "@mocks/core/path-handler";

const handlers = [
  pathHttp.post("/api/knowledge/all", () => HttpResponse.json({ answered: "list" })),
  pathHttp.get("/__files/img/:file", ({ params }) => HttpResponse.json({ file: params.file })),
];

const answer = async (method: string, url: string) => {
  const response = await getResponse(handlers, new Request(url, { method }));
  return response ? ((await response.json()) as Record<string, unknown>) : undefined;
};

describe("PathHandler", () => {
  it("answers its own path, whatever its case and with or without a trailing slash", async () => {
    expect(await answer("POST", `${location.origin}/api/knowledge/all`)).toEqual({
      answered: "list",
    });
    expect(await answer("POST", `${location.origin}/API/Knowledge/All/`)).toEqual({
      answered: "list",
    });
    expect(await answer("POST", `${location.origin}/api/knowledge/all?x=1`)).toEqual({
      answered: "list",
    });
  });

  it("turns away other paths and other methods", async () => {
    expect(await answer("POST", `${location.origin}/api/knowledge/allx`)).toBeUndefined();
    expect(await answer("POST", `${location.origin}/api/knowledge`)).toBeUndefined();
    expect(await answer("GET", `${location.origin}/api/knowledge/all`)).toBeUndefined();
  });

  it("matches a path with a parameter by its fixed part, then as MSW does", async () => {
    expect(await answer("GET", `${location.origin}/__files/img/a.svg`)).toEqual({ file: "a.svg" });
    expect(await answer("GET", `${location.origin}/__files/img/`)).toBeUndefined();
    expect(await answer("GET", `${location.origin}/__files/other/a.svg`)).toBeUndefined();
  });
});
