/**
 * An on/off state with a count that changes at once (optimistic, decisions.md §3) and reaches the
 * server one request at a time:
 * - a click flips the shown state and moves the count by one (never below 0);
 * - while a request is under way, further clicks only change the wanted state; when the request
 *   ends, one more request is sent if the wanted state differs from the confirmed one, so quick
 *   clicks never send two opposite requests that could arrive out of order, and the server ends
 *   in the state the user last chose;
 * - a failure rolls back to the last confirmed state and reports (the caller's toast);
 * - new values from the host (after its refetch) are taken when no request is under way.
 */
import { useEffect, useRef, useState } from "react";

interface Confirmed {
  on: boolean;
  count: number;
}

export interface OptimisticToggleOptions {
  /** The host's values: the item's state and count as last read. */
  on: boolean;
  count?: number;
  /** Sends a state; resolves with the state the server answers. */
  send: (on: boolean) => Promise<boolean>;
  /** After the server confirmed a change (the host refetches). */
  onConfirmed?: () => void;
  /** After a failure, once the state rolled back; `retry` asks for the wanted state again. */
  onFailed?: (error: unknown, retry: () => void) => void;
}

export interface OptimisticToggle {
  on: boolean;
  count: number;
  /** A request is under way. */
  busy: boolean;
  toggle: () => void;
  /** Asks for a state (e.g. a toast's Retry). */
  set: (on: boolean) => void;
}

const moved = (count: number, from: boolean, to: boolean) =>
  Math.max(0, count + (from === to ? 0 : to ? 1 : -1));

export function useOptimisticToggle({
  on,
  count = 0,
  send,
  onConfirmed,
  onFailed,
}: OptimisticToggleOptions): OptimisticToggle {
  const [confirmed, setConfirmed] = useState<Confirmed>({ on, count: Math.max(0, count) });
  const [wanted, setWanted] = useState(on);
  const [busy, setBusy] = useState(false);
  const confirmedRef = useRef(confirmed);
  const wantedRef = useRef(wanted);
  const inFlight = useRef(false);
  // The latest callbacks, so a request started before a re-render reports to the current ones.
  const callbacks = useRef({ send, onConfirmed, onFailed });
  callbacks.current = { send, onConfirmed, onFailed };

  // The host's new values (after its refetch) replace the local ones when nothing is under way.
  useEffect(() => {
    if (inFlight.current) return;
    const next = { on, count: Math.max(0, count) };
    confirmedRef.current = next;
    wantedRef.current = on;
    setConfirmed(next);
    setWanted(on);
  }, [on, count]);

  // Every state lives in refs, so the functions of any render act on the same toggle.
  async function pump() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let changed = false;
    try {
      while (wantedRef.current !== confirmedRef.current.on) {
        const target = wantedRef.current;
        const answered = await callbacks.current.send(target);
        const previous = confirmedRef.current;
        confirmedRef.current = {
          on: answered,
          count: moved(previous.count, previous.on, answered),
        };
        setConfirmed(confirmedRef.current);
        changed ||= answered !== previous.on;
        // The server may answer another state than asked: then it is what the user sees.
        if (answered !== target && wantedRef.current === target) {
          wantedRef.current = answered;
          setWanted(answered);
        }
      }
    } catch (error) {
      const intended = wantedRef.current;
      wantedRef.current = confirmedRef.current.on;
      setWanted(wantedRef.current);
      inFlight.current = false;
      setBusy(false);
      if (changed) callbacks.current.onConfirmed?.();
      callbacks.current.onFailed?.(error, () => set(intended));
      return;
    }
    inFlight.current = false;
    setBusy(false);
    if (changed) callbacks.current.onConfirmed?.();
  }

  function set(next: boolean) {
    wantedRef.current = next;
    setWanted(next);
    void pump();
  }

  const toggle = () => set(!wantedRef.current);

  return {
    on: wanted,
    count: moved(confirmed.count, confirmed.on, wanted),
    busy,
    toggle,
    set,
  };
}
