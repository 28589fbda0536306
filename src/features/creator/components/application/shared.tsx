/** Small pieces the application tabs share: the query states and the failure text of a call. */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import { apiErrorMessage } from "@/lib/error-message";
import { LoadingNote } from "../loading-note";

/** A failed call's reason in the user's language (never the server's text). */
export function useFailureText() {
  const { t } = useTranslation("application");
  return (error: unknown) => apiErrorMessage(error) ?? t("app.failed");
}

/** Loading, error (with Retry), empty or the content of a query. */
export function QueryStates<T>({
  query,
  loading,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingNote text={loading} />;
  if (query.isError) {
    return (
      <QueryErrorView
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty(query.data)) return <EmptyState hideAction title={empty} />;
  return <>{children(query.data)}</>;
}
