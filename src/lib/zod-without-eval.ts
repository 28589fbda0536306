/**
 * zod compiles its object checks with `new Function` when it may, and finds out whether it may by
 * trying, as it builds each object schema. Under the app's CSP (no eval) and Trusted Types
 * (src/lib/trusted-types.ts) that try is refused and reported as a violation. parseWithoutEval
 * switches the compiling off ("jitless"); it must run before the first schema is built: the
 * console's frames call it above their schemas, main.tsx before it loads the mock backend.
 */
import { config } from "zod/mini";

export function parseWithoutEval(): void {
  config({ jitless: true });
}
