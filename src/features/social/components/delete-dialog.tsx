import { Button, Classes, Dialog, OverlaysProvider } from "@blueprintjs/core";
import { TrashIcon } from "@blueprintjs/icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export interface DeleteDialogProps {
  /** What is deleted; null: the dialog is closed. */
  kind: "comment" | "reply" | null;
  /** The deletion is under way: the dialog can be neither confirmed again nor closed. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** After the dialog has closed and given the focus back (the caller may move it on). */
  onClosed?: () => void;
}

/**
 * Asks before deleting one's own comment (with its replies) or reply (platform.md §5). Loaded the
 * first time it opens, so hosts do not pay for Blueprint's overlay on their first paint. The focus
 * starts on Cancel: the safe choice.
 */
export default function DeleteDialog({
  kind,
  pending,
  onConfirm,
  onCancel,
  onClosed,
}: DeleteDialogProps) {
  const { t } = useTranslation("social");
  const titleId = useId();
  const bodyId = useId();
  return (
    <OverlaysProvider>
      <Dialog
        isOpen={kind !== null}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="app-delete-dialog"
        onClose={onCancel}
        canOutsideClickClose={!pending}
        canEscapeKeyClose={!pending}
        onOpened={(node) => node.querySelector<HTMLElement>("[data-autofocus]")?.focus()}
        onClosed={onClosed}
      >
        <div className={Classes.DIALOG_BODY}>
          <h2 id={titleId} className={Classes.HEADING}>
            {kind === "reply" ? t("comments.delete.replyTitle") : t("comments.delete.commentTitle")}
          </h2>
          <p id={bodyId}>
            {kind === "reply" ? t("comments.delete.replyBody") : t("comments.delete.commentBody")}
          </p>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button
              text={t("comments.delete.cancel")}
              onClick={onCancel}
              disabled={pending}
              data-autofocus
            />
            <Button
              intent="danger"
              icon={<TrashIcon />}
              text={t("comments.delete.confirm")}
              loading={pending}
              onClick={onConfirm}
            />
          </div>
        </div>
      </Dialog>
    </OverlaysProvider>
  );
}
