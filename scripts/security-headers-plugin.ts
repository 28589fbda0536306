/**
 * The security headers in vite's dev and preview servers (docs/decisions/0057), as nginx sends them in
 * production (scripts/content-security-policy.ts), with two additions for the people who use them:
 * - the mock runtimes' "default" Trusted Types policy (the mock backend's worker script);
 * - `report-uri /__csp-report`: the browser reports every CSP or Trusted Types violation to the
 *   server, which prints it in the terminal and, when CSP_REPORT_FILE names a file, appends it
 *   there as a line of JSON (the browser suite asserts that file stays empty: e2e/global-teardown.ts).
 *
 * Development serves an index.html vite transforms per request (its React preamble is an inline
 * script): the policy is made from the HTML on its way out; it also lets vite's client start its
 * reconnection ping as a blob: worker (mocks/trusted-types-default.ts). Preview serves the built index.html:
 * the policy is made from that file.
 */
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, resolve } from "node:path";
import type { Connect, Logger, Plugin } from "vite";
import {
  contentSecurityPolicy,
  frameAncestorsOf,
  SECURITY_HEADERS,
} from "./content-security-policy.ts";

export const CSP_REPORT_PATH = "/__csp-report";
const REPORT_LIMIT = 64 * 1024;

/** The fields of a browser's violation report (report-uri's "csp-report") this file reads. */
export interface ViolationReport {
  "document-uri"?: string;
  "violated-directive"?: string;
  "effective-directive"?: string;
  "blocked-uri"?: string;
  "script-sample"?: string;
  "source-file"?: string;
  "line-number"?: number;
}

/** One line for a person: what was refused, where. */
export const describeViolation = (report: ViolationReport) =>
  [
    report["effective-directive"] ?? report["violated-directive"],
    report["blocked-uri"],
    report["script-sample"] ? `"${report["script-sample"]}"` : "",
    `on ${report["document-uri"]}`,
    report["source-file"] ? `(${report["source-file"]}:${report["line-number"]})` : "",
  ]
    .filter(Boolean)
    .join(" ");

const pathOf = (req: IncomingMessage) => new URL(req.url ?? "/", "http://localhost").pathname;

function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/** POST /__csp-report: a violation, printed and (with CSP_REPORT_FILE) written down. */
function reportCollector(logger: Logger): Connect.NextHandleFunction {
  const file = process.env.CSP_REPORT_FILE ? resolve(process.env.CSP_REPORT_FILE) : undefined;
  return (req, res, next) => {
    if (pathOf(req) !== CSP_REPORT_PATH || req.method !== "POST") return next();
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      if (body.length < REPORT_LIMIT) body += chunk;
    });
    req.on("end", () => {
      res.statusCode = 204;
      res.end();
      let report: ViolationReport;
      try {
        report = (JSON.parse(body) as { "csp-report"?: ViolationReport })["csp-report"] ?? {};
      } catch {
        report = { "script-sample": body.slice(0, 200) };
      }
      logger.warn(`[csp] violation: ${describeViolation(report)}`, { timestamp: true });
      if (file) {
        mkdirSync(dirname(file), { recursive: true });
        appendFileSync(file, `${JSON.stringify(report)}\n`);
      }
    });
  };
}

export function securityHeaders({ mock }: { mock: boolean }): Plugin {
  const policyFor = (path: string, indexHtml: string, devServer: boolean) =>
    contentSecurityPolicy({
      frameAncestors: frameAncestorsOf(path),
      indexHtml,
      mock,
      devServer,
      reportUri: CSP_REPORT_PATH,
    });

  return {
    name: "gamecraft:security-headers",
    configureServer(server) {
      server.middlewares.use(reportCollector(server.config.logger));
      server.middlewares.use((req, res, next) => {
        setSecurityHeaders(res);
        // The address asked for: vite's HTML fallback rewrites req.url to /index.html on the way.
        const path = pathOf(req);
        const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
        res.end = ((...args: unknown[]) => {
          const [chunk] = args;
          const type = String(res.getHeader("Content-Type") ?? "");
          if (!res.headersSent && type.includes("text/html") && chunk != null) {
            res.setHeader("Content-Security-Policy", policyFor(path, String(chunk), true));
          }
          return end(...args);
        }) as ServerResponse["end"];
        next();
      });
    },
    configurePreviewServer(server) {
      const indexFile = resolve(server.config.root, server.config.build.outDir, "index.html");
      // The built page does not change while preview runs: one policy per frame-ancestors value,
      // made on the first request (the build may finish after the server starts).
      const policies = new Map<string, string>();
      const policyOf = (path: string) => {
        const ancestors = frameAncestorsOf(path);
        let policy = policies.get(ancestors);
        if (!policy) {
          policy = policyFor(path, readFileSync(indexFile, "utf8"), false);
          policies.set(ancestors, policy);
        }
        return policy;
      };
      server.middlewares.use(reportCollector(server.config.logger));
      server.middlewares.use((req, res, next) => {
        setSecurityHeaders(res);
        res.setHeader("Content-Security-Policy", policyOf(pathOf(req)));
        next();
      });
    },
  };
}
