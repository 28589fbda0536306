/**
 * The upload queue, loaded with its texts when a host first shows it (docs/decisions/0034): what
 * the routes give the editors and the profile dialog as their file fields.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { loadNamespaces } from "@/lib/i18n";
import type { UploadQueueProps } from "./upload-queue";

const UploadQueue = lazy(() =>
  Promise.all([import("./upload-queue"), loadNamespaces(["uploads"])]).then(([module]) => ({
    default: module.UploadQueue,
  })),
);

export function LazyUploadQueue({
  fallback,
  ...props
}: UploadQueueProps & {
  /** Shown while the queue loads (the list's label unless given; no spinner: it would weigh on
   * the route's first load). */
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback ?? <span className="bp6-label">{props.label}</span>}>
      <UploadQueue {...props} />
    </Suspense>
  );
}
