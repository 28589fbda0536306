/**
 * The demo management tab (creator-programme.md §2 tab 0, §4, §6, §9): the user's demos — drafts
 * first, then the posted ones, 8 a page, read on when the list's end comes within 20 px of the
 * viewport — each with its status label and failure opinion, edit (/application/editworks?id=)
 * and delete, and its programme state (is_token_apply, token_audit_status) with apply, edit or
 * resubmit through the join dialog of the activity page. Each state is labelled (the demo's review,
 * the programme application) and the two edits are named apart (the demo, the application).
 */
import { Alert, Button, Intent, Tag } from "@blueprintjs/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "@/lib/error-message";
import { AuditStatusTag } from "@/components/audit-status/audit-status-tag";
import { LinkButton } from "@/components/link-button";
import { useSessionUser } from "@/hooks/use-session-user";
import { VirtualEndlessGrid } from "@/components/lists/virtual-endless-grid";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import { showToast } from "@/components/toaster";
import { WorksType, type Works } from "@/generated/model";
import { AuditStatus } from "@/generated/model/auditStatus";
import { Flag } from "@/generated/model/flag";
import {
  useDeleteWork,
  useOwnPostedDemoPages,
  useOwnWorkDrafts,
  useRefreshOwnWorks,
} from "@/api/works/own-works";
import { useJoinRequest, type JoinRequest } from "../../hooks/use-join-request";
import { CREATE_DEMO_PATH } from "../../route-paths";
import { LoadingNote } from "../loading-note";

const JoinDialog = lazy(() => import("../join-dialog"));

/** §9: the next page loads within 20 px of the bottom. */
const LOAD_THRESHOLD_PX = 20;

export function DemoManagement() {
  const { t } = useTranslation("application");
  // Demo management is behind the sign-in guard: the session user is the author.
  const viewerId = useSessionUser()?.user_id ?? "";
  const drafts = useOwnWorkDrafts(viewerId, WorksType.GameDemo);
  const posted = useOwnPostedDemoPages(viewerId);
  const { request, join, close } = useJoinRequest();
  const [dialogUsed, setDialogUsed] = useState(false);
  if (request && !dialogUsed) setDialogUsed(true);
  const [deleting, setDeleting] = useState<Works | null>(null);
  const remove = useDeleteWork();
  const refreshDemos = useRefreshOwnWorks();
  const applied = () => {
    close();
    void refreshDemos();
  };

  const confirmDelete = async () => {
    const works = deleting;
    setDeleting(null);
    if (!works) return;
    try {
      await remove.mutateAsync({ data: { works_id: works.works_id } });
      void showToast(t("demos.deleted", { title: works.works_title }), "success");
    } catch (error) {
      void showToast(apiErrorMessage(error) ?? t("app.failed"), "error");
    }
  };

  const header = (
    <div className="creator-demos__bar">
      <LinkButton to={CREATE_DEMO_PATH} intent="primary">
        {t("demos.create")}
      </LinkButton>
    </div>
  );

  let body;
  const { query: postedPages } = posted;
  if (drafts.isPending || postedPages.isPending) body = <LoadingNote text={t("demos.loading")} />;
  else if (drafts.isError || (postedPages.isError && !postedPages.data)) {
    const failed = drafts.isError ? drafts : postedPages;
    body = (
      <QueryErrorView
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  } else {
    const items = [...drafts.data, ...posted.items];
    const total = drafts.data.length + posted.total;
    body =
      items.length === 0 ? (
        <EmptyState hideAction title={t("demos.empty")} description={t("demos.emptyHint")} />
      ) : (
        <>
          <VirtualEndlessGrid
            items={items}
            total={total}
            hasMore={postedPages.hasNextPage && !postedPages.isFetchNextPageError}
            loading={postedPages.isFetchingNextPage}
            loadMore={() => void postedPages.fetchNextPage()}
            thresholdPx={LOAD_THRESHOLD_PX}
            estimateRowHeight={180}
            columns={(width) => (width >= 720 ? 2 : 1)}
            restoreKey="creator-demos"
            ariaLabel={t("demos.list")}
            renderItem={(works) => (
              <DemoCard works={works} onJoin={join} onDelete={() => setDeleting(works)} />
            )}
          />
          {postedPages.isFetchingNextPage ? <LoadingNote text={t("demos.loadingMore")} /> : null}
          {postedPages.isFetchNextPageError ? (
            <QueryErrorView
              error={postedPages.error}
              onRetry={() => void postedPages.fetchNextPage()}
              retrying={postedPages.isFetching}
            />
          ) : null}
        </>
      );
  }

  return (
    <div className="creator-demos" data-testid="demo-management">
      {header}
      {body}
      <Alert
        isOpen={deleting !== null}
        intent={Intent.DANGER}
        cancelButtonText={t("demos.cancel")}
        confirmButtonText={t("demos.deleteConfirm")}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p>{t("demos.deleteWarning", { title: deleting?.works_title ?? "" })}</p>
      </Alert>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <JoinDialog request={request} onClose={close} onApplied={applied} />
        </Suspense>
      ) : null}
    </div>
  );
}

