/**
 * The optimistic toggle behind like, favourite and follow (decisions.md §3): the shown state and
 * count change at once, never below 0; one request at a time, so quick clicks never send opposite
 * requests out of order; a failure rolls back to the last confirmed state.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useOptimisticToggle } from "@/features/social/hooks/use-optimistic-toggle";

/** A send whose answers the test gives one by one. */
function controlledSend() {
  const calls: { on: boolean; resolve: (on: boolean) => void; reject: (e: unknown) => void }[] = [];
  const send = vi.fn(
    (on: boolean) =>
      new Promise<boolean>((resolve, reject) => {
        calls.push({ on, resolve, reject });
      }),
  );
  return { send, calls };
}

describe("useOptimisticToggle", () => {
  it("shows the change at once and confirms it once the server answers", async () => {
    const { send, calls } = controlledSend();
    const onConfirmed = vi.fn();
    const { result } = renderHook(() =>
      useOptimisticToggle({ on: false, count: 7, send, onConfirmed }),
    );
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ on: true, count: 8, busy: true });
    expect(send).toHaveBeenCalledWith(true);
    await act(async () => calls[0]!.resolve(true));
    expect(result.current).toMatchObject({ on: true, count: 8, busy: false });
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it("never shows less than 0", () => {
    const { send } = controlledSend();
    const { result } = renderHook(() => useOptimisticToggle({ on: true, count: 0, send }));
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ on: false, count: 0 });
  });

  it("sends one request at a time: a second click waits, then sends the last choice", async () => {
    const { send, calls } = controlledSend();
    const { result } = renderHook(() => useOptimisticToggle({ on: false, count: 3, send }));
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ on: false, count: 3 });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.resolve(true));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map(([on]) => on)).toEqual([true, false]);
    await act(async () => calls[1]!.resolve(false));
    expect(result.current).toMatchObject({ on: false, count: 3, busy: false });
  });

  it("three quick clicks end liked with a single request", async () => {
    const { send, calls } = controlledSend();
    const { result } = renderHook(() => useOptimisticToggle({ on: false, count: 3, send }));
    act(() => {
      result.current.toggle();
      result.current.toggle();
      result.current.toggle();
    });
    await act(async () => calls[0]!.resolve(true));
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ on: true, count: 4, busy: false });
  });

  it("rolls back to the confirmed state on a failure and offers a retry", async () => {
    const { send, calls } = controlledSend();
    const onFailed = vi.fn();
    const onConfirmed = vi.fn();
    const { result } = renderHook(() =>
      useOptimisticToggle({ on: false, count: 5, send, onFailed, onConfirmed }),
    );
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    act(() => result.current.toggle());
    const failure = new Error("refused");
    await act(async () => calls[0]!.reject(failure));
    expect(result.current).toMatchObject({ on: false, count: 5, busy: false });
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledWith(failure, expect.any(Function));
    // Retry asks for what the user wanted (on) again.
    act(() => (onFailed.mock.calls[0]![1] as () => void)());
    expect(result.current).toMatchObject({ on: true, count: 6 });
    await act(async () => calls[1]!.resolve(true));
    expect(result.current).toMatchObject({ on: true, count: 6, busy: false });
  });

  it("shows what the server answers when it differs from the request", async () => {
    const { send, calls } = controlledSend();
    const { result } = renderHook(() => useOptimisticToggle({ on: false, count: 2, send }));
    act(() => result.current.toggle());
    await act(async () => calls[0]!.resolve(false));
    expect(result.current).toMatchObject({ on: false, count: 2 });
  });

  it("takes the host's new values when idle, not while a request is under way", async () => {
    const { send, calls } = controlledSend();
    const { result, rerender } = renderHook(
      (props: { on: boolean; count: number }) => useOptimisticToggle({ ...props, send }),
      { initialProps: { on: false, count: 1 } },
    );
    rerender({ on: true, count: 10 });
    expect(result.current).toMatchObject({ on: true, count: 10 });
    act(() => result.current.toggle());
    rerender({ on: true, count: 11 });
    expect(result.current).toMatchObject({ on: false, count: 9 });
    await act(async () => calls[0]!.resolve(false));
    await waitFor(() => expect(result.current).toMatchObject({ on: false, count: 9 }));
    rerender({ on: false, count: 12 });
    expect(result.current).toMatchObject({ on: false, count: 12 });
  });
});
