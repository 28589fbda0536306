/**
 * CodeMirror's own words in the markdown editor (/cherrymarkdown) come from the catalogues
 * (authoring.json's codeEditor), through its phrases facet: a Chinese page shows no English
 * tooltip or search panel.
 */
/* eslint-disable testing-library/no-node-access -- CodeMirror's gutter and panel have no roles to query */
import { screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import authoringEn from "@/locales/en/authoring.json";
import authoringZh from "@/locales/zh-cn/authoring.json";
import { renderApp } from "../render";

const EDITOR_LOAD = { timeout: 20_000 };

// jsdom has no layout: CodeMirror measures text ranges, which jsdom's Range cannot.
const rangeMethods = ["getClientRects", "getBoundingClientRect"] as const;
beforeAll(() => {
  Object.assign(Range.prototype, {
    getClientRects: () => Object.assign([], { item: () => null }),
    getBoundingClientRect: () => new DOMRect(),
  });
});
afterAll(() => {
  for (const method of rangeMethods) delete (Range.prototype as Partial<Range>)[method];
});

describe.each([
  ["en", authoringEn.codeEditor],
  ["zh-cn", authoringZh.codeEditor],
] as const)("the markdown editor's own words (%s)", (language, text) => {
  it("names the fold gutter and the search panel in the page's language", async () => {
    const { user } = await renderApp("/cherrymarkdown", { language });
    const content = await screen.findByRole("textbox", {}, EDITOR_LOAD);
    await user.click(content);
    await user.keyboard("# One{Enter}{Enter}text{Enter}{Enter}# Two{Enter}{Enter}more");
    await waitFor(() => expect(document.querySelector(".cm-foldGutter [title]")).not.toBeNull());
    const titles = Array.from(document.querySelectorAll(".cm-foldGutter [title]")).map((marker) =>
      marker.getAttribute("title"),
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect([text.foldLine, text.unfoldLine]).toContain(title);

    await user.keyboard("{Control>}f{/Control}");
    const find = await screen.findByPlaceholderText(text.find);
    expect(find).toBeInTheDocument();
    expect(screen.getByPlaceholderText(text.replace)).toBeInTheDocument();
    for (const name of [text.next, text.previous, text.all, text.replaceOne, text.replaceAll])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
  }, 60_000);
});
