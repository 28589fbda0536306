/**
 * `npm run dev:shared` as QA runs it (project "dev-shared" of playwright.config.ts starts the
 * standalone mock server and vite in shared mode): every browser shares one mock backend, and a
 * `?mock=` link arms its fault on that server for the browser that opened it only. Two browsers
 * (contexts): one opens the sign-in page with ?mock=accountLogin:1315; the other signs in
 * meanwhile, normally (it would take the fault if the fault were armed for everyone); then the
 * first signs in, sees the daily-limit message, and signs in on its next attempt.
 */
import { expect, test, type Page } from "@playwright/test";
import { catalogue, CREATOR, LANGUAGES, openInApp, sharedBrowser } from "./fixtures";
import { noisePng } from "./png";

interface AccountTexts {
  fields: { email: string; password: string };
  login: { submit: string };
}

async function fillSignIn(page: Page, text: AccountTexts): Promise<void> {
  await page.getByLabel(text.fields.email, { exact: true }).fill(CREATOR.email);
  await page.getByLabel(text.fields.password, { exact: true }).fill(CREATOR.password);
  await page.getByRole("button", { name: text.login.submit, exact: true }).click();
}

for (const language of LANGUAGES) {
  test(`a ?mock= link arms the shared server for its own browser only (${language})`, async ({
    browser,
  }, testInfo) => {
    const baseURL = String(testInfo.project.use.baseURL);
    const text = catalogue<AccountTexts>(language, "accounts");
    const codes = catalogue<Record<string, string>>(language, "codes");
    const armed = await sharedBrowser(browser, baseURL, language);
    const other = await sharedBrowser(browser, baseURL, language);

    await armed.goto("/account/login?mock=accountLogin:1315");
    await expect(armed.getByLabel(text.fields.email, { exact: true })).toBeVisible();
    // The server holds the fault, for this browser's id only.
    const faults = await armed.request.get("/__mock/faults");
    expect(await faults.json()).toMatchObject({
      faults: expect.arrayContaining([
        expect.objectContaining({ operation: "accountLogin", client: expect.any(String) }),
      ]),
    });

    await other.goto("/account/login");
    await fillSignIn(other, text);
    await expect(other).toHaveURL(/\/gate$/);
    await expect(other.getByTestId("account-menu")).toBeVisible();

    await fillSignIn(armed, text);
    await expect(armed.getByRole("alert")).toContainText(codes["1315"]!);
    await expect(armed).toHaveURL(/\/account\/login/);
    await expect(armed.getByLabel(text.fields.email, { exact: true })).toHaveValue(CREATOR.email);
    // The fault was for one call: the next attempt signs in.
    await armed.getByRole("button", { name: text.login.submit, exact: true }).click();
    await expect(armed).toHaveURL(/\/gate$/);

    await armed.context().close();
    await other.context().close();
  });
}

/**
 * Every page with content, as a signed-in creator, against `npm run dev:shared` (vite's dev server,
 * the standalone mock server): each renders its content (a level-1 heading, no error, not-found or
 * empty placeholder view) and the browser logs no error. The journeys of the other specs run on the
 * in-browser mock; this proves the same pages work in the second dev mode.
 */
const TOUR = [
  "/gate",
  "/knowledge/home",
  "/knowledge/more?id=1",
  "/knowledge/detail?id=100001",
  "/gameworks/home",
  "/gameworks/more?id=1",
  "/gameworks/detail?id=500001",
  "/activity/token",
  "/document/token",
  "/inspect",
  "/cherrymarkdown",
  "/gatepet",
  "/editor/article",
  "/postproduct/image",
  "/application/editworks",
  "/personal/home",
  "/personal/guest?id=1002",
  "/application/main",
  "/application/api",
  "/testEditor",
];

/**
 * What "networkidle" is for a page load, after a navigation in the app: no request in flight for
 * half a second (the page's modules and its data have arrived).
 */
function networkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return () =>
    expect
      // Checked every 100 ms: the default intervals grow to 1 s, which overshot each page's quiet.
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= 500, {
        timeout: 30_000,
        intervals: [100],
      })
      .toBe(true);
}