function DemoCard({
  works,
  onJoin,
  onDelete,
}: {
  works: Works;
  onJoin: (request: JoinRequest) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("application");
  const title = works.works_title || t("demos.untitled");
  const cover = works.other_data?.medias?.cover?.url;
  return (
    <article className="creator-demo" data-testid={`demo-${works.works_id}`} aria-label={title}>
      {cover ? (
        <img className="creator-demo__cover" src={cover} alt="" loading="lazy" />
      ) : (
        <div className="creator-demo__cover creator-demo__cover--empty" aria-hidden="true" />
      )}
      <div className="creator-demo__body">
        <h2 className="creator-demo__title">{title}</h2>
        {/* Two states, each named: the demo's own review and its programme application. */}
        <dl className="creator-demo__states">
          <div className="creator-demo__state">
            <dt>{t("demos.states.review")}</dt>
            <dd>
              <AuditStatusTag status={works.status} opinion={works.audit_opinion} />
            </dd>
          </div>
          <div className="creator-demo__state">
            <dt>{t("demos.states.programme")}</dt>
            <dd>
              <ProgrammeState works={works} onJoin={onJoin} />
            </dd>
          </div>
        </dl>
        <div className="creator-demo__actions">
          <LinkButton
            to={`${CREATE_DEMO_PATH}?id=${encodeURIComponent(works.works_id)}`}
            variant="outlined"
          >
            {t("demos.edit")}
          </LinkButton>
          <Button
            variant="outlined"
            intent={Intent.DANGER}
            aria-label={t("demos.deleteLabel", { title })}
            onClick={onDelete}
          >
            {t("demos.delete")}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The programme state of one demo and what the user can do about it. */
function ProgrammeState({
  works,
  onJoin,
}: {
  works: Works;
  onJoin: (request: JoinRequest) => void;
}) {
  const { t } = useTranslation(["application", "creator"]);
  const projectId = works.works_id;
  const title = works.works_title;
  if (works.is_token_apply !== Flag.On) {
    return (
      <div className="creator-demo__programme">
        <span className="creator-muted">{t("demos.programme.none")}</span>
        <Button
          variant="minimal"
          intent={Intent.PRIMARY}
          aria-label={t("demos.programme.applyLabel", { title })}
          onClick={() => onJoin({ scene: "act", projectId })}
        >
          {t("demos.programme.apply")}
        </Button>
      </div>
    );
  }
  const status = works.token_audit_status ?? AuditStatus.Draft;
  return (
    <div className="creator-demo__programme">
      <Tag
        minimal
        round
        intent={
          status === AuditStatus.Ok
            ? Intent.SUCCESS
            : status === AuditStatus.Fail
              ? Intent.DANGER
              : Intent.WARNING
        }
      >
        {t(
          `creator:applications.status.${status === AuditStatus.Ok ? "approved" : status === AuditStatus.Fail ? "failed" : "waiting"}`,
        )}
      </Tag>
      {status === AuditStatus.Draft || status === AuditStatus.Default ? (
        <Button
          variant="minimal"
          aria-label={t("demos.programme.editLabel", { title })}
          onClick={() => onJoin({ scene: "edit", projectId })}
        >
          {t("demos.programme.edit")}
        </Button>
      ) : null}
      {status === AuditStatus.Fail ? (
        <Button
          variant="minimal"
          intent={Intent.PRIMARY}
          aria-label={t("demos.programme.resubmitLabel", { title })}
          onClick={() => onJoin({ scene: "reply", projectId })}
        >
          {t("creator:applications.resubmit")}
        </Button>
      ) : null}
    </div>
  );
}
