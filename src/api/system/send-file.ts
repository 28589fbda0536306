/**
 * Sends a file's bytes to the upload target initUploadLsCos answered, with real progress: fetch
 * has no upload progress, so this uses XMLHttpRequest and its upload "progress" events
 * (platform.md §4, decisions.md §2). Aborting the signal aborts the request (cancel in flight).
 *
 * Progress is what the browser reports: bytes handed to the network. Against `npm run dev:shared`
 * the mock server reads the body at a throttled rate (MOCK_UPLOAD_BYTES_PER_SECOND), so the bar
 * moves; in the in-browser mock (MSW service worker) the browser hands the whole body to the worker
 * at once, so progress jumps to 100 % and the wait is the answer's (see tests/uploads/README.md).
 */
export interface SendFileRequest {
  url: string;
  method: "PUT" | "POST";
  headers: Record<string, string>;
  body: Blob;
  /** loaded / total, 0…1, as the browser reports it. */
  onProgress(fraction: number): void;
  signal?: AbortSignal;
}

export class UploadFailedError extends Error {
  constructor(
    readonly kind: "status" | "network" | "timeout",
    readonly status = 0,
  ) {
    super(`upload failed (${kind}${status ? ` ${status}` : ""})`);
    this.name = "UploadFailedError";
  }
}

export const isAbortError = (error: unknown) =>
  error instanceof DOMException && error.name === "AbortError";

export function sendFile({ url, method, headers, body, onProgress, signal }: SendFileRequest) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new UploadFailedError("status", xhr.status));
    });
    xhr.addEventListener("error", () => {
      done();
      reject(new UploadFailedError("network"));
    });
    xhr.addEventListener("timeout", () => {
      done();
      reject(new UploadFailedError("timeout"));
    });
    xhr.addEventListener("abort", () => {
      done();
      reject(new DOMException("The upload was cancelled.", "AbortError"));
    });
    signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(body);
  });
}
