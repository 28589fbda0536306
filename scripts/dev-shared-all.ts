/**
 * npm run dev:shared:all — the standalone mock server and vite in shared mode together: several
 * browsers and users share one mock state, and a ?mock= link arms its fault for the browser that
 * opened it only (docs/decisions/0032). Ctrl-C stops both; when one stops, the other does too.
 */
import { spawn, type ChildProcess } from "node:child_process";

const children: ChildProcess[] = [];
let stopping = false;

function run(script: string): ChildProcess {
  const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit", env: process.env });
  child.on("exit", (code) => stop(code ?? 0));
  children.push(child);
  return child;
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
run("mock:server");
run("dev:shared");
