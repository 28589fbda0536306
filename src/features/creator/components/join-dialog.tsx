/**
 * The join dialog (creator-programme.md §2, §4): its scene's title, then the user's demos — while
 * they load a note, on failure the reason with a retry, with none a way to create one — and the
 * join form. Its code (Blueprint's dialog, Formik) loads the first time it opens.
 */
import { Classes } from "@blueprintjs/core";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "@/components/form/form-dialog";
import { LinkButton } from "@/components/link-button";
import { QueryErrorView } from "@/components/states/query-error-view";
import { useSessionUser } from "@/hooks/use-session-user";
import { useProjectChoices } from "@/api/creator/projects";
import { JoinForm } from "../forms/join-form";
import type { JoinRequest } from "../hooks/use-join-request";
import { CREATE_DEMO_PATH } from "../route-paths";
import { LoadingNote } from "./loading-note";
import "./join-dialog.css";

interface JoinDialogProps {
  /** The open request; null closes the dialog. */
  request: JoinRequest | null;
  onClose: () => void;
  /** The application was sent (the page moves on to the application area). */
  onApplied: () => void;
}

export default function JoinDialog({ request, onClose, onApplied }: JoinDialogProps) {
  const { t } = useTranslation("creator");
  const user = useSessionUser();
  const [pending, setPending] = useState(false);
  // The last request stays shown while the dialog closes.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const scene = (request ?? shown)?.scene ?? "act";
  const close = useCallback(() => {
    if (!pending) onClose();
  }, [pending, onClose]);

  return (
    <FormDialog
      isOpen={request !== null}
      onClose={close}
      title={t(`join.title.${scene}`)}
      closeLabel={t("join.close")}
      pending={pending}
      focusSelector="select:not([disabled]), input, textarea"
      className="creator-join-dialog"
    >
      {/* An ended session closes the dialog: its body does not ask for the demos again. */}
      {shown && user ? (
        <JoinDialogBody
          request={shown}
          onCancel={close}
          onApplied={onApplied}
          onPendingChange={setPending}
        />
      ) : null}
    </FormDialog>
  );
}

interface JoinDialogBodyProps {
  request: JoinRequest;
  onCancel: () => void;
  onApplied: () => void;
  onPendingChange: (pending: boolean) => void;
}

function JoinDialogBody({ request, onCancel, onApplied, onPendingChange }: JoinDialogBodyProps) {
  const { t } = useTranslation("creator");
  const choices = useProjectChoices();
  if (choices.isPending) {
    return (
      <div className={Classes.DIALOG_BODY}>
        <LoadingNote text={t("join.loadingChoices")} />
      </div>
    );
  }
  if (choices.isError) {
    return (
      <div className={Classes.DIALOG_BODY}>
        <QueryErrorView
          error={choices.error}
          onRetry={() => void choices.refetch()}
          retrying={choices.isFetching}
        />
      </div>
    );
  }
  if (choices.data.length === 0) {
    return (
      <div className={`${Classes.DIALOG_BODY} creator-join__no-demos`} data-testid="join-no-demos">
        <h3 className={Classes.HEADING}>{t("join.noDemos.title")}</h3>
        <p>{t("join.noDemos.body")}</p>
        <LinkButton to={CREATE_DEMO_PATH} intent="primary">
          {t("join.noDemos.action")}
        </LinkButton>
      </div>
    );
  }
  return (
    <JoinForm
      // A new form for every request (another scene or demo starts afresh).
      key={`${request.scene}-${request.projectId ?? ""}`}
      scene={request.scene}
      projectId={request.projectId}
      choices={choices.data}
      onCancel={onCancel}
      onApplied={onApplied}
      onPendingChange={onPendingChange}
    />
  );
}
