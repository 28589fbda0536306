/**
 * The namespaces the shell itself shows (navigation, footer, error views, result-code messages):
 * loaded before the first render. A page's own load with its route (docs/decisions/0043). Kept
 * apart from i18n.ts so that build scripts (bench:bundle) can read it without the runtime.
 */
import type { AppResources } from "./i18n-types";

export type Namespace = keyof AppResources & string;

export const SHELL_NAMESPACES = ["common", "nav", "errors", "codes"] as const satisfies Namespace[];
