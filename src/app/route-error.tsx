import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from "react-router";
import { ShellLayout } from "@/components/layouts/shell-layout";
import { CrashView } from "@/components/states/crash-view";
import { NoPermissionView } from "@/components/states/no-permission-view";
import { NotFoundView } from "@/components/states/not-found-view";
import { isApiError } from "@/lib/api-error";
import { logClientError } from "@/lib/client-errors";
import { apiErrorMessage } from "@/lib/error-message";
import { loadQueryClient } from "@/lib/shared-query-client";

// The navigation's code loads with the layouts that show it, not with every page's first paint;
// its account menu needs the query client, which an account page may not have loaded yet.
const TopNav = lazy(() =>
  Promise.all([import("@/components/nav/top-nav"), loadQueryClient()]).then(([{ TopNav }]) => ({
    default: TopNav,
  })),
);

/**
 * What a page shows when its loader, its code or its rendering failed: the not-found view for a
 * 404, the no-permission view for a 403 (a loader may `throw data(null, { status: 403 })`), else the
 * error view with the transport's message (timeout, network…) and a retry. An error that is neither
 * a route's answer nor an API failure (a page that failed to render or load) is logged to
 * /log/report once (src/lib/client-errors.ts).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const notFound = status === 404;
  // An API failure is expected and shown below; anything else is a bug worth a trace in dev.
  const unexpected = status === undefined && !isApiError(error);
  if (unexpected && import.meta.env.DEV) console.error(error);
  useEffect(() => {
    if (unexpected) logClientError(error, "render");
  }, [error, unexpected]);
  const retry = () => {
    if (isApiError(error)) void revalidator.revalidate();
    else void navigate(0);
  };
  return (
    <ShellLayout
      name="plain"
      header={
        <Suspense fallback={null}>
          <TopNav />
        </Suspense>
      }
    >
      {notFound ? (
        <NotFoundView />
      ) : status === 403 ? (
        <NoPermissionView />
      ) : (
        <CrashView
          message={isApiError(error) ? apiErrorMessage(error) : undefined}
          onRetry={retry}
        />
      )}
    </ShellLayout>
  );
}
