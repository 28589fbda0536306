/**
 * The upload queue's state machine (platform.md §4, portal.md §4), outside React so that it is
 * one object with one pump: each item waits, then uploads (reserve storage, then send the bytes
 * with real progress), is awaited up to 2 s to become loadable, and leaves the queue as a finished
 * image (the host keeps those); or it fails, with retry. One upload runs at a time; cancelling the
 * running one aborts its request. Finished images show as a success for 3 s, then are ready: the
 * wait for a loadable URL and the success are the check before an image can be saved.
 */
import { isSessionEnded } from "@/lib/api-error";
import { isAbortError, sendFile } from "@/api/system/send-file";
import { uploadTimings } from "./upload-constants";
import { contentTypeOf } from "./upload-checks";
import type { UploadedImage } from "./upload-types";
import { waitUntilLoadable } from "./wait-loadable";

export type PendingState = "wait" | "uploading" | "failed";

/** A checked file ready to queue: its pixel size (0 when it has none) and kind (absent: a picture). */
export interface QueuedFile {
  file: File;
  width: number;
  height: number;
  kind?: "video" | "file";
}

export interface PendingItem {
  key: string;
  file: File;
  name: string;
  bytes: number;
  width: number;
  height: number;
  kind?: "video" | "file";
  state: PendingState;
  /** 0…1 while uploading. */
  progress: number;
  /**
   * The bytes are sent and the picture is being checked (awaited until loadable, platform.md §4):
   * still uploading, and not ready to save.
   */
  checking?: boolean;
  /** Why it failed, in the user's language. */
  error?: string;
  /** A local preview of a picked picture (revoked when the item leaves the queue); "" for files. */
  preview: string;
}

/** Where and how to send a file's bytes (initUploadLsCos' answer). */
export interface UploadTarget {
  upload_url: string;
  method: "PUT" | "POST";
  headers: Record<string, string>;
  result: { url: string };
}

export interface UploadQueueDeps {
  reserve(body: {
    file_name: string;
    file_size: number;
    content_type: string;
  }): Promise<UploadTarget>;
  /** A finished upload (the host appends it to its images). */
  onUploaded(image: UploadedImage): void;
  /** The message of a failure, in the user's language. */
  failureMessage(error: unknown): string;
}

export interface QueueSnapshot {
  pending: readonly PendingItem[];
  /** URLs of images shown as a success (3 s) before they are ready. */
  successUrls: ReadonlySet<string>;
}

let nextKey = 0;

export class UploadQueueStore {
  #snapshot: QueueSnapshot = { pending: [], successUrls: new Set() };
  #listeners = new Set<() => void>();
  #running: { key: string; controller: AbortController } | undefined;
  #timers = new Set<ReturnType<typeof setTimeout>>();
  #disposed = false;
  #deps: UploadQueueDeps | undefined;

  /** The host's callbacks (set before the first file is queued, refreshed on every render). */
  setDeps(deps: UploadQueueDeps): void {
    this.#deps = deps;
  }

  get #host(): UploadQueueDeps {
    if (!this.#deps) throw new Error("UploadQueueStore used before setDeps().");
    return this.#deps;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = () => this.#snapshot;

  #set(patch: Partial<QueueSnapshot>) {
    this.#snapshot = { ...this.#snapshot, ...patch };
    this.#listeners.forEach((listener) => listener());
  }

