/**
 * The security headers of the preview server (the dev server makes the same from the same module,
 * scripts/security-headers-plugin.ts) and Trusted Types at work (docs/decisions/0057), in both
 * languages:
 * - the headers: a CSP with no inline script but index.html's own by hash, no eval, Trusted Types
 *   required with exactly the app's policies (and the mock runtime's worker policy), violations
 *   reported to the server; nosniff, Referrer-Policy, Permissions-Policy;
 * - in a page: an HTML string written to a sink and a policy of another name are refused,
 *   and their reports reach the server's file, which the global teardown reads for every other
 *   page of the suite (e2e/csp-reports.ts).
 * The sanitised bodies, the editor (initial content and pasted HTML) and the mock backend's worker
 * work under these headers in every other journey; production's nginx: e2e/production.spec.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { CSP_REPORTS_ENV, DELIBERATE_VIOLATION } from "./csp-reports";
import { catalogue, LANGUAGES, SERVED_SECURITY_HEADERS, settled, useLanguage } from "./fixtures";
import { MOCK_TRUSTED_TYPES_POLICIES, TRUSTED_TYPES_POLICIES } from "../src/lib/trusted-types";

const directivesOf = (policy: string) =>
  new Map(
    policy.split(";").map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name!, values.join(" ")];
    }),
  );

/** The violations of the deliberate kind the server wrote down for pages at this address. */
function reportsFrom(address: string): string[] {
  const file = process.env[CSP_REPORTS_ENV];
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.includes(DELIBERATE_VIOLATION))
    .map((line) => JSON.parse(line) as { "document-uri": string; "script-sample"?: string })
    .filter((report) => report["document-uri"].endsWith(address))
    .map((report) => report["script-sample"] ?? "");
}

test("the preview server sends the security headers, Trusted Types required", async ({
  request,
}) => {
  const page = await request.get("/knowledge/home");
  const headers = page.headers();
  expect(headers).toMatchObject(SERVED_SECURITY_HEADERS);
  expect(headers["permissions-policy"]).toContain("camera=()");
  const directives = directivesOf(headers["content-security-policy"]!);
  expect(directives.get("script-src")).toMatch(/^'self'( 'sha256-[\w+/=]+')* 'report-sample'$/);
  expect(directives.get("object-src")).toBe("'none'");
  expect(directives.get("base-uri")).toBe("'none'");
  expect(directives.get("frame-ancestors")).toBe("'none'");
  expect(directives.get("connect-src")).toBe("'self'");
  expect(directives.get("require-trusted-types-for")).toBe("'script'");
  expect(directives.get("trusted-types")).toBe(
    [...TRUSTED_TYPES_POLICIES, ...MOCK_TRUSTED_TYPES_POLICIES].join(" "),
  );
  expect(directives.get("report-uri")).toBe("/__csp-report");

  const framed = await request.get("/gatepet/frame");
  expect(directivesOf(framed.headers()["content-security-policy"]!).get("frame-ancestors")).toBe(
    "'self'",
  );
});

for (const language of LANGUAGES) {
  test(`an HTML string and a stray policy are refused and reported (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    const address = `/knowledge/home?probe=${language}`;
    await page.goto(address);
    await settled(page);
    const nav = catalogue<{ tabs: { knowledge: string } }>(language, "nav");
    // The page itself works under the policy: its mock backend's worker answers, its cards' titles
    // are read from HTML (the "inert-html" policy).
    await expect(page.getByRole("link", { name: nav.tabs.knowledge }).first()).toBeVisible();
    await expect(page.getByTestId("article-card").first()).toBeVisible({ timeout: 20_000 });

    const marker = `${DELIBERATE_VIOLATION}-${language}`;
    const outcome = await page.evaluate((text) => {
      const attempts: Record<string, () => void> = {
        html: () => {
          document.createElement("div").innerHTML = `<b>${text}</b>`;
        },
        policy: () => {
          (
            window as unknown as { trustedTypes: { createPolicy(name: string, o: object): void } }
          ).trustedTypes.createPolicy(text, {});
        },
      };
      return Object.fromEntries(
        Object.entries(attempts).map(([name, attempt]) => {
          try {
            attempt();
            return [name, "allowed"];
          } catch (error) {
            return [name, error instanceof Error ? error.name : String(error)];
          }
        }),
      );
    }, marker);
    // (Eval is not tried here: code the test evaluates is exempt from the page's CSP. The header
    // above has no 'unsafe-eval'.)
    expect(outcome).toEqual({ html: "TypeError", policy: "TypeError" });

    // Each reached the server as a report (what the suite's teardown counts for every page).
    await expect
      .poll(() => reportsFrom(address).join("\n"))
      .toMatch(/Element innerHTML\|<b>csp-probe-deliberate/);
    await expect.poll(() => reportsFrom(address)).toContain(marker);
  });
}
