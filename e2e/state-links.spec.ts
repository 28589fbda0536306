/**
 * A state link (docs/decisions/0079-state-links.md) in the mock build, in English and in Chinese:
 * one link gives the creator a full mailbox (`?state=`) and arms a sign-in fault (`?mock=`). The
 * forgotten-password page then answers the daily limit of e-mails, the QA panel's States tab shows
 * the applied sentence and a link that carries both, and the sign-in answers the armed code. A link
 * with a sentence nobody defined applies nothing and opens the QA panel on the close matches.
 */
import { expect, test } from "@playwright/test";
import type accountsEn from "../src/locales/en/accounts.json";
import { catalogue, CREATOR, LANGUAGES, settled, useLanguage } from "./fixtures";
import { mockBackend, mockUrl } from "./mock-backend";
import { statesFromUrl, withStateParams } from "../mocks/core/url-states";

const FULL_MAILBOX = `the mailbox of ${CREATOR.email} is full today`;

for (const language of LANGUAGES) {
  const accounts = catalogue<typeof accountsEn>(language, "accounts");
  const codes = catalogue<Record<string, string>>(language, "codes");

  test.describe(`state links (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("one link applies a data state and arms a fault", async ({ page }) => {
      await page.goto(
        withStateParams(mockUrl("/account/forget", "accountLogin:1315"), [FULL_MAILBOX]),
      );
      await settled(page);
      expect(await mockBackend(page).lastMailTo(CREATOR.email)).toMatchObject({
        text: expect.stringMatching(/state link/),
      });

      await page.getByLabel(accounts.fields.email, { exact: true }).fill(CREATOR.email);
      await page.getByRole("button", { name: accounts.forget.submit, exact: true }).click();
      await expect(page.getByText(codes["1309"]!)).toBeVisible();

      // The QA panel (English only, an internal tool) gives the link back: the state and the fault.
      await page.getByRole("button", { name: /Open the mock QA panel/ }).click();
      await page.getByRole("tab", { name: "States" }).click();
      const drawer = page.getByRole("tabpanel", { name: "States" });
      await expect(drawer.getByRole("list", { name: "Applied states" })).toHaveText(FULL_MAILBOX);
      const link = await drawer
        .getByLabel("Link that reproduces these states and faults")
        .inputValue();
      expect(statesFromUrl(link)).toEqual([FULL_MAILBOX]);
      expect(link).toContain("mock=accountLogin:1315");
      await page.keyboard.press("Escape");

      await page.getByRole("link", { name: accounts.forget.backToLogin }).click();
      // The sign-in page, not the page being left: both have an e-mail field, and the old page
      // stays until the new route's loader has run (src/app/route-data.ts).
      await expect(page).toHaveURL(/\/account\/login/);
      await expect(
        page.getByRole("button", { name: accounts.login.submit, exact: true }),
      ).toBeVisible();
      await page.getByLabel(accounts.fields.email, { exact: true }).fill(CREATOR.email);
      await page.getByLabel(accounts.fields.password, { exact: true }).fill(CREATOR.password);
      await page.getByRole("button", { name: accounts.login.submit, exact: true }).click();
      await expect(page.getByRole("alert")).toContainText(codes["1315"]!);
    });

    test("an unknown sentence applies nothing and names its close matches", async ({ page }) => {
      await page.goto(
        withStateParams("/account/login", [FULL_MAILBOX, "project 21 has 1.5 USD lft"]),
      );
      // The panel opens by itself, on the States tab.
      const drawer = page.getByRole("tabpanel", { name: "States" });
      await expect(drawer.getByText("The state link applied nothing")).toBeVisible();
      await expect(drawer).toContainText(
        'Unknown state "project 21 has 1.5 USD lft". Close matches:',
      );
      await expect(drawer).toContainText('"project {project} has {usd} USD left"');
      // All or nothing: the valid sentence before it was not applied either.
      const mails = await mockBackend(page).mailbox();
      expect(mails.filter((mail) => /state link/.test(mail.text))).toEqual([]);
    });

    test("the QA panel saves a named snapshot and restores it", async ({ page }) => {
      await page.goto("/account/login");
      await settled(page);
      await page.getByRole("button", { name: /Open the mock QA panel/ }).click();
      await page.getByRole("tab", { name: "Snapshots" }).click();
      const snapshots = page.getByRole("tabpanel", { name: "Snapshots" });
      await snapshots.getByLabel("Save the current data as").fill("before-states");
      await snapshots.getByRole("button", { name: "Save" }).click();
      await expect(snapshots.getByRole("table", { name: "Snapshots" })).toContainText(
        "before-states",
      );

      await page.getByRole("tab", { name: "States" }).click();
      const states = page.getByRole("tabpanel", { name: "States" });
      await states.getByLabel("States to apply (one a line, in order)").fill(FULL_MAILBOX);
      await states.getByRole("button", { name: "Apply" }).click();
      await expect(states.getByRole("status")).toContainText("Applied 1 state(s).");
      const fromLink = (mails: { text: string }[]) =>
        mails.filter((m) => /state link/.test(m.text));
      expect(fromLink(await mockBackend(page).mailbox())).toHaveLength(20);

      await page.getByRole("tab", { name: "Snapshots" }).click();
      // Restoring reloads the page.
      const reloaded = page.waitForEvent("load");
      await snapshots.getByRole("button", { name: "Restore before-states" }).click();
      await reloaded;
      expect(fromLink(await mockBackend(page).mailbox())).toEqual([]);
    });
  });
}