  #update(key: string, patch: Partial<PendingItem>) {
    this.#set({
      pending: this.#snapshot.pending.map((item) =>
        item.key === key ? { ...item, ...patch } : item,
      ),
    });
  }

  /** Queues checked files (their pixel size already read). */
  enqueue(files: readonly QueuedFile[]): void {
    if (files.length === 0) return;
    const added = files.map(({ file, width, height, kind }): PendingItem => {
      nextKey += 1;
      return {
        key: `upload-${nextKey}`,
        file,
        name: file.name,
        bytes: file.size,
        width,
        height,
        ...(kind ? { kind } : {}),
        state: "wait",
        progress: 0,
        preview: kind ? "" : URL.createObjectURL(file),
      };
    });
    this.#set({ pending: [...this.#snapshot.pending, ...added] });
    this.#pump();
  }

  /** Cancels a waiting or uploading item, or removes a failed one: it leaves the queue. */
  cancel(key: string): void {
    if (this.#running?.key === key) {
      // The request is aborted; the queue moves on at once rather than when the abort settles.
      this.#running.controller.abort();
      this.#running = undefined;
    }
    this.#drop(key);
    this.#pump();
  }

  retry(key: string): void {
    this.#update(key, { state: "wait", progress: 0, error: undefined });
    this.#pump();
  }

  /** The host mounted (again, under StrictMode's mount–unmount–mount). */
  activate(): void {
    this.#disposed = false;
  }

  /** Stops everything (the host unmounted). */
  dispose(): void {
    this.#disposed = true;
    this.#running?.controller.abort();
    this.#timers.forEach(clearTimeout);
    this.#snapshot.pending.forEach((item) => item.preview && URL.revokeObjectURL(item.preview));
  }

  #drop(key: string) {
    const item = this.#snapshot.pending.find((i) => i.key === key);
    if (item?.preview) URL.revokeObjectURL(item.preview);
    this.#set({ pending: this.#snapshot.pending.filter((i) => i.key !== key) });
  }

  #pump() {
    if (this.#running || this.#disposed) return;
    const next = this.#snapshot.pending.find((item) => item.state === "wait");
    if (next) void this.#upload(next);
  }

  async #upload(item: PendingItem) {
    const controller = new AbortController();
    this.#running = { key: item.key, controller };
    this.#update(item.key, { state: "uploading", progress: 0, error: undefined, checking: false });
    const cancelled = () => new DOMException("The upload was cancelled.", "AbortError");
    try {
      const target = await this.#host.reserve({
        file_name: item.name || "unknown_file",
        file_size: item.bytes,
        content_type: contentTypeOf(item.name, item.file.type),
      });
      if (controller.signal.aborted) throw cancelled();
      await sendFile({
        url: target.upload_url,
        method: target.method,
        headers: target.headers,
        body: item.file,
        signal: controller.signal,
        onProgress: (fraction) => this.#update(item.key, { progress: fraction }),
      });
      // Only a picture is shown from its URL at once; a video or archive is not awaited.
      if (!item.kind) {
        this.#update(item.key, { progress: 1, checking: true });
        await waitUntilLoadable(target.result.url, uploadTimings.loadableMs, controller.signal);
      }
      if (controller.signal.aborted) throw cancelled();
      this.#drop(item.key);
      this.#showSuccess(target.result.url);
      this.#host.onUploaded({
        url: target.result.url,
        width: item.width,
        height: item.height,
        bytes: item.bytes,
        name: item.name,
        cover: false,
        ...(item.kind ? { kind: item.kind } : {}),
      });
    } catch (error) {
      // A cancelled item has already left the queue (dropping it again does nothing); an ended
      // session (code 100, HTTP 401/403) leaves it too: the user is on the way to sign-in.
      if (isAbortError(error) || controller.signal.aborted || isSessionEnded(error))
        this.#drop(item.key);
      else
        this.#update(item.key, {
          state: "failed",
          progress: 0,
          checking: false,
          error: this.#host.failureMessage(error),
        });
    } finally {
      if (this.#running?.key === item.key) this.#running = undefined;
      this.#pump();
    }
  }

  #showSuccess(url: string) {
    this.#set({ successUrls: new Set(this.#snapshot.successUrls).add(url) });
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      const next = new Set(this.#snapshot.successUrls);
      next.delete(url);
      this.#set({ successUrls: next });
    }, uploadTimings.successMs);
    this.#timers.add(timer);
  }
}
