/**
 * The XSS corpus (decisions.md §3): the article detail page renders 2,000+ generated hostile
 * bodies — HTML (editor_type 0) and markdown (editor_type 1), from the grammar of known vectors in
 * xss-corpus.ts, with hostile titles too — and none of them runs script or makes the browser
 * request anything from another origin (the oracle in xss-oracle.ts observes both).
 *
 * The last test turns the sanitiser off (sanitizeHtml returns its input) and shows that the same
 * oracle then catches every family of vectors: this suite fails when sanitising is turned off.
 *
 * Each test renders the page once (the real route, providers and mock backend); each body is then
 * put in the article's query data, as if the server had answered it, and rendered synchronously.
 */
import { act, screen } from "@testing-library/react";
import { notifyManager, type QueryClient } from "@tanstack/react-query";
import fc from "fast-check";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { knowledgeKeys } from "@/api/knowledge/keys";
import { EditorType, type GetLoreEssayData, type LoreEssay } from "@/generated/model";
import type * as Sanitize from "@/lib/rich-text/sanitize";
import { server } from "../msw-server";
import { renderApp } from "../render";
import {
  hostileHtmlBody,
  hostileMarkdownBody,
  htmlVector,
  type Family,
  type HostileBody,
} from "./xss-corpus";
import { ARTICLE, findArticle } from "./detail-harness";
import { createXssOracle, type Finding, type XssOracle } from "./xss-oracle";

const sanitiser = vi.hoisted(() => ({ off: false }));

vi.mock("@/lib/rich-text/sanitize", async (importOriginal) => {
  const actual = await importOriginal<typeof Sanitize>();
  return {
    ...actual,
    sanitizeHtml: (html: string) => (sanitiser.off ? html : actual.sanitizeHtml(html)),
  };
});

const HTML_BODIES = 1200;
const MARKDOWN_BODIES = 800;

let oracle: XssOracle;
let page: { queryClient: QueryClient; base: LoreEssay };
let renderedWithSanitiser = 0;

/** Puts a body in the article's query data and renders it at once. */
function put(body: HostileBody, editorType: EditorType) {
  const data: GetLoreEssayData = {
    base_data: { ...page.base, title: body.title, content: body.content, editor_type: editorType },
  };
  act(() => {
    page.queryClient.setQueryData(knowledgeKeys.article(ARTICLE), data);
  });
  if (!sanitiser.off) renderedWithSanitiser += 1;
}

/** The article as rendered with a body (its renderer's code is loaded). */
function show(body: HostileBody, editorType: EditorType) {
  put(body, editorType);
  return screen.getByTestId("article-detail");
}

function check(body: HostileBody, editorType: EditorType): Finding[] {
  const article = show(body, editorType);
  const shown = article.querySelector(".app-article__body");
  const header = article.querySelector(".app-article__header");
  const aside = article.querySelector(".app-article__aside");
  if (!shown || !header || !aside) throw new Error("the body is not on the page");
  return oracle.inspect([header, shown, aside]);
}

/**
 * Renders the page (each test: the setup gives every test a fresh backend and unmounts the page
 * after it), then makes query updates reach it synchronously, inside act().
 */
async function openPage() {
  // Comments are not what is tested: the page keeps its comment section, without comments to
  // re-render on each of the 2,000 bodies.
  server.use(
    http.post("/api/sns/selectcommentall", () =>
      HttpResponse.json({ code: 0, message: "", data: { info: [], comm_total: 0 } }),
    ),
  );
  const view = await renderApp(`/knowledge/detail?id=${ARTICLE}`);
  await findArticle();
  const answer = view.queryClient.getQueryData<GetLoreEssayData>(knowledgeKeys.article(ARTICLE));
  page = { queryClient: view.queryClient, base: answer!.base_data! };
  notifyManager.setScheduler((callback) => callback());
  // The markdown renderer loads with the first markdown body (the article waits for it).
  put({ content: "# Ready", title: "t", families: [] }, EditorType.CherryMarkdown);
  await screen.findByRole("heading", { name: "Ready" }, { timeout: 10_000 });
}

beforeAll(() => {
  oracle = createXssOracle();
});

/** jsdom's own remarks on hostile markup it parses (not the page's): the only console output allowed. */
const JSDOM_REMARKS = /^(Could not parse CSS stylesheet|Not implemented: navigation)/;
let consoleOutput: string[] = [];

beforeEach(() => {
  consoleOutput = [];
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleOutput.push(args.map(String).join(" "));
    });
  }
});

const unexpectedConsoleOutput = () => consoleOutput.filter((line) => !JSDOM_REMARKS.test(line));

afterEach(() => {
  vi.restoreAllMocks();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

afterAll(() => {
  oracle.dispose();
});

describe("XSS corpus on the article page", () => {
  afterAll(() => {
    // At least 2,000 hostile bodies went through the page (not counting the sanitiser-off run).
    expect(renderedWithSanitiser).toBeGreaterThanOrEqual(HTML_BODIES + MARKDOWN_BODIES);
  });

  it(`renders ${HTML_BODIES} hostile HTML bodies without running script or fetching from another origin`, async () => {
    await openPage();
    fc.assert(
      fc.property(hostileHtmlBody, (body) => {
        const findings = check(body, EditorType.Tiny);
        expect(findings, body.content).toEqual([]);
      }),
      { numRuns: HTML_BODIES },
    );
    expect(unexpectedConsoleOutput()).toEqual([]);
  }, 900_000);

  it(`renders ${MARKDOWN_BODIES} hostile markdown bodies without running script or fetching from another origin`, async () => {
    await openPage();
    fc.assert(
      fc.property(hostileMarkdownBody, (body) => {
        const findings = check(body, EditorType.CherryMarkdown);
        expect(findings, body.content).toEqual([]);
      }),
      { numRuns: MARKDOWN_BODIES },
    );
    expect(unexpectedConsoleOutput()).toEqual([]);
  }, 900_000);

  it("catches every family of vectors when the sanitiser is turned off", async () => {
    await openPage();
    sanitiser.off = true;
    try {
      const caught = new Map<Family, number>();
      const tried = new Map<Family, number>();
      const vectors = fc.sample(htmlVector, { numRuns: 160, seed: 20240701 });
      for (const vector of vectors) {
        tried.set(vector.family, (tried.get(vector.family) ?? 0) + 1);
        const findings = check(
          { content: vector.text, title: "t", families: [vector.family] },
          EditorType.Tiny,
        );
        if (findings.length > 0) caught.set(vector.family, (caught.get(vector.family) ?? 0) + 1);
      }
      const markdown = fc.sample(hostileMarkdownBody, { numRuns: 40, seed: 20240701 });
      const markdownCaught = markdown.filter(
        (body) => check(body, EditorType.CherryMarkdown).length > 0,
      ).length;

      for (const family of tried.keys()) {
        expect(caught.get(family) ?? 0, `family ${family}`).toBeGreaterThan(0);
      }
      const total = [...caught.values()].reduce((sum, n) => sum + n, 0);
      // The few left are inert wherever a body lands (template and noscript contents, a NUL in a
      // scheme, a frameset inside a page): they do nothing without the sanitiser either.
      expect(total / vectors.length).toBeGreaterThan(0.85);
      expect(markdownCaught / markdown.length).toBeGreaterThan(0.85);
    } finally {
      sanitiser.off = false;
    }
  }, 300_000);
});
