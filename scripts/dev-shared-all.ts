/**
 * npm run dev:shared:all — the standalone mock server and vite in shared mode together: several
 * browsers and users share one mock state, and a ?mock= link arms its fault for the browser that
 * opened it only (docs/decisions/0032). Ctrl-C stops both; when one stops, the other does too.
 */
import { spawn } from "node:child_process";
import { childGroup } from "./child-group";

const group = childGroup();
const run = (script: string) =>
  group.add(spawn("npm", ["run", "--silent", script], { stdio: "inherit", env: process.env }));

run("mock:server");
run("dev:shared");
