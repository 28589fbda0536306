/**
 * /document/token against the mock backend: the markdown of the global configuration through the
 * one sanitiser, in the reader's language with the other a switch away (docs/decisions/0087), curl
 * samples with the full address, the h2/h3 directory with the active heading, jumps that name the
 * heading in the address, #anchor deep links, the code blocks' copy buttons, and the loading, empty
 * and failed states.
 */
/* eslint-disable testing-library/no-node-access -- the rendered document's ids and code blocks are the subject here */
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import { GlobalConfigType } from "@/generated/model";
import { languageOfText, pickLanguage } from "@/lib/bilingual";
import { arm } from "@mocks/testing";
import { API_DOCUMENT_MARKDOWN } from "@mocks/seed/api-document";
import { server } from "../msw-server";
import { renderApp } from "../render";
import { catalogues, preloadCreatorModules } from "./helpers";

const CONFIG_URL = "/api/basesys/getglobaltypedata";

/** The document the configuration answers (the seeded one unless given). */
function answerDocument(markdown: string) {
  server.use(
    http.post(CONFIG_URL, () =>
      HttpResponse.json({
        code: 0,
        message: "",
        data: {
          type_info: markdown
            ? [{ type_id: GlobalConfigType.ApiDocument, param: 0, param_str: markdown }]
            : [],
        },
      }),
    ),
  );
}

