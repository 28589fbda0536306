/**
 * The states of a personal list (loading, error with Retry, empty) around its cards.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";

interface ListViewProps {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  retrying: boolean;
  onRetry(): void;
  /** How many items there are (the empty state at 0). */
  count: number;
  empty: string;
  children: ReactNode;
  testId: string;
}

export function ListView(props: ListViewProps) {
  const { t } = useTranslation("common");
  if (props.isError) {
    return <QueryErrorView error={props.error} onRetry={props.onRetry} retrying={props.retrying} />;
  }
  if (props.isPending) {
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
