/**
 * npm test: every check. Each step is an npm script, so any one can be run alone. Every step runs
 * even after a failure, so one run reports everything; the exit code is non-zero when any step
 * failed.
 *
 * The machine has two cores. Single-threaded steps run side by side (each stage's lanes at once,
 * the steps of a lane one after another); the steps that use both cores themselves (the unit
 * tests, playwright) run alone. Output of a lane is buffered and printed whole when the lane
 * ends, so the log reads step by step.
 *
 * The app is built twice, once per mode, and each build is measured or served without building
 * again: check:production builds dist/ (check:first-paint measures it: the JS and the requests
 * before each page's largest paint, decision 0089; bench:bundle is a report, run on its own);
 * build:mock builds dist-mock/ (playwright serves it: E2E_PREBUILT=1 skips its own build).
 */
import { spawn } from "node:child_process";

type Step = string | [script: string, ...args: string[]];
type Lane = Step[];
/** Stages run one after another; the lanes of a stage run side by side. */
const stages: Lane[][] = [
  // check:generated rewrites src/generated in place: nothing else may read it meanwhile (a lint
  // lane beside it once read a file half-written and failed).
  [["lint:spec", "check:generated"]],
  // Three single-threaded lanes on two cores: the contracts no longer wait for a stage of their
  // own (~40 s), and the two builds follow the typecheck, the shortest lane.
  [
    ["typecheck", "check:production", "check:first-paint", "build:mock"],
    ["lint"],
    ["test:contracts"],
  ],
  [["test:unit"]],
  [["test:e2e"]],
];

const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: "true",
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  E2E_PREBUILT: "1",
  FORCE_COLOR: process.env.CI ? "0" : (process.env.FORCE_COLOR ?? "1"),
};

interface Result {
  step: string;
  ok: boolean;
  seconds: number;
}

function runStep(entry: Step, buffered: boolean): Promise<Result & { output: string }> {
  const [step, ...args] = typeof entry === "string" ? [entry] : entry;
  const argv = ["run", "--silent", step, ...(args.length > 0 ? ["--", ...args] : [])];
  const header = `\n━━ npm ${argv.filter((a) => a !== "--silent").join(" ")}\n`;
  const started = Date.now();
  if (!buffered) process.stdout.write(header);
  return new Promise((resolve) => {
    const child = spawn("npm", argv, { env, stdio: buffered ? "pipe" : "inherit" });
    let output = buffered ? header : "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) =>
      resolve({ step, ok: status === 0, seconds: (Date.now() - started) / 1000, output }),
    );
  });
}

async function runLane(lane: Lane, buffered: boolean): Promise<Result[]> {
  const results: Result[] = [];
  for (const entry of lane) {
    const { output, ...result } = await runStep(entry, buffered);
    if (buffered) process.stdout.write(output);
    results.push(result);
  }
  return results;
}

const results: Result[] = [];
const started = Date.now();
for (const lanes of stages) {
  const buffered = lanes.length > 1;
  for (const laneResults of await Promise.all(lanes.map((lane) => runLane(lane, buffered)))) {
    results.push(...laneResults);
  }
}
console.log("\n━━ summary");
for (const { step, ok, seconds } of results) {
  console.log(`${ok ? "ok  " : "FAIL"}  ${step.padEnd(18)} ${seconds.toFixed(1)} s`);
}
console.log(`      ${"total (wall)".padEnd(18)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