/** The seeded document's h2 and h3 headings ("English · 中文"), as the markdown writes them. */
const seededHeadings = API_DOCUMENT_MARKDOWN.split("\n")
  .filter((line) => /^#{2,3} /.test(line))
  .map((line) => line.replace(/^#+ /, "").trim());
const seededTitle = API_DOCUMENT_MARKDOWN.split("\n")[0]!.replace(/^# /, "");
const otherLanguage = { en: "zh-cn", "zh-cn": "en" } as const;

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeAll(preloadCreatorModules, 60_000);
beforeAll(async () => {
  await import("@/features/creator/components/api-document");
}, 60_000);
beforeEach(() => {
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
afterEach(async () => {
  scrollTo.mockRestore();
  await clearToasts();
});

describe.each(["en", "zh-cn"] as const)("the token API document (%s)", (language) => {
  const { creator, common, errors } = catalogues[language];
  const text = creator.document;

  async function openDocument(path = "/document/token") {
    const view = await renderApp(path, { language });
    const body = await screen.findByTestId("api-document", {}, { timeout: 10_000 });
    return { ...view, body };
  }

  it("renders the configured markdown with a directory of its h2 and h3 headings", async () => {
    const { body } = await openDocument();
    expect(
      within(body).getByRole("heading", { level: 1, name: pickLanguage(seededTitle, language) }),
    ).toBeInTheDocument();
    const directory = screen.getByRole("navigation", { name: text.directory });
    const links = within(directory).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(
      seededHeadings.map((heading) => pickLanguage(heading, language)),
    );
    for (const link of links) {
      const id = decodeURIComponent(link.getAttribute("href")!.slice(1));
      const heading = body.querySelector(`[id="${CSS.escape(id)}"]`);
      expect(heading?.textContent).toBe(link.textContent);
      expect(["H2", "H3"]).toContain(heading?.tagName);
    }
    // One entry is the current one (jsdom has no layout to tell which).
    expect(links.filter((link) => link.getAttribute("aria-current") === "location")).toHaveLength(
      1,
    );
  });

  it("shows every heading, paragraph and list in the reader's language, the other a switch away", async () => {
    const { body, user } = await openDocument();
    const prose = () => Array.from(body.querySelectorAll("h1, h2, h3, p, li"));
    expect(prose().length).toBeGreaterThan(20);
    for (const element of prose()) expect(languageOfText(element.textContent ?? "")).toBe(language);
    expect(body).not.toHaveAttribute("lang");

    const other = otherLanguage[language];
    const switcher = within(body).getByRole("group", { name: text.language });
    expect(
      within(switcher).getByRole("button", { name: text.languages[language] }),
    ).toHaveAttribute("aria-pressed", "true");
    await user.click(within(switcher).getByRole("button", { name: text.languages[other] }));
    expect(body).toHaveAttribute("lang", other === "zh-cn" ? "zh-CN" : "en");
    for (const element of prose()) expect(languageOfText(element.textContent ?? "")).toBe(other);
    const directory = screen.getByRole("navigation", { name: text.directory });
    expect(
      within(directory)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(seededHeadings.map((heading) => pickLanguage(heading, other)));
  });

  it("writes the API's full address in the samples, ready to paste", async () => {
    const { body } = await openDocument();
    const origin = window.location.origin;
    const samples = Array.from(body.querySelectorAll("pre")).map((pre) => pre.textContent ?? "");
    const curls = samples.filter((sample) => sample.startsWith("curl"));
    expect(curls).toHaveLength(4);
    for (const curl of curls) expect(curl).toMatch(`curl -X POST ${origin}/api/token/`);
    expect(samples).toContain(`${origin}/api/token\n`);
    for (const code of Array.from(body.querySelectorAll("code")))
      expect(code.textContent).not.toMatch(/(^|\s)\/api\//);
  });

  it("jumps to a heading from the directory and names it in the address", async () => {
    const { router, user } = await openDocument();
    const directory = screen.getByRole("navigation", { name: text.directory });
    const link = within(directory).getAllByRole("link")[3]!;
    await user.click(link);
    expect(link).toHaveAttribute("aria-current", "location");
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: "smooth" }));
    await waitFor(() => expect(router.state.location.hash).toBe(link.getAttribute("href")));
    const id = decodeURIComponent(link.getAttribute("href")!.slice(1));
    expect(document.getElementById(id)).toHaveFocus();
  });

  it("opens at the heading a #anchor link names", async () => {
    const { body, unmount } = await openDocument();
    const target = within(body).getAllByRole("heading", { level: 3 })[1]!;
    const href = `#${encodeURIComponent(target.id)}`;
    unmount();
    scrollTo.mockClear();
    const spy = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    spy.mockImplementation(function (this: HTMLElement) {
      return { top: this.id === target.id ? 1500 : 0 } as DOMRect;
    });
    try {
      await renderApp(`/document/token${href}`, { language });
      await screen.findByTestId("api-document", {}, { timeout: 10_000 });
      await waitFor(() =>
        expect(scrollTo).toHaveBeenCalledWith({ top: 1500 - 88, behavior: "auto" }),
      );
    } finally {
      spy.mockRestore();
    }
  });

  it("copies a code block and says so; a refused clipboard says so too", async () => {
    const { body, user } = await openDocument();
    // After user-event's setup, which brings a clipboard of its own.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const buttons = within(body).getAllByRole("button", { name: text.copyLabel });
    expect(buttons.length).toBe(body.querySelectorAll("pre").length);
    expect(buttons[0]).toHaveTextContent(text.copy);
    await user.click(buttons[0]!);
    expect(writeText).toHaveBeenCalledWith(body.querySelector("pre")!.textContent);
    expect(await screen.findByText(text.copySuccess, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(buttons[0]).toHaveTextContent(text.copied);

    writeText.mockRejectedValueOnce(new Error("denied"));
    await user.click(buttons[1]!);
    expect(await screen.findByText(text.copyFailed)).toBeInTheDocument();
  });

  it("passes the markdown through the sanitiser", async () => {
    answerDocument(
      '## Safe\n\n<img src="x" onerror="window.__pwned = 1">\n\n<script>window.__pwned = 2</script>\n\n[link](javascript:alert(1))',
    );
    const { body } = await openDocument();
    expect(within(body).getByRole("heading", { level: 2, name: "Safe" })).toBeInTheDocument();
    expect(body.querySelector("script")).toBeNull();
    expect(body.querySelector("[onerror]")).toBeNull();
    expect(body.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // A document without its own title gets the page's.
    expect(screen.getByRole("heading", { level: 1, name: text.title })).toBeInTheDocument();
  });

  it("says so when no document is configured", async () => {
    answerDocument("");
    await renderApp("/document/token", { language });
    expect(await screen.findByText(text.empty, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("shows a failure with a retry that loads the document", async () => {
    arm("getGlobalTypeData", "http503");
    const { user } = await renderApp("/document/token", { language });
    expect(await screen.findByText(errors.server, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: common.actions.retry }));
    expect(await screen.findByTestId("api-document")).toBeInTheDocument();
  });
});
