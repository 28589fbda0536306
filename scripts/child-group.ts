/**
 * Processes a script runs together (a server and what it fronts): when one exits, or the script is
 * interrupted (Ctrl-C, SIGTERM), the others are stopped and the script exits with the first code.
 */
import type { ChildProcess } from "node:child_process";

export function childGroup(): { add(child: ChildProcess): ChildProcess } {
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    process.exitCode = code;
  };
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  return {
    add(child) {
      child.on("exit", (code) => stop(code ?? 0));
      children.push(child);
      return child;
    },
  };
}
