/**
 * The byte sender (api/send-file.ts): progress comes from XMLHttpRequest's upload progress events
 * (not a timer), a 2xx answer resolves, another status or a network error rejects, and aborting
 * the signal aborts the request.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { isAbortError, sendFile, UploadFailedError } from "@/api/system/send-file";

class FakeXhr {
  static last: FakeXhr | undefined;
  upload = new EventTarget();
  events = new EventTarget();
  status = 0;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event("abort"));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event("progress"), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number) {
    this.status = status;
    this.events.dispatchEvent(new Event("load"));
  }
}

afterEach(() => vi.unstubAllGlobals());

const start = (signal?: AbortSignal) => {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  const progress: number[] = [];
  const done = sendFile({
    url: "/__upload/x",
    method: "PUT",
    headers: { "content-type": "image/png" },
    body: new Blob(["abc"]),
    onProgress: (fraction) => progress.push(fraction),
    signal,
  });
  return { done, progress, xhr: FakeXhr.last! };
};

describe("sendFile", () => {
  it("reports the upload's own progress events and resolves on 2xx", async () => {
    const { done, progress, xhr } = start();
    expect(xhr.method).toBe("PUT");
    expect(xhr.headers).toEqual({ "content-type": "image/png" });
    xhr.progress(25, 100);
    xhr.progress(60, 100);
    expect(progress).toEqual([0.25, 0.6]);
    xhr.answer(200);
    await expect(done).resolves.toBeUndefined();
    expect(progress.at(-1)).toBe(1);
  });

  it("rejects with the status of a failed answer", async () => {
    const { done, xhr } = start();
    xhr.answer(500);
    await expect(done).rejects.toEqual(new UploadFailedError("status", 500));
  });

  it("aborts the request when the signal aborts (cancel in flight)", async () => {
    const controller = new AbortController();
    const { done, xhr } = start(controller.signal);
    xhr.progress(10, 100);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    const error = await done.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });
});
