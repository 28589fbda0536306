/** The console group: the internal AI test console on /inspect. */
import { beforeAll, vi } from "vitest";
import { preloadConsole } from "../console/harness";
import { walkTriggers } from "./walk";
import { consoleTriggers } from "./triggers/console";

beforeAll(async () => {
  await preloadConsole();
  // jsdom has no object URLs; the audio players need one.
  URL.createObjectURL = vi.fn(() => "blob:console-test");
  URL.revokeObjectURL = vi.fn();
}, 60_000);

walkTriggers(consoleTriggers);
