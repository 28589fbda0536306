import { OverlayToaster, type Toaster } from "@blueprintjs/core";

let toaster: Promise<Toaster> | undefined;

/** The single OverlayToaster, created on first use at the top of the page. */
export function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: "top", maxToasts: 3, className: "app-toaster" });
  return toaster;
}

export const hasToaster = (): boolean => toaster !== undefined;
