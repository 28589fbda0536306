/**
 * The mock runtimes' "default" Trusted Types policy (src/lib/trusted-types.ts): a script URL
 * handed to the browser as a string passes only when it is
 * - the mock backend's own service worker script (MSW registers it by its address), or
 * - in vite's dev server, a blob: of this page: vite's client pings a restarted server from a
 *   shared worker it writes into a blob (the dev server's CSP allows blob: workers for it).
 * Anything else is refused (null), which the browser reports as a violation. No HTML or script
 * strings pass: the app makes those with its named policies.
 */
import type { TrustedTypesWindow } from "trusted-types/lib";

export function installMockDefaultPolicy({ workerScript }: { workerScript?: string }): void {
  const factory = (window as unknown as TrustedTypesWindow).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  const origin = window.location.origin;
  const worker = workerScript ? new URL(workerScript, window.location.href).href : undefined;
  const allowed = (input: string) => {
    const url = new URL(input, window.location.href);
    if (url.href === worker) return true;
    return import.meta.env.DEV && url.protocol === "blob:" && url.origin === origin;
  };
  factory.createPolicy("default", {
    createScriptURL: (input: string) => (allowed(input) ? input : (null as unknown as string)),
  });
}
