/**
 * Keeps small uploads in IndexedDB (browser runtime only), so a picture uploaded before a reload
 * still shows after it. Files above MAX_PERSISTED_BYTES stay in memory until the page reloads.
 */
import type { StoredFile, UploadBacking } from "./files";

const DB_NAME = "gc-mock-uploads";
const STORE = "files";
export const MAX_PERSISTED_BYTES = 20 * 1024 * 1024;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

function open(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "id" });
  return request(req);
}

export function indexedDbUploads(): UploadBacking | undefined {
  if (typeof indexedDB === "undefined") return undefined;
  let db: Promise<IDBDatabase> | undefined;
  const store = async (mode: IDBTransactionMode) => {
    db ??= open();
    return (await db).transaction(STORE, mode).objectStore(STORE);
  };
  return {
    async put(file: StoredFile) {
      if (file.bytes.byteLength > MAX_PERSISTED_BYTES) return;
      await request((await store("readwrite")).put(file));
    },
    async get(id: string) {
      return (await request((await store("readonly")).get(id))) as StoredFile | undefined;
    },
    async clear() {
      await request((await store("readwrite")).clear());
    },
  };
}
