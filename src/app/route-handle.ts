import type { AppResources } from "@/lib/i18n-types";
import type { Namespace } from "@/lib/i18n";
import type { Access } from "./guards";

export type TitleId = keyof AppResources["common"]["titles"];

/** What a route declares for the shell: its page title (the progress bar and document.title use it). */
export interface RouteHandle {
  title?: TitleId;
  /** The catalogues its page shows beyond the shell's (loaded with its code; bench:bundle counts them). */
  namespaces?: readonly Namespace[];
  /** Who may open it (its guard): the accessibility suite visits each page as that user. */
  access?: Access;
}
