/**
 * useMutation for pages that make no query on their first paint (the account forms): TanStack
 * Query's hook needs a QueryClient while the page renders, which would put query-core in the
 * page's first load. This one takes the same options and answers the same result, with the
 * client (the root's, else the shared one of shared-query-client.ts) and query-core's
 * MutationObserver loaded after the page is shown; from then on the mutation runs through that
 * observer exactly as TanStack's hook runs it. A call made before they are loaded shows as pending
 * at once and starts as soon as they are. Kept while the account pages' first-paint budget has no
 * room for query-core and TanStack's hook (docs/decisions/0097-library-code-over-shims.md).
 */
import {
  QueryClientContext,
  type DefaultError,
  type MutateOptions,
  type MutationObserver,
  type MutationObserverResult,
  type QueryClient,
  type UseMutateAsyncFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from "@tanstack/react-query";
import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type * as QueryRuntime from "./query-client";
import { loadQueryClient } from "./shared-query-client";

type Runtime = typeof QueryRuntime;

const loadRuntime = (): Promise<Runtime> => import("./query-client");

/** A mutation's state before the observer has one: never called (idle), or called (pending). */
const stateOf = (status: "idle" | "pending", variables?: unknown, submittedAt = 0) => ({
  context: undefined,
  data: undefined,
  error: null,
  failureCount: 0,
  failureReason: null,
  isPaused: false,
  status,
  variables,
  submittedAt,
  isPending: status === "pending",
  isSuccess: false,
  isError: false,
  isIdle: status === "idle",
});
const idle = stateOf("idle");

const noSubscription = () => () => undefined;
const noop = () => undefined;

export function useMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  type Observer = MutationObserver<TData, TError, TVariables, TOnMutateResult>;
  type Result = MutationObserverResult<TData, TError, TVariables, TOnMutateResult>;

  const provided = useContext(QueryClientContext);
  const [observer, setObserver] = useState<{
    instance: Observer;
    subscribe: (onChange: () => void) => () => void;
  }>();
  const [starting, setStarting] = useState<{ variables: TVariables; submittedAt: number }>();
  const latestOptions = useRef(options);
  const observing = useRef<Promise<Observer>>(undefined);

  useEffect(() => {
    latestOptions.current = options;
    // As TanStack's hook does: the observer follows the options of the last render.
    observer?.instance.setOptions(options);
  }, [observer, options]);

  /** The observer, created once the client and query-core are loaded. */
  const observe = useCallback((): Promise<Observer> => {
    observing.current ??= Promise.all([provided ?? loadQueryClient(), loadRuntime()] as [
      Promise<QueryClient> | QueryClient,
      Promise<Runtime>,
    ]).then(
      ([client, runtime]) => {
        const instance: Observer = new runtime.MutationObserver(client, latestOptions.current);
        setObserver({
          instance,
          subscribe: (onChange) => instance.subscribe(runtime.notifyManager.batchCalls(onChange)),
        });
        return instance;
      },
      (error: unknown) => {
        observing.current = undefined;
        throw error;
      },
    );
    return observing.current;
  }, [provided]);

  // Loaded after the page is shown, so the user's first call usually finds them ready.
  useEffect(() => {
    observe().catch(noop);
  }, [observe]);

  const observed = useSyncExternalStore(observer?.subscribe ?? noSubscription, () =>
    observer?.instance.getCurrentResult(),
  );

  const mutateAsync = useCallback(
    (
      variables: TVariables,
      mutateOptions?: MutateOptions<TData, TError, TVariables, TOnMutateResult>,
    ) => {
      const ready = observer?.instance;
      if (ready) return ready.mutate(variables, mutateOptions);
      setStarting({ variables, submittedAt: Date.now() });
      return observe().then(
        (instance) => {
          const running = instance.mutate(variables, mutateOptions);
          setStarting(undefined);
          return running;
        },
        (error: unknown) => {
          setStarting(undefined);
          throw error;
        },
      );
    },
    [observer, observe],
  ) as UseMutateAsyncFunction<TData, TError, TVariables, TOnMutateResult>;
  const mutate = useCallback(
    (...args: Parameters<typeof mutateAsync>) => {
      mutateAsync(...args).catch(noop);
    },
    [mutateAsync],
  );
  const reset = useCallback(() => observer?.instance.reset(), [observer]);

  const state = (observed ??
    (starting ? stateOf("pending", starting.variables, starting.submittedAt) : idle)) as Result;
  // The observer's options carry the client's defaults, as TanStack's hook reads them.
  const { throwOnError } = observer ? observer.instance.options : options;
  if (
    state.error &&
    (typeof throwOnError === "function" ? throwOnError(state.error) : Boolean(throwOnError))
  ) {
    throw state.error;
  }
  return { ...state, mutate, mutateAsync, reset } as UseMutationResult<
    TData,
    TError,
    TVariables,
    TOnMutateResult
  >;
}
