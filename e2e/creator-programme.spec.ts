/**
 * The creator programme's application area (creator-programme.md §2, §5, §9) in a
 * real browser against the mock backend, in both languages: a key created once and then only its
 * mask; the daily limit refused above the maximum and saved below it; a top-up request pending;
 * billing filtered by model and range, reloaded, exported as CSV and checked against the list; a
 * failed application resubmitted from demo management; /application/api behind sign-in.
 */
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import {
  catalogue,
  CREATOR,
  expectAccessible,
  LANGUAGES,
  settled,
  signIn,
  useLanguage,
} from "./fixtures";
import type creatorEn from "../src/locales/en/creator.json";
import type accountsEn from "../src/locales/en/accounts.json";
import type applicationEn from "../src/locales/en/application.json";

/**
 * The text of each line the element's text is laid out on when its width is `width` (then
 * restored), from the characters' positions.
 */
function keyLines(element: HTMLElement, width: string): string[] {
  const text = element.firstChild!;
  const characters = text.textContent ?? "";
  const range = document.createRange();
  element.style.width = width;
  element.style.flex = "none";
  const lines: string[] = [];
  let top: number | undefined;
  for (let index = 0; index < characters.length; index += 1) {
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    const { top: at } = range.getBoundingClientRect();
    if (top === undefined || Math.abs(at - top) > 2) lines.push("");
    top = at;
    const last = lines.length - 1;
    lines[last] = `${lines[last] ?? ""}${characters.charAt(index)}`;
  }
  element.style.width = "";
  element.style.flex = "";
  return lines;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

for (const language of LANGUAGES) {
  // The area's own texts (application) and the programme's (creator: applications, join).
  const text = {
    ...catalogue<typeof creatorEn>(language, "creator"),
    ...catalogue<typeof applicationEn>(language, "application"),
  };
  const accounts = catalogue<typeof accountsEn>(language, "accounts");

  test.describe(`creator programme (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("API key: replaced after a warning, shown once, copied, then only the mask", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await signIn(page);
      await page.goto("/application/main?tab=1");
      await settled(page);
      const replace = page.getByRole("button", { name: text.keys.replace }).first();
      await replace.click();
      const alert = page.getByRole("alertdialog");
      await expect(alert).toContainText(text.keys.replaceWarning.split("{{")[0]!);
      await alert.getByRole("button", { name: text.keys.replaceConfirm }).click();
      const dialog = page.getByRole("dialog");
      const full = (await dialog.getByTestId("new-key").textContent()) ?? "";
      expect(full).toMatch(/^sk-[A-Za-z0-9]{48}$/);
      // The key wraps where its box ends, never after "sk-" (a hyphen is a break opportunity):
      // in a box narrower than the key (a phone's), its first line holds more than the prefix.
      const lines = await dialog.getByTestId("new-key").evaluate(keyLines, "10em");
      expect(lines.length).toBeGreaterThan(1);
      expect(lines[0]!.length).toBeGreaterThan("sk-".length + 4);
      expect(lines.join("")).toBe(full);
      await dialog.getByRole("button", { name: text.keys.copy }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
      await expectAccessible(page, "key dialog");
      await dialog.getByText(text.keys.saved).click();
      await dialog.getByRole("button", { name: text.keys.done }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(`sk-****${full.slice(-4)}`)).toBeVisible();
      expect(await page.content()).not.toContain(full);
      await expectAccessible(page, "keys tab");
    });

    test("incentive account: the limit above the maximum is refused, a valid one saved, a top-up pending", async ({
      page,
    }) => {
      await signIn(page);
      await page.goto("/application/main?tab=2");
      await settled(page);
      const card = page.locator(".creator-account").first();
      const input = card.getByRole("textbox", { name: text.accounts.limit.label });
      await input.fill("5000");
      await card.getByRole("button", { name: text.accounts.limit.save }).click();
      await expect(
        card.getByText(fill(text.accounts.limit.errors.max, { max: "$1,000.0000" })),
      ).toBeVisible();
      await expect(input).toHaveValue("5000");
      await input.fill("25.5");
      await card.getByRole("button", { name: text.accounts.limit.save }).click();
      await expect(page.getByText(text.accounts.limit.saved)).toBeVisible();
      const topUp = page.getByRole("button", {
        name: fill(text.accounts.topUp.request, { value: 50 }),
      });
      await topUp.first().click();
      await expect(page.getByTestId("top-up-pending").first()).toHaveText(
        text.accounts.topUp.pending,
      );
      await expectAccessible(page, "accounts tab");
    });

    test("billing: filtered by model and range, the same after a reload, CSV rows match", async ({
      page,
    }) => {
      await signIn(page);
      await page.goto("/application/main?tab=3");
      await settled(page);
      await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&page=1&size=10/);
      await page.getByLabel(text.billing.model, { exact: true }).selectOption({ label: "GPT-4o" });
      const to = new Date();
      const from = new Date(to.getTime() - 13 * 86_400_000);
      const day = (d: Date) =>
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
      await page.getByLabel(text.billing.from, { exact: true }).fill(day(from));
      await expect(page).toHaveURL(new RegExp(`from=${day(from)}`));
      await expect(page).toHaveURL(/model=1012/);
      const table = page.getByTestId("billing-table");
      await expect(table).toHaveAttribute("aria-busy", "false");
      await expect(table.locator("tbody tr").first().locator("td").nth(2)).toHaveText("GPT-4o");
      const caption = (await table.locator("caption").textContent()) ?? "";
      const url = page.url();
      await page.reload();
      await settled(page);
      expect(page.url()).toBe(url);
      await expect(page.getByLabel(text.billing.model, { exact: true })).toHaveValue("1012");
      await expect(table.locator("caption")).toHaveText(caption);
      await expect(page.getByTestId("billing-chart")).toBeVisible();
      await expect(
        page.getByTestId("billing-chart").locator(".recharts-bar-rectangle").first(),
      ).toBeVisible();
      const total = Number(caption.replace(/\D/g, ""));
      const firstRow = await table.locator("tbody tr").first().locator("td").allTextContents();
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: text.billing.export }).click();
      const csv = (await readFile((await (await download).path())!, "utf8")).replace(/^\ufeff/, "");
      const lines = csv.trimEnd().split("\r\n");
      expect(lines[0]).toBe(Object.values(text.billing.csv).join(","));
      expect(lines).toHaveLength(total + 1);
      expect(lines.slice(1).every((line) => line.split(",")[3] === "GPT-4o")).toBe(true);
      // The first row of the list is the first record of the file, with both currencies.
      const [, , , , usd, cny] = lines[1]!.split(",");
      expect(firstRow[3]).toBe(`$${usd}`);
      expect(firstRow[4]).toBe(`¥${cny}`);
      await expectAccessible(page, "billing tab");
    });

    test("demo management: a failed application resubmitted", async ({ page }) => {
      await signIn(page);
      await page.goto("/application/main");
      await settled(page);
      const resubmit = page.getByRole("button", { name: text.applications.resubmit }).first();
      const testId = await page
        .locator(".creator-demo")
        .filter({ has: resubmit })
        .first()
        .getAttribute("data-testid");
      const card = page.getByTestId(testId!);
      await expect(card.getByText(text.applications.status.failed, { exact: true })).toBeVisible();
      await expectAccessible(page, "demos tab");
      await resubmit.click();
      const dialog = page.getByRole("dialog", { name: text.join.title.reply });
      const introduction = dialog.getByRole("textbox", { name: text.join.introduction });
      await expect(introduction).not.toHaveValue("");
      await introduction.fill("A revised introduction for the review.");
      await dialog.getByTestId("join-submit").click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByText(text.applications.status.waiting, { exact: true })).toBeVisible();
    });

    test("/application/api: sign-in first, then back to the masked keys", async ({ page }) => {
      await page.goto("/application/api");
      await expect(page).toHaveURL(/\/account\/login$/);
      await page.getByLabel(accounts.fields.email, { exact: true }).fill(CREATOR.email);
      await page.getByLabel(accounts.fields.password, { exact: true }).fill(CREATOR.password);
      await page.getByRole("button", { name: accounts.login.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/application\/api$/);
      await settled(page);
      await expect(page.getByTestId("application-header")).toBeVisible();
      await expect(page.getByText(/^sk-\*{4}[A-Za-z0-9]{4}$/).first()).toBeVisible();
      await expect(page.getByTestId("incentive-accounts")).toBeVisible();
      await expectAccessible(page, "api page");
    });
  });
}
