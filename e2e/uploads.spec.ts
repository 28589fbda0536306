/**
 * The upload queue in the browser (platform.md §4, §5), both languages, on the image post page with
 * the in-browser mock: the checks before uploading, an upload that fails (a ?mock= link) and is
 * retried, and an upload cancelled mid-way (slowed with the fault registry's delay).
 *
 * Progress under the in-browser mock (MSW service worker): Chromium hands the whole body to the
 * worker at once, so its XHR upload progress reports the total immediately; the bar moves for
 * real only against `npm run dev:shared`, whose server reads bodies at a throttled rate
 * (mocks/upload-throttle.ts; tests/uploads/mock-upload-server.test.ts measures it).
 */
import { expect, test, type Page } from "@playwright/test";
import { catalogue, expectAccessible, LANGUAGES, settled, signIn, useLanguage } from "./fixtures";
import { mockBackend, mockUrl } from "./mock-backend";

type Json = Record<string, unknown>;
const at = (json: Json, path: string) =>
  path.split(".").reduce<unknown>((node, key) => (node as Json)[key], json) as string;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** A PNG header is all the queue reads before uploading; the mock stores whatever arrives. */
function pngHeader(width: number, height: number, bytes = 2048): Buffer {
  const out = Buffer.alloc(bytes);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  return out;
}

const file = (name: string) => ({ name, mimeType: "image/png", buffer: pngHeader(64, 48) });
const tiles = (page: Page) => page.getByTestId("upload-queue").locator("li[data-state]");

for (const language of LANGUAGES) {
  const uploads = catalogue<Json>(language, "uploads");
  const u = (path: string, values: Record<string, string | number> = {}) =>
    fill(at(uploads, path), values);

  test.describe(`upload queue (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
      await signIn(page);
    });

    test("refuses a wrong format; ?mock=fileUpload:http500 fails the upload, Retry sends it", async ({
      page,
    }) => {
      await page.goto(mockUrl("/postproduct/image", "fileUpload:http500"));
      await settled(page);
      const queue = page.getByTestId("upload-queue");
      await page
        .getByTestId("upload-queue-input")
        .setInputFiles([
          { name: "notes.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") },
          file("fails.png"),
        ]);
      // The refusal and the failed send are two alerts; either may come first.
      await expect(
        queue.getByRole("alert").filter({
          hasText: u("refused.format", { name: "notes.gif", formats: "JPEG, PNG, JPG" }),
        }),
      ).toBeVisible();
      await expect(tiles(page)).toHaveAttribute("data-state", "failed");
      await expect(queue.getByText(u("failed.send"))).toBeVisible();
      await expectAccessible(page, "failed upload");
      await queue.getByRole("button", { name: u("retry", { name: "fails.png" }) }).click();
      await expect(tiles(page)).toHaveAttribute("data-state", /success|ready/);
      await expect(tiles(page)).toHaveAttribute("data-state", "ready");
    });

    test("cancels an upload mid-way: the request stops and the image leaves the queue", async ({
      page,
    }) => {
      await page.goto("/postproduct/image");
      await settled(page);
      await mockBackend(page).arm("fileUpload", "delay10000");
      const queue = page.getByTestId("upload-queue");
      await page
        .getByTestId("upload-queue-input")
        .setInputFiles([file("slow.png"), file("next.png")]);
      await expect(tiles(page).first()).toHaveAttribute("data-state", "uploading");
      const uploading = new RegExp(at(uploads, "state.uploading").replace("{{percent}}", "\\d+"));
      await expect(queue.getByRole("status").first()).toHaveText(uploading);
      // The bytes are on their way once the armed delay is taken (the request sits in it).
      await expect.poll(() => mockBackend(page).faults()).toEqual([]);
      await queue.getByRole("button", { name: u("cancel", { name: "slow.png" }) }).click();
      await expect(tiles(page).locator("img[alt='slow.png']")).toHaveCount(0);
      await expect(tiles(page)).toHaveCount(1);
      await expect(tiles(page)).toHaveAttribute("data-state", "ready");
      await expect(tiles(page).locator("img")).toHaveAttribute("alt", "next.png");
    });
  });
}
