/**
 * The article editor's body counter (portal.md §2.4: "rich-text body with character counter"): an
 * existing article opened in the editor shows its body's real count at once, before any keystroke,
 * in both languages. The editor is reached in the app (its code loads as the page opens) with the
 * app rendered in StrictMode as src/app/start.tsx does: TipTap then destroys the editor it made
 * while rendering and makes another as the page mounts, and the counter must read the live one.
 * The route tests meet that only when the editor's code loads during the test (a file before them
 * in the same worker may have loaded it); the last test makes it happen every time: the editor's
 * code arrives after the first render (a lazy part, as LazyRichTextEditor is) in StrictMode.
 */
import { render, screen } from "@testing-library/react";
import { lazy, StrictMode, Suspense } from "react";
import { describe, expect, it } from "vitest";
import RichTextEditor from "@/features/knowledge/components/editor/rich-text-editor";
import { initI18n, loadNamespaces, translateDynamic } from "@/lib/i18n";
import { articleCatalog } from "@mocks/domains/content/catalog";
import { CREATOR_ARTICLE_IDS } from "@mocks/seed/content";
import { CREATOR } from "@mocks/seed/users";
import { state } from "@mocks/testing";
import { signIn } from "../api-helpers";
import { renderApp } from "../render";

const kx = (key: string, options?: Record<string, unknown>): string =>
  translateDynamic(`editor:${key}`, options) ?? key;

/**
 * The body's size as TipTap counts it (textSize): the blocks' text run together, and one for each
 * image (a leaf node counts as a space).
 */
function bodySize(html: string): number {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return (body.textContent ?? "").length + body.querySelectorAll("img").length;
}

describe("article editor body counter", { timeout: 40_000 }, () => {
  it.each(["en", "zh-cn"] as const)(
    "shows a loaded article's character count before any keystroke (%s)",
    async (language) => {
      const id = CREATOR_ARTICLE_IDS.draft;
      const size = bodySize(articleCatalog(state()).byId.get(id)!.copy.content ?? "");
      expect(size).toBeGreaterThan(0);
      const user = await signIn(CREATOR);
      const { router } = await renderApp("/personal/home", { user, language, strict: true });
      await screen.findByTestId("profile-panel", {}, { timeout: 10_000 });
      // As a click on a link does: the page renders in the navigation's transition.
      void router.navigate(`/editor/article?id=${id}`);
      const body = await screen.findByRole(
        "textbox",
        { name: (name) => name === kx("body") },
        { timeout: 15_000 },
      );
      expect(body).toHaveTextContent(/\S/);
      expect(await screen.findByText(kx("bodyCount", { count: size }))).toBeInTheDocument();
      expect(screen.queryByText(kx("bodyCount", { count: 0 }))).not.toBeInTheDocument();
    },
  );
});

describe("rich-text editor counter", () => {
  it("counts the live editor when TipTap replaced the one it made while rendering", async () => {
    await initI18n("en");
    await loadNamespaces(["editor"]);
    const html = "<p>Hello</p><p>world, again</p>";
    // Its code arrives 20 ms after the first render, as LazyRichTextEditor's does.
    const Lazy = lazy(() =>
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => ({ default: RichTextEditor })),
    );
    render(
      <StrictMode>
        <Suspense fallback="loading">
          <Lazy initialHtml={html} onChange={() => undefined} label="Body" />
        </Suspense>
      </StrictMode>,
    );
    await screen.findByRole("textbox", { name: "Body" });
    expect(screen.getByText(kx("bodyCount", { count: bodySize(html) }))).toBeInTheDocument();
  });
});
