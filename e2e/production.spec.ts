/**
 * The end users' build as production serves it (project "production" of playwright.config.ts:
 * `npm run serve:production`, nginx with deploy/nginx/nginx.conf.template, in front of the
 * standalone mock server the dev-shared project also uses). No mock code is in this build: every
 * call goes through nginx to the backend.
 *
 * - The server: HTTPS with HTTP/2 and HSTS (plain HTTP redirects), deep links fall back to the app, index.html is revalidated, hashed assets are
 *   immutable and compressed, the security headers are on every page, and the API's underscore
 *   headers reach the backend.
 * - The app, in both languages: sign-in through the form, signed-in pages, the framed pet page and
 *   the console's socket, with 0 Content-Security-Policy violations and no console error.
 */
import { expect, test, type Page } from "@playwright/test";
import { catalogue, CREATOR, LANGUAGES, SERVED_SECURITY_HEADERS, useLanguage } from "./fixtures";

/** Where serve:production answers plain HTTP (playwright.config.ts gives it PROD_HTTP_PORT). */
const PRODUCTION_HTTP_URL = process.env.E2E_PRODUCTION_HTTP_URL!;

interface AccountTexts {
  fields: { email: string; password: string };
  login: { submit: string };
}

/** Every CSP violation and console error of the page, collected from its first script on. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return problems;
}

test("nginx: HTTPS with HTTP/2 and HSTS; plain HTTP redirects to it", async ({ page, request }) => {
  // The browser's own reading of the protocol: HTTP/2 for the page and every asset it loads.
  await page.goto("/gate");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const protocols = await page.evaluate(() =>
    performance
      .getEntriesByType("navigation")
      .concat(performance.getEntriesByType("resource"))
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  );
  expect(protocols.length).toBeGreaterThan(1);
  expect(new Set(protocols)).toEqual(new Set(["h2"]));
  expect(page.url()).toMatch(/^https:/);

  const answer = await request.get("/gate");
  expect(answer.headers()["strict-transport-security"]).toBe("max-age=31536000");

  const plain = await request.get(`${PRODUCTION_HTTP_URL}/knowledge/more?id=1`, {
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(301);
  expect(plain.headers()["location"]).toBe(`${new URL(page.url()).origin}/knowledge/more?id=1`);
});

test("nginx: deep links, caching, compression, security headers and the API's headers", async ({
  request,
}) => {
  const page = await request.get("/knowledge/more?id=1");
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers["content-type"]).toContain("text/html");
  expect(headers["cache-control"]).toBe("no-cache");
  expect(headers).toMatchObject(SERVED_SECURITY_HEADERS);
  expect(headers["permissions-policy"]).toContain("camera=()");
  const csp = headers["content-security-policy"]!;
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "connect-src 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  // Scripts from the app's files and index.html's own inline script by its hash: no
  // 'unsafe-inline', no 'unsafe-eval'.
  const scriptSrc = csp
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src"));
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')*$/);

  // The pet generator's own page may be framed by the app, and by nothing else.
  const frame = await request.get("/gatepet/frame");
  expect(frame.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");

  const script = (await page.text()).match(/src="(\/assets\/index-[\w-]+\.js)"/)![1]!;
  const asset = await request.get(script, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
  expect((await request.get("/assets/missing-0000.js")).status()).toBe(404);

  // A call that needs the session's user_id and verify_session headers: refused without them,
  // answered with them (nginx passes headers with underscores on).
  const login = await request.post("/api/auth/accountlogin", {
    data: { email: CREATOR.email, user_password: CREATOR.password },
  });
  const { data: user } = (await login.json()) as {
    data: { user_id: string; verify_session: string };
  };
  const followees = (headers: Record<string, string>) =>
    request
      .post("/api/sns/user/getfollowee", { headers, data: { comm_limit: 300, comm_offset: 0 } })
      .then(async (answer) => ((await answer.json()) as { code: number }).code);
  expect(await followees({})).not.toBe(0);
  expect(await followees({ user_id: user.user_id, verify_session: user.verify_session })).toBe(0);
});

for (const language of LANGUAGES) {
  test(`the production build works for a signed-in user with 0 CSP violations (${language})`, async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    await useLanguage(page, language);
    const text = catalogue<AccountTexts>(language, "accounts");

    await page.goto("/gate");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/account/login");
    await page.getByLabel(text.fields.email, { exact: true }).fill(CREATOR.email);
    await page.getByLabel(text.fields.password, { exact: true }).fill(CREATOR.password);
    await page.getByRole("button", { name: text.login.submit, exact: true }).click();
    await expect(page).not.toHaveURL(/\/account\/login/);

    for (const path of [
      "/personal/home",
      "/knowledge/home",
      "/gameworks/home",
      "/knowledge/detail?id=100001",
      "/application/main",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    }

    // The pet generator frames the app's own page (frame-src 'self', frame-ancestors 'self').
    await page.goto("/gatepet");
    await expect(
      page.frameLocator("iframe").first().getByRole("heading", { level: 1 }),
    ).toBeVisible();

    // The console's socket is proxied by nginx (Upgrade) to the backend, over TLS.
    const opened = await page.evaluate(
      (uid) =>
        new Promise<boolean>((resolve) => {
          const socket = new WebSocket(`wss://${location.host}/ws/groupchat`, uid);
          socket.onopen = () => {
            socket.close();
            resolve(true);
          };
          socket.onerror = () => resolve(false);
        }),
      "1001",
    );
    expect(opened).toBe(true);

    expect(problems).toEqual([]);
  });
}
