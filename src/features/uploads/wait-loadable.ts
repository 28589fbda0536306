/**
 * Waits up to `timeoutMs` for an uploaded image's URL to load (platform.md §4: storage may serve a
 * new object a moment after the upload answered). Resolves true once it loads, false when the time
 * is up (the queue goes on either way; the tile then shows the image as soon as it loads).
 */
import { uploadTimings } from "./upload-constants";

export function waitUntilLoadable(
  url: string,
  timeoutMs = uploadTimings.loadableMs,
  signal?: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(retry);
      resolve(ok);
    };
    const deadline = setTimeout(() => finish(false), timeoutMs);
    signal?.addEventListener("abort", () => finish(false), { once: true });
    const attempt = (n: number) => {
      const image = new Image();
      image.onload = () => finish(true);
      image.onerror = () => {
        if (!settled) retry = setTimeout(() => attempt(n + 1), uploadTimings.loadableRetryMs);
      };
      image.src = n === 0 ? url : `${url}${url.includes("?") ? "&" : "?"}retry=${n}`;
    };
    attempt(0);
  });
}
