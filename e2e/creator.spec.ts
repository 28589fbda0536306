/**
 * The creator pages in the browser against the mock backend, in English and in Chinese:
 * - a visitor presses join on /activity/token, signs in, lands back on the page with the join
 *   dialog open, applies with a demo, goes on to the application area; the application is rejected
 *   through the mock's QA control, the page shows the opinion and the user resubmits;
 * - /document/token: the directory jumps to each heading (and names it in the address), a
 *   #heading link opens there after a reload, and a code block's copy button copies.
 */
import { expect, test, type Page } from "@playwright/test";
import type accountsEn from "../src/locales/en/accounts.json";
import type creatorEn from "../src/locales/en/creator.json";
import { catalogue, CREATOR, expectAccessible, LANGUAGES, settled, useLanguage } from "./fixtures";
import type { MockControls } from "../mocks/controls";
import { mockBackend } from "./mock-backend";

/** The directory's offset: a heading reached by a jump sits this far below the viewport's top. */
const HEADING_OFFSET_PX = 88;
const OPINION = "Please show the AI features in the introduction.";

type MockWindow = Window & { __mock: MockControls };

/** A demo of the signed-in user without a programme application (asked through the API). */
async function freeDemo(page: Page): Promise<{ project_id: string; project_name: string }> {
  return page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem("gc.session.user") ?? "null") as {
      user_id: string;
      verify_session: string;
    };
    const call = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`/api/token/user/${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          user_id: user.user_id,
          verify_session: user.verify_session,
        },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: T }).data;
    };
    const page = { comm_limit: 100, comm_offset: 0 };
    const demos = await call<{ list: { project_id: string; project_name: string }[] }>(
      "projectname",
      page,
    );
    const applied = await call<{ list: { project_id: string }[] }>("projectbalancelist", page);
    const taken = new Set(applied.list.map((row) => row.project_id));
    return demos.list.find((demo) => !taken.has(demo.project_id))!;
  });
}

for (const language of LANGUAGES) {
  const creator = catalogue<typeof creatorEn>(language, "creator");
  const accounts = catalogue<typeof accountsEn>(language, "accounts");
  const join = creator.join;

  test.describe(`creator programme (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("a visitor joins after signing in, is rejected with an opinion and resubmits", async ({
      page,
    }) => {
      // The longest journey: sign-in, two applications and a review, on a shared machine.
      test.slow();
      await page.goto("/activity/token");
      await settled(page);
      // Reviews wait for the QA control (the browser's default is an automatic review after 8 s).
      await mockBackend(page).ready();
      await page.evaluate(() =>
        (window as unknown as MockWindow).__mock.setConfig({ auditDelayMs: 3_600_000 }),
      );
      await expect(
        page.getByRole("heading", { level: 1, name: creator.activity.title }),
      ).toBeVisible();
      // The seeded window opens 30 days before the backend was seeded (mocks/seed/system.ts); the
      // page writes the day in its language's form (docs/decisions/0087).
      const [year, month, day] = new Date(Date.now() - 30 * 86_400_000)
        .toISOString()
        .slice(0, 10)
        .split("-")
        .map(Number) as [number, number, number];
      const opens = new Intl.DateTimeFormat(language === "en" ? "en" : "zh-CN", {
        year: "numeric",
        month: "short",
        day: "numeric",
      }).format(new Date(year, month - 1, day));
      await expect(page.getByTestId("programme-dates")).toContainText(opens);
      await expectAccessible(page, "activity page (visitor)");

      await page.getByTestId("join-banner").click();
      await expect(page).toHaveURL(/\/account\/login$/);
      await page.getByLabel(accounts.fields.email, { exact: true }).fill(CREATOR.email);
      await page.getByLabel(accounts.fields.password, { exact: true }).fill(CREATOR.password);
      await page.getByRole("button", { name: accounts.login.submit, exact: true }).click();

      await expect(page).toHaveURL(/\/activity\/token$/);
      const dialog = page.getByRole("dialog", { name: join.title.act });
      await expect(dialog).toBeVisible();
      const demo = await freeDemo(page);
      await dialog.getByTestId("join-demo").selectOption(demo.project_id);
      await expect(dialog.getByRole("textbox", { name: join.demoName })).toHaveValue(
        demo.project_name,
      );
      const submit = dialog.getByTestId("join-submit");
      await expect(submit).toBeDisabled();
      await dialog
        .getByRole("textbox", { name: join.introduction })
        .fill("A detective game whose suspects are played by language models.");
      await expectAccessible(page, "join dialog");
      await submit.click();
      await expect(page).toHaveURL(/\/application\/main$/);
      await expect(page.getByText(join.sent)).toBeVisible();

      // The reviewer rejects it through the mock's QA control (before the automatic review).
      const resolved = await mockBackend(page).resolveAudits({
        kind: "application",
        ok: false,
        opinion: OPINION,
      });
      expect(resolved).toBe(1);

      // Back to the activity page in the app (the application layout has no top navigation).
      await page.goBack();
      await expect(page).toHaveURL(/\/activity\/token$/);
      const row = page.getByTestId(`application-${demo.project_id}`);
      await expect(row.getByTestId("application-status")).toHaveText(
        creator.applications.status.failed,
      );
      await expect(row.getByTestId("reviewer-opinion")).toContainText(OPINION);
      await expectAccessible(page, "activity page (signed in)");

      await row.getByRole("button", { name: creator.applications.resubmit }).click();
      const reply = page.getByRole("dialog", { name: join.title.reply });
      await expect(reply.getByTestId("join-opinion")).toContainText(OPINION);
      const introduction = reply.getByRole("textbox", { name: join.introduction });
      await expect(introduction).toHaveValue(/detective game/);
      await introduction.fill(
        "A detective game whose suspects are played by language models, with voiced interrogations.",
      );
      await reply.getByTestId("join-submit").click();
      await expect(page).toHaveURL(/\/application\/main$/);
      // Resubmitted: the application waits for review again.
      const pending = await mockBackend(page).pendingAudits();
      expect(pending).toContainEqual(
        expect.objectContaining({ kind: "application", id: `${demo.project_id}/1/1` }),
      );
    });

    test("the fixed join button appears after scrolling past 180 px", async ({ page }) => {
      await page.goto("/activity/token");
      await settled(page);
      await expect(page.getByTestId("join-fixed")).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(page.getByTestId("join-fixed")).toBeVisible();
      await page.getByTestId("join-fixed").click();
      await expect(page).toHaveURL(/\/account\/login$/);
    });

    test("the API document's directory jumps to each heading; a #heading link opens there", async ({
      page,
      context,
    }) => {
      // Twelve smooth-scrolled jumps and a reload.
      test.slow();
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/document/token");
      await settled(page);
      const directory = page.getByRole("navigation", { name: creator.document.directory });
      const links = directory.getByRole("link");
      await expect(links.first()).toBeVisible();
      await expectAccessible(page, "API document");

      const count = await links.count();
      expect(count).toBeGreaterThan(5);
      for (let index = 0; index < count; index += 1) {
        const link = links.nth(index);
        const href = (await link.getAttribute("href"))!;
        await link.click();
        await expect(link).toHaveAttribute("aria-current", "location");
        const heading = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
        // Reached: at the offset line, or as far as the page scrolls (the last headings).
        await expect
          .poll(async () => {
            const top = (await heading.boundingBox())!.y;
            const atEnd = await page.evaluate(
              () => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2,
            );
            return Math.abs(top - HEADING_OFFSET_PX) <= 2 || (atEnd && top >= 0);
          })
          .toBe(true);
      }

      // A deep link: the fourth heading's address, loaded afresh.
      const target = links.nth(3);
      const href = (await target.getAttribute("href"))!;
      await page.goto(`/document/token${href}`);
      await page.reload();
      await expect(page.getByTestId("api-document")).toBeVisible({ timeout: 15_000 });
      const heading = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
      await expect
        .poll(async () => Math.abs(((await heading.boundingBox())?.y ?? -100) - HEADING_OFFSET_PX))
        .toBeLessThanOrEqual(2);
      await expect(target).toHaveAttribute("aria-current", "location");

      // A code block's copy button copies its code.
      const copy = page.getByRole("button", { name: creator.document.copyLabel }).first();
      await copy.click();
      await expect(page.getByText(creator.document.copySuccess)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.length).toBeGreaterThan(0);
    });
  });
}
