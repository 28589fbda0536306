/**
 * A markdown article for the browser journeys: the body, and posting it through the API as the
 * signed-in creator (e2e/knowledge.spec.ts reads it on /knowledge/detail; e2e/internal-pages.spec.ts
 * compares /cherrymarkdown's preview with it).
 */
import { expect, type Page } from "@playwright/test";
import { DELIBERATE_VIOLATION } from "./csp-reports";
import { mockBackend } from "./mock-backend";

/**
 * A markdown body with headings, a table, tasks, code, a hostile image and a figure. Parsing the
 * hostile image, the browser refuses its inline handler (the CSP) and reports it: the handler's
 * text starts with DELIBERATE_VIOLATION, so the suite's teardown expects that report.
 */
export const MARKDOWN = [
  "# Why markdown",
  "Markdown bodies are rendered with **marked** and the same sanitiser as HTML.",
  "## A table",
  "| setting | value |\n|---|---|\n| steps | 30 |",
  "## Tasks",
  "- [x] write\n- [ ] review",
  "```ts\nconst answer = 42;\n```",
  `<img src=x onerror="/*${DELIBERATE_VIOLATION}*/window.__xssRan = true">`,
  "![Markdown figure](/__files/img/markdown-e2e.svg?w=640&h=360&label=Markdown)",
].join("\n\n");

/**
 * Posts MARKDOWN as an editor_type 1 article of the signed-in creator (related to `relatedId`) and
 * approves it through the mock's audit control; answers its id.
 */
export async function postMarkdownArticle(
  page: Page,
  user: { user_id: string },
  relatedId: string,
): Promise<string> {
  const id = await page.evaluate(
    async ([body, session]) => {
      const response = await fetch("/api/loreessay/user/setloreessayaudit", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          user_id: session.user_id,
          verify_session: session.verify_session,
        },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as {
        code: number;
        data: { audit_base_data: { lore_essay_id: string } };
      };
      if (answer.code !== 0) throw new Error(`setLoreEssayAudit answered ${answer.code}`);
      return answer.data.audit_base_data.lore_essay_id;
    },
    [
      {
        lore_essay_type: 6,
        title: "Markdown in practice",
        profiles: "A markdown article, posted by the browser test.",
        content: MARKDOWN,
        editor_type: 1,
        status: 1,
        base_data: { label: ["Markdown"] },
        other_data: { tools_id: [], lore_essay_id: [relatedId], medias: {} },
      },
      user as { user_id: string; verify_session: string },
    ] as const,
  );
  expect(await mockBackend(page).resolveAudits({ id, ok: true })).toBe(1);
  return id;
}
