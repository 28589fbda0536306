// Blueprint's overlay stack for lazily loaded dialogs, popovers and tooltips; imported from its
// module rather than Blueprint's index, which would pull side-effectful code into the entry.
import { OverlaysProvider } from "@blueprintjs/core/lib/esm/context/overlays/overlaysProvider";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { watchUncaughtErrors } from "@/lib/client-errors";
import { i18n } from "@/lib/i18n";
import { onSessionExpired, session } from "@/lib/session";
import { loadedQueryClient } from "@/lib/shared-query-client";
import { LOGIN_PATH } from "./guards";
import { isVerifying, trackNavigation } from "./navigation";
import { QueryClientScope } from "./query-client-scope";
import type { AppRouter } from "./router";

interface AppProps {
  router: AppRouter;
  /** Tests give their own; the app uses its shared client, loaded on first need. */
  queryClient?: QueryClient;
}

/**
 * Providers and the router. An ended session (code 100, 401/403) anywhere leads to sign-in; the
 * query cache is cleared whenever the signed-in user goes; errors nothing caught are logged
 * (src/lib/client-errors.ts).
 */
export function App({ router, queryClient }: AppProps) {
  useEffect(() => trackNavigation(router), [router]);
  useEffect(() => watchUncaughtErrors(), []);
  useEffect(
    () =>
      onSessionExpired(() => {
        // A guard verifying the session handles the redirect itself (with the wanted path). The
        // cache went with the user (below).
        if (isVerifying()) return;
        // Back to where the router is after signing in (the page's address may lag behind it).
        const { pathname, search } = router.state.location;
        if (!pathname.startsWith("/account")) session.saveReturnPath(`${pathname}${search}`);
        void router.navigate(LOGIN_PATH);
      }),
    [router],
  );
  useEffect(() => {
    // The user went (signed out here or in another tab, or another user signed in there): nothing
    // cached for them stays in memory. Signing in from nobody keeps the public answers.
    let previous = session.getUser()?.user_id;
    return session.subscribe(() => {
      const current = session.getUser()?.user_id;
      if (previous !== undefined && current !== previous) {
        // Nothing is cached before the client is loaded.
        (queryClient ?? loadedQueryClient())?.clear();
      }
      previous = current;
    });
  }, [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientScope client={queryClient}>
        <OverlaysProvider>
          <RouterProvider router={router} />
        </OverlaysProvider>
      </QueryClientScope>
    </I18nextProvider>
  );
}