for (const language of LANGUAGES) {
  test(`every content page renders in dev:shared mode (${language})`, async ({
    browser,
  }, testInfo) => {
    // A cold dev server transforms each page's modules on its first visit: 20 pages, two browsers
    // (one per language) at once, on two cores.
    test.setTimeout(300_000);
    const page = await sharedBrowser(browser, String(testInfo.project.use.baseURL), language);
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
    });

    await page.goto("/account/login");
    const text = catalogue<AccountTexts>(language, "accounts");
    await fillSignIn(page, text);
    await expect(page.getByTestId("account-menu")).toBeVisible();

    const quiet = networkQuiet(page);
    const main = page.locator("main#main");
    for (const path of TOUR) {
      // In the app, as its links go: the pages' own modules load, not the whole app again.
      await openInApp(page, path);
      await quiet();
      // A lazy page body (an editor, a tab) is transformed on its first request too.
      await expect(main.getByRole("heading", { level: 1 }).first(), path).toBeAttached({
        timeout: 30_000,
      });
      await expect(
        main.locator(
          '[data-testid="query-error"], [data-testid="crash"], [data-testid="not-found"], .app-page--placeholder',
        ),
        path,
      ).toHaveCount(0);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

/**
 * The upload queue's real progress (decisions.md §2: per-file progress from the upload's progress
 * events, not a timer), against `npm run dev:shared`: its mock server reads upload bodies at a
 * throttled rate (mocks/upload-throttle.ts: 1.5 MiB/s by default, 4 MiB/s in this suite), and the
 * browser's XMLHttpRequest reports its progress as the bytes leave (the in-browser mock cannot show
 * this: the service worker takes the whole body at once). The picture is nearly as large as the image post
 * page accepts (31088640 bytes): loopback socket buffers on the two hops (browser → vite's proxy →
 * mock server) take the first 8 MB or more at once and grow as the upload goes (a 9.7 MB picture
 * was seen going from 0 to 100 % at once), so only a larger body shows its progress move. The tile's
 * progress bar is sampled until the tile leaves "uploading": it must be seen at two or more
 * distinct values strictly between 0 and 100, never going back, before the tile is uploaded; then
 * the tile is ready. An upload that jumped straight to done would show at most one such value.
 */
interface ProgressSample {
  state: string | null;
  value: number | null;
  status: string | null;
}

/** The queue's one tile: its state, its progress bar's value and its status text, at one moment. */
const sampleTile = (page: Page) =>
  page.evaluate((): ProgressSample => {
    const tile = document.querySelector('[data-testid="upload-queue"] li[data-state]');
    const now = tile?.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow");
    return {
      state: tile?.getAttribute("data-state") ?? null,
      value: now == null ? null : Number(now),
      status: tile?.querySelector('[role="status"]')?.textContent ?? null,
    };
  });

const UPLOADING_STATES = [null, "wait", "uploading"];

for (const language of LANGUAGES) {
  test(`an upload's progress bar follows the bytes sent in dev:shared mode (${language})`, async ({
    browser,
  }, testInfo) => {
    // A cold dev server transforms the page's modules on their first request, beside the other
    // language's browser; the upload itself takes about 8 s (4 MiB/s: playwright.config.ts), then
    // 3 s as a success.
    test.setTimeout(180_000);
    const states = catalogue<{ state: Record<string, string> }>(language, "uploads").state;
    // 1920 × 1080 (the 1080P cap, platform.md §9) weighing ~29.8 MB, under the 31,088,640 bytes.
    const picture = {
      name: "noise.png",
      mimeType: "image/png",
      buffer: noisePng(1920, 1080, 29_800_000),
    };
    expect(picture.buffer.length).toBeGreaterThan(29_000_000);
    expect(picture.buffer.length).toBeLessThan(31_088_640);
    const page = await sharedBrowser(
      browser,
      String(testInfo.project.use.baseURL),
      language,
      CREATOR,
    );
    const quiet = networkQuiet(page);
    await page.goto("/postproduct/image");
    await expect(page.locator("main#main")).toBeVisible({ timeout: 60_000 });
    const input = page.getByTestId("upload-queue-input");
    await expect(input).toBeAttached({ timeout: 60_000 });
    // Every module has arrived (vite may reload the page once after optimising a dependency).
    await quiet();
    await expect(input).toBeAttached({ timeout: 30_000 });

    await input.setInputFiles(picture);
    const samples: ProgressSample[] = [];
    const deadline = Date.now() + 90_000;
    for (;;) {
      const sample = await sampleTile(page);
      samples.push(sample);
      if (!UPLOADING_STATES.includes(sample.state) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seen = samples.filter(
      (sample) => sample.state === "uploading" && sample.value !== null,
    ) as (ProgressSample & { value: number })[];
    const values = seen.map((sample) => sample.value);
    const midway = [...new Set(values.filter((value) => value > 0 && value < 100))];
    // Each value once, with how many samples in a row showed it (26×6: six samples at 26 %).
    const runs = values
      .reduce<[number, number][]>((all, value) => {
        const last = all.at(-1);
        if (last?.[0] === value) last[1] += 1;
        else all.push([value, 1]);
        return all;
      }, [])
      .map(([value, count]) => (count > 1 ? `${value}×${count}` : String(value)));
    const record = `progress seen: ${runs.join(", ")}; states: ${[
      ...new Set(samples.map((sample) => sample.state ?? "none")),
    ].join(" → ")}`;
    testInfo.annotations.push({ type: "upload progress", description: record });
    // The tile left "uploading" as uploaded, not failed or stuck.
    expect(samples.at(-1)!.state, record).toMatch(/^(success|ready)$/);
    expect(midway.length, record).toBeGreaterThanOrEqual(2);
    // Progress events only ever grow.
    expect(values, record).toEqual([...values].sort((a, b) => a - b));
    // The status says the same percentage, in the page's language.
    const percent = (value: number) => states.uploading!.replace("{{percent}}", String(value));
    expect(
      seen.some((sample) => sample.status === percent(sample.value)),
      record,
    ).toBe(true);

    const tile = page.getByTestId("upload-queue").locator("li[data-state]");
    await expect(tile).toHaveCount(1);
    await expect(tile).toHaveAttribute("data-state", "ready", { timeout: 30_000 });
    await expect(tile.getByRole("status")).toContainText(states.ready!);
    await expect(tile.locator("img")).toHaveAttribute("alt", picture.name);
    await page.context().close();
  });
}

/**
 * A state link on `npm run dev:shared` (docs/decisions/0079-state-links.md): the browser applies
 * its `?state=` sentences on the shared mock server before the page's first call, so the
 * forgotten-password page answers the daily e-mail limit for the address the link filled. The
 * address is the test's own, so the shared data of the other journeys is untouched.
 */
for (const language of LANGUAGES) {
  test(`a state link applies its sentences on the shared server (${language})`, async ({
    browser,
  }, testInfo) => {
    const text = catalogue<AccountTexts & { forget: { submit: string } }>(language, "accounts");
    const codes = catalogue<Record<string, string>>(language, "codes");
    const email = `state-link-${language}-${Date.now()}@example.com`;
    const page = await sharedBrowser(browser, String(testInfo.project.use.baseURL), language);

    const state = encodeURIComponent(`the mailbox of ${email} is full today`);
    await page.goto(`/account/forget?state=${state}`);
    await expect(page.getByLabel(text.fields.email, { exact: true })).toBeVisible();
    const mails = await page.request.get(`/__mock/mailbox?to=${encodeURIComponent(email)}`);
    expect(((await mails.json()) as { mails: unknown[] }).mails).toHaveLength(20);

    await page.getByLabel(text.fields.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: text.forget.submit, exact: true }).click();
    await expect(page.getByText(codes["1309"]!)).toBeVisible();
    await page.context().close();
  });
}

/**
 * Sandboxes on `npm run dev:shared` (docs/decisions/0081-sandboxes-on-the-shared-server.md): one
 * browser opens a link with `?sandbox=1` and a state; it works in its own copy of the data, so the
 * other browser (on the shared data) does not see that state, and a state the other applies on the
 * shared data does not reach the sandbox. The server counts the sandbox; leaving it (`?sandbox=0`)
 * puts the browser back on the shared data.
 */
test("a sandboxed browser and a shared one never see each other's data", async ({
  browser,
}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const boxed = await sharedBrowser(browser, baseURL, "en");
  const shared = await sharedBrowser(browser, baseURL, "en");
  const stamp = Date.now();
  const inBox = `boxed-${stamp}@example.com`;
  const onShared = `shared-${stamp}@example.com`;
  const mailsTo = async (page: Page, email: string) => {
    const answer = await page.request.get(`/__mock/mailbox?to=${encodeURIComponent(email)}`);
    return ((await answer.json()) as { mails: unknown[] }).mails.length;
  };
  const full = (email: string) => encodeURIComponent(`the mailbox of ${email} is full today`);

  await boxed.goto(`/account/forget?sandbox=1&state=${full(inBox)}`);
  await expect(boxed.locator("main#main")).toBeVisible();
  await shared.goto(`/account/forget?state=${full(onShared)}`);
  await expect(shared.locator("main#main")).toBeVisible();

  expect(await mailsTo(boxed, inBox)).toBe(20);
  expect(await mailsTo(shared, inBox)).toBe(0);
  expect(await mailsTo(shared, onShared)).toBe(20);
  expect(await mailsTo(boxed, onShared)).toBe(0);
  const info = (await (await shared.request.get("/__mock/sandboxes")).json()) as {
    count: number;
    bytes: number;
  };
  expect(info.count).toBeGreaterThanOrEqual(1);
  expect(info.bytes).toBeGreaterThan(0);

  await boxed.goto("/account/forget?sandbox=0");
  await expect(boxed.locator("main#main")).toBeVisible();
  expect(await mailsTo(boxed, onShared)).toBe(20);
  expect(await mailsTo(boxed, inBox)).toBe(0);
  await boxed.context().close();
  await shared.context().close();
});
