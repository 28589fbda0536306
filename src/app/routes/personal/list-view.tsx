/**
 * The states of a personal list (loading, error with Retry, empty) around its cards.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";

/** Where the list's items come from: a query, or several read as one (drafts, favourites). */
export interface ListState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** Shown on the Retry button while true. */
  isFetching: boolean;
  refetch(): unknown;
}

interface ListViewProps {
  state: ListState;
  /** How many items there are (the empty state at 0). */
  count: number;
  empty: string;
  children: ReactNode;
  testId: string;
}

export function ListView(props: ListViewProps) {
  const { t } = useTranslation("common");
  const { state } = props;
  if (state.isError) {
    return (
      <QueryErrorView
        error={state.error}
        onRetry={() => void state.refetch()}
        retrying={state.isFetching}
      />
    );
  }
  if (state.isPending) {
    return (
      <div className="personal-loading" role="status" aria-label={t("loading")}>
        <Spinner size={32} />
      </div>
    );
  }
  if (props.count === 0) return <EmptyState title={props.empty} hideAction />;
  return (
    <div className="personal-grid" data-testid={props.testId}>
      {props.children}
    </div>
  );
}
