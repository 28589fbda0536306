import type { UseMutationOptions } from "@tanstack/react-query";

/**
 * The generated mutation options of an operation, with the generated module (and with it the HTTP
 * client, ~23 KB gzip) loaded on the first call instead of with the page. The account pages make no
 * call before the user acts, so their first paint does without it. Key and function are the
 * generated ones (orval keys a mutation by its operationId).
 *
 *   useMutation({ ...loadOnCall("accountLogin", () => auth().then((m) => m.getAccountLoginMutationOptions())), onSuccess })
 */
export function loadOnCall<TData, TError, TVariables>(
  operationId: string,
  load: () => Promise<UseMutationOptions<TData, TError, TVariables>>,
): UseMutationOptions<TData, TError, TVariables> {
  return {
    mutationKey: [operationId],
    mutationFn: async (variables, context) => {
      const { mutationFn } = await load();
      if (!mutationFn) throw new Error(`${operationId}: the generated options have no mutationFn`);
      return mutationFn(variables, context);
    },
  };
}
