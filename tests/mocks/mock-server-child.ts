/**
 * `npm run mock:server` as a child process in its own process group (so a signal to -pid reaches
 * tsx and its node process), answering the URL it listens on once it says so.
 */
import { spawn, type ChildProcess } from "node:child_process";

export async function spawnMockServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn("node_modules/.bin/tsx", ["mocks/server.ts"], {
    env: { ...process.env, MOCK_PORT: "0", MOCK_HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the mock server did not start:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /listening on (http:\/\/\S+)/.exec(output);
      if (started) {
        clearTimeout(timer);
        resolve(started[1]!);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", () => reject(new Error(`the mock server exited:\n${output}`)));
  });
  return { child, url };
}
