/**
 * npm run serve:production — the end users' build served as production serves it: nginx (Debian's
 * package, installed here when missing) with deploy/nginx/nginx.conf.template, in front of a
 * backend. Without BACKEND_URL it starts the standalone mock server and proxies to it, so the
 * production build runs with no real server.
 *
 * It serves HTTPS with HTTP/2 and HSTS; plain HTTP redirects to it (docs/decisions/0078).
 *
 * Environment:
 * - PROD_PORT (8443): where nginx serves HTTPS (HTTP/2).
 * - PROD_HTTP_PORT (8080): where plain HTTP answers with a redirect to PROD_PORT.
 * - TLS_CERT, TLS_KEY: the certificate and its key (PEM files). When either is absent, a
 *   self-signed certificate for localhost is generated at start (openssl) and reused while valid.
 * - BACKEND_URL: the API server to proxy /api, /log, /comfyui, /ws, /__upload and /__files to;
 *   when absent, the mock server is started on MOCK_PORT (4473).
 * - PRODUCTION_OUT (dist): the build to serve; built first when it has no index.html.
 *
 * Ctrl-C stops nginx and the mock server.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildProduction, PRODUCTION_OUT } from "./production-build";
import { childGroup } from "./child-group";
import {
  contentSecurityPolicy,
  FRAMED_PATH,
  frameAncestorsOf,
  SECURITY_HEADERS,
} from "./content-security-policy";

const PORT = Number(process.env.PROD_PORT ?? 8443);
const HTTP_PORT = Number(process.env.PROD_HTTP_PORT ?? 8080);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4473);
const BACKEND = process.env.BACKEND_URL ?? `http://127.0.0.1:${MOCK_PORT}`;
const ROOT = resolve(PRODUCTION_OUT);
const PREFIX = resolve(`node_modules/.nginx-${PORT}`);
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
/** Debian's packages: nginx-light has gzip; the brotli filter is a module of its own. */
const PACKAGES = ["nginx-light", "libnginx-mod-http-brotli-filter"];

const nginxBinary = () =>
  ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path)) ??
  (spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim() || undefined);

function ensureNginx(): string {
  const found = nginxBinary();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(`serve:production needs nginx: sudo apt-get install -y ${PACKAGES.join(" ")}`);
    process.exit(1);
  }
  console.log(`serve:production: installing ${PACKAGES.join(", ")} (Debian)`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "-qq", ...PACKAGES], { stdio: "inherit", env }).status;
  if (install() !== 0) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (install() !== 0) process.exit(1);
  }
  return nginxBinary() ?? process.exit(1);
}

/** One year; browsers ignore it over a certificate they had to be told to accept. */
const HSTS = "max-age=31536000";

/**
 * The certificate nginx serves: TLS_CERT and TLS_KEY when both are given, otherwise a self-signed
 * one for localhost and 127.0.0.1, generated once into nginx's prefix and reused while it is
 * valid for at least another day.
 */
function certificate(): { cert: string; key: string } {
  const given = { cert: process.env.TLS_CERT, key: process.env.TLS_KEY };
  if (given.cert && given.key) {
    for (const file of [given.cert, given.key]) {
      if (!existsSync(file)) {
        console.error(`serve:production: ${file} (TLS_CERT/TLS_KEY) does not exist`);
        process.exit(1);
      }
    }
    return { cert: resolve(given.cert), key: resolve(given.key) };
  }
  const dir = `${PREFIX}/tls`;
  const own = { cert: `${dir}/localhost.crt`, key: `${dir}/localhost.key` };
  const valid =
    existsSync(own.cert) &&
    existsSync(own.key) &&
    spawnSync("openssl", ["x509", "-checkend", "86400", "-noout", "-in", own.cert]).status === 0;
  if (valid) return own;
  mkdirSync(dir, { recursive: true });
  const made = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "30", "-sha256"],
      ...["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ...["-keyout", own.key, "-out", own.cert],
    ],
    // openssl prints its key generation's progress on stderr: shown only when it fails.
    { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  if (made.status !== 0) {
    console.error(made.stderr);
    console.error(
      "serve:production: openssl could not make a certificate; set TLS_CERT and TLS_KEY",
    );
    process.exit(1);
  }
  console.log(
    "serve:production: a self-signed certificate for localhost (TLS_CERT/TLS_KEY for a real one)",
  );
  return own;
}

function writeConfig(): string {
  const host = new URL(BACKEND).host;
  const brotli = existsSync(BROTLI_MODULE);
  const indexHtml = readFileSync(`${ROOT}/index.html`, "utf8");
  const tls = certificate();
  const values: Record<string, string> = {
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : "",
    BROTLI: brotli
      ? "brotli on; brotli_comp_level 5; brotli_types text/css application/javascript text/javascript application/json image/svg+xml application/manifest+json;"
      : "",
    PREFIX,
    PORT: String(PORT),
    HTTP_PORT: String(HTTP_PORT),
    TLS_CERT: tls.cert,
    TLS_KEY: tls.key,
    HSTS,
    ROOT,
    BACKEND: BACKEND.replace(/\/$/, ""),
    CSP: contentSecurityPolicy({ frameAncestors: frameAncestorsOf("/"), indexHtml }),
    CSP_FRAME: contentSecurityPolicy({ frameAncestors: frameAncestorsOf(FRAMED_PATH), indexHtml }),
    REFERRER_POLICY: SECURITY_HEADERS["Referrer-Policy"],
    PERMISSIONS_POLICY: SECURITY_HEADERS["Permissions-Policy"],
  };
  const template = readFileSync(resolve("deploy/nginx/nginx.conf.template"), "utf8");
  const config = template.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: unknown placeholder ${name}`);
    return values[name]!;
  });
  mkdirSync(PREFIX, { recursive: true });
  const file = `${PREFIX}/nginx.conf`;
  writeFileSync(file, config);
  console.log(
    `serve:production: https://localhost:${PORT} (HTTP/2; http://localhost:${HTTP_PORT} redirects) → ${ROOT}, backend ${host}`,
  );
  return file;
}

const group = childGroup();

const nginx = ensureNginx();
if (!existsSync(`${ROOT}/index.html`)) {
  console.log(`serve:production: building ${PRODUCTION_OUT}/ first`);
  await buildProduction();
}
const config = writeConfig();
const test = spawnSync(nginx, ["-t", "-q", "-p", PREFIX, "-c", config], { stdio: "inherit" });
if (test.status !== 0) process.exit(1);

if (!process.env.BACKEND_URL) {
  group.add(
    spawn("npm", ["run", "--silent", "mock:server"], {
      stdio: "inherit",
      env: { ...process.env, MOCK_PORT: String(MOCK_PORT), MOCK_HOST: "127.0.0.1" },
    }),
  );
}
group.add(spawn(nginx, ["-p", PREFIX, "-c", config], { stdio: "inherit" }));
