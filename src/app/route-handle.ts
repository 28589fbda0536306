import type { AppResources } from "@/lib/i18n-types";

export type TitleId = keyof AppResources["common"]["titles"];

/** What a route declares for the shell: its page title (the progress bar and document.title use it). */
export interface RouteHandle {
  title?: TitleId;
}
