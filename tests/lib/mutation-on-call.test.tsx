/**
 * useMutation of src/lib/mutation-on-call.ts (the account forms' calls): the same options and
 * result as TanStack Query's useMutation, with query-core and the client loaded after the page is
 * shown instead of with it.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import {
  QueryClientProvider,
  useMutation as useTanStackMutation,
  type QueryClient,
} from "@tanstack/react-query";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { useMutation } from "@/lib/mutation-on-call";
import { loadedQueryClient } from "@/lib/shared-query-client";
import { createTestQueryClient } from "../render";

/** A result's fields without its functions (mutate, mutateAsync, reset). */
const fieldsOf = (result: object) =>
  Object.fromEntries(
    Object.entries(result).filter(([, value]) => typeof value !== "function"),
  ) as Record<string, unknown>;

const withClient =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

/** A call the test settles itself. */
function deferredCall() {
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
  const mutationFn = vi.fn(
    (_variables: string) =>
      new Promise<string>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { mutationFn, settle: () => settle! };
}

describe("useMutation on call", () => {
  it("answers TanStack's result while idle, pending and after success", async () => {
    const client = createTestQueryClient();
    const ours = deferredCall();
    const theirs = deferredCall();
    const { result } = renderHook(
      () => ({
        ours: useMutation({ mutationKey: ["op"], mutationFn: ours.mutationFn }),
        theirs: useTanStackMutation({ mutationKey: ["op"], mutationFn: theirs.mutationFn }),
      }),
      { wrapper: withClient(client) },
    );
    expect(fieldsOf(result.current.ours)).toEqual(fieldsOf(result.current.theirs));
    expect(Object.keys(result.current.ours).sort()).toEqual(
      Object.keys(result.current.theirs).sort(),
    );

    act(() => {
      result.current.ours.mutate("a");
      result.current.theirs.mutate("a");
    });
    await waitFor(() => expect(ours.mutationFn).toHaveBeenCalled());
    expect(result.current.ours.isPending).toBe(true);
    expect(result.current.ours.variables).toBe("a");
    const { submittedAt: _ours, ...oursPending } = fieldsOf(result.current.ours);
    const { submittedAt: _theirs, ...theirsPending } = fieldsOf(result.current.theirs);
    expect(oursPending).toEqual(theirsPending);

    act(() => {
      ours.settle().resolve("done");
      theirs.settle().resolve("done");
    });
    await waitFor(() => expect(result.current.ours.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.theirs.isSuccess).toBe(true));
    const { submittedAt: _o, ...oursDone } = fieldsOf(result.current.ours);
    const { submittedAt: _t, ...theirsDone } = fieldsOf(result.current.theirs);
    expect(oursDone).toEqual(theirsDone);
    expect(result.current.ours.data).toBe("done");
  });

  it("is pending from the moment it is called, before query-core has loaded", async () => {
    const call = deferredCall();
    const { result } = renderHook(() => useMutation({ mutationFn: call.mutationFn }), {
      wrapper: withClient(createTestQueryClient()),
    });
    // Called in the same tick as the first render: nothing has loaded yet.
    act(() => result.current.mutate("early"));
    expect(result.current.isPending).toBe(true);
    expect(result.current.variables).toBe("early");
    await waitFor(() => expect(call.mutationFn).toHaveBeenCalledTimes(1));
    act(() => call.settle().resolve("ok"));
    await waitFor(() => expect(result.current.data).toBe("ok"));
  });

  it("runs in the client above it, else in the app's shared client", async () => {
    const provided = createTestQueryClient();
    const { result: providedResult } = renderHook(
      () => useMutation({ mutationKey: ["provided"], mutationFn: async (n: number) => n * 2 }),
      { wrapper: withClient(provided) },
    );
    await act(async () => {
      expect(await providedResult.current.mutateAsync(2)).toBe(4);
    });
    expect(provided.getMutationCache().find({ mutationKey: ["provided"] })?.state.data).toBe(4);

    const { result: aloneResult } = renderHook(() =>
      useMutation({ mutationKey: ["shared"], mutationFn: async (n: number) => n + 1 }),
    );
    await act(async () => {
      expect(await aloneResult.current.mutateAsync(1)).toBe(2);
    });
    const shared = loadedQueryClient();
    expect(shared).toBeDefined();
    expect(shared).not.toBe(provided);
    expect(shared!.getMutationCache().find({ mutationKey: ["shared"] })?.state.data).toBe(2);
    expect(provided.getMutationCache().find({ mutationKey: ["shared"] })).toBeUndefined();
  });

  it("reports a failure as TanStack's hook does: state, rejection, per-call callbacks", async () => {
    const failure = new Error("refused");
    const onError = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async (_: string) => {
            throw failure;
          },
          onSettled,
        }),
      { wrapper: withClient(createTestQueryClient()) },
    );
    await waitFor(() => expect(result.current.isIdle).toBe(true));
    await act(async () => {
      await expect(result.current.mutateAsync("x")).rejects.toBe(failure);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
    expect(onSettled).toHaveBeenCalledTimes(1);

    act(() => result.current.mutate("y", { onError }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toBe(failure);
    expect(onError.mock.calls[0]![1]).toBe("y");

    act(() => result.current.reset());
    await waitFor(() => expect(result.current.isIdle).toBe(true));
    expect(result.current.error).toBeNull();
  });
});
