import { OverlayToaster, type Toaster } from "@blueprintjs/core";

let toaster: Promise<Toaster> | undefined;
let host: HTMLElement | undefined;

/**
 * The single OverlayToaster, created on first use at the top of the page, in a host of its own.
 * A host no longer in the document (its document replaced, as each test file's is) gets a new
 * toaster: toasts shown into a detached host would never be seen.
 */
export function getToaster(): Promise<Toaster> {
  if (!host?.isConnected) {
    host = document.body.appendChild(document.createElement("div"));
    toaster = OverlayToaster.create(
      { position: "top", maxToasts: 3, className: "app-toaster" },
      { container: host },
    );
  }
  return toaster!;
}

export const hasToaster = (): boolean => toaster !== undefined && host?.isConnected === true;
