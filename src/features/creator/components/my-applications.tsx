/**
 * The signed-in user's programme applications with their audit states (creator-programme.md §4):
 * waiting (the text can still be edited), approved (to the incentive account), not approved (the
 * reviewer's opinion and a resubmit). Loaded after the page's first paint, for signed-in users only.
 */
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import { LinkButton } from "@/components/link-button";
import { ShellButton } from "@/components/shell-button";
import type { IncentiveAccount } from "@/generated/model";
import { AuditStatus } from "@/generated/model/auditStatus";
import { apiErrorMessage } from "@/lib/error-message";
import { useProgrammeApplication } from "@/api/creator/applications";
import { useProgrammeApplications } from "@/api/creator/incentive-accounts";
import type { JoinRequest } from "../hooks/use-join-request";
import { INCENTIVE_ACCOUNT_PATH } from "../route-paths";
import { ApplicationStatusBadge } from "./application-status-badge";
import { LoadingNote } from "./loading-note";
import "./my-applications.css";

interface MyApplicationsProps {
  onJoin: (request: JoinRequest) => void;
}

export function MyApplications({ onJoin }: MyApplicationsProps) {
  const { t } = useTranslation("creator");
  const applications = useProgrammeApplications();
  return (
    <section
      className="creator-section creator-applications"
      aria-labelledby="creator-applications"
      data-testid="my-applications"
    >
      <h2 id="creator-applications" className="creator-section__title">
        {t("applications.title")}
      </h2>
      {applications.isPending ? (
        <LoadingNote text={t("applications.loading")} />
      ) : applications.isError ? (
        <QueryErrorView
          error={applications.error}
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
        />
      ) : applications.data.length === 0 ? (
        <EmptyState
          hideAction
          title={t("applications.empty")}
          description={t("applications.emptyHint")}
        />
      ) : (
        <ul className="creator-applications__list">
          {applications.data.map((row) => (
            <ApplicationRow key={row.project_id} row={row} onJoin={onJoin} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ApplicationRow({
  row,
  onJoin,
}: {
  row: IncentiveAccount;
  onJoin: MyApplicationsProps["onJoin"];
}) {
  const { t } = useTranslation("creator");
  const name = row.project_name;
  return (
    <li className="creator-application" data-testid={`application-${row.project_id}`}>
      <div className="creator-application__head">
        <h3 className="creator-application__name">{name}</h3>
        <ApplicationStatusBadge status={row.audit_status} />
      </div>
      {row.audit_status === AuditStatus.Fail ? (
        <ReviewerOpinion projectId={row.project_id} />
      ) : null}
      <div className="creator-application__actions">
        {row.audit_status === AuditStatus.Draft ? (
          <ShellButton
            text={t("applications.edit")}
            aria-label={t("applications.editLabel", { name })}
            onClick={() => onJoin({ scene: "edit", projectId: row.project_id })}
          />
        ) : null}
        {row.audit_status === AuditStatus.Fail ? (
          <ShellButton
            intent="primary"
            text={t("applications.resubmit")}
            aria-label={t("applications.resubmitLabel", { name })}
            onClick={() => onJoin({ scene: "reply", projectId: row.project_id })}
          />
        ) : null}
        {row.audit_status === AuditStatus.Ok ? (
          <LinkButton to={INCENTIVE_ACCOUNT_PATH} variant="outlined">
            {t("applications.viewAccount")}
          </LinkButton>
        ) : null}
      </div>
    </li>
  );
}

/** A rejected application's opinion (only the application itself carries it). */
function ReviewerOpinion({ projectId }: { projectId: string }) {
  const { t } = useTranslation(["creator", "common", "errors"]);
  const application = useProgrammeApplication(projectId);
  if (application.isPending) return <LoadingNote text={t("creator:applications.opinionLoading")} />;
  if (application.isError) {
    return (
      <p className="creator-application__opinion" role="alert">
        {t("creator:applications.opinionError")} {apiErrorMessage(application.error)}{" "}
        <ShellButton
          variant="minimal"
          className="bp6-small"
          text={t("common:actions.retry")}
          onClick={() => void application.refetch()}
          disabled={application.isFetching}
        />
      </p>
    );
  }
  if (!application.data.audit_opinion) return null;
  return (
    <div className="creator-application__opinion" data-testid="reviewer-opinion">
      <span className="creator-application__opinion-label">
        {t("creator:applications.opinion")}
      </span>
      <p>{application.data.audit_opinion}</p>
    </div>
  );
}
