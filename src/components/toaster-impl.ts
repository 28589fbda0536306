import { OverlayToaster, type Toaster } from "@blueprintjs/core";

let toaster: Promise<Toaster> | undefined;
/** The toaster's own element; the toaster exists while it is in the document. */
let host: HTMLElement | undefined;

export const hasToaster = (): boolean => host?.isConnected === true;

/**
 * The single OverlayToaster, created on first use at the top of the page, in a host of its own.
 * A host no longer in the document (its document replaced, as each test file's is) gets a new
 * toaster: toasts shown into a detached host would never be seen.
 */
export function getToaster(): Promise<Toaster> {
  if (!toaster || !hasToaster()) {
    host = document.body.appendChild(document.createElement("div"));
    toaster = OverlayToaster.create(
      { position: "top", maxToasts: 3, className: "app-toaster" },
      { container: host },
    );
  }
  return toaster;
}
