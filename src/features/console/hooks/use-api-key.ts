/**
 * The API key the model calls send as their bearer token (inspect-console.md §7: a
 * creator-programme key), shared by the model tester and the pet generator and kept in this
 * browser, so a tester types it once.
 */
import { useSyncExternalStore } from "react";
import { storage, USER_DATA_PREFIX } from "@/lib/storage";

/** User data: signing out forgets it. */
const KEY = `${USER_DATA_PREFIX}console.apiKey`;
const listeners = new Set<() => void>();

const read = () => storage.read<string>(KEY) ?? "";

export function setApiKey(value: string): void {
  if (value) storage.write(KEY, value);
  else storage.remove(KEY);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The stored key and its setter. */
export function useApiKey(): [string, (value: string) => void] {
  return [useSyncExternalStore(subscribe, read, read), setApiKey];
}
