/**
 * Edit and delete on one's own cards (portal.md §2.9): edit opens the item's editor (articles
 * /editor/article?id=, image works /postproduct/image?id=, demos /application/editworks?id=);
 * delete asks first, with a text that differs for a draft (status 0) and a posted item, then
 * deletes (the lists reload). A failed delete is a toast (decisions.md §3: no failure is silent).
 */
import { Alert, Button, Intent } from "@blueprintjs/core";
import { EditIcon, TrashIcon } from "@blueprintjs/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "@/components/link-button";
import { showToast } from "@/components/toaster";
import { PublishStatus } from "@/generated/model/publishStatus";
import { apiErrorMessage } from "@/lib/error-message";

interface ItemActionsProps {
  title: string;
  status: PublishStatus;
  editPath: string;
  /** Deletes the item; rejects when the server refused. */
  onDelete(): Promise<unknown>;
}

export function ItemActions({ title, status, editPath, onDelete }: ItemActionsProps) {
  const { t } = useTranslation("personal");
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const draft = status === PublishStatus.Draft;

  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
      void showToast(t("delete.done"), "success");
      setAsking(false);
    } catch (error) {
      setAsking(false);
      const message = apiErrorMessage(error);
      if (message) void showToast(message, "error");
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <LinkButton to={editPath} variant="minimal" icon={<EditIcon />}>
        <span aria-hidden="true">{t("card.edit")}</span>
        <span className="app-visually-hidden">{t("card.editLabel", { title })}</span>
      </LinkButton>
      <Button
        variant="minimal"
        intent={Intent.DANGER}
        icon={<TrashIcon />}
        aria-label={t("card.deleteLabel", { title })}
        onClick={() => setAsking(true)}
        text={t("card.delete")}
      />
      <Alert
        isOpen={asking}
        intent={Intent.DANGER}
        icon={<TrashIcon size={40} />}
        confirmButtonText={t("delete.confirm")}
        cancelButtonText={t("delete.cancel")}
        loading={deleting}
        canEscapeKeyCancel={!deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <h2 className="personal-alert__title">
          {t(draft ? "delete.draftTitle" : "delete.publishedTitle")}
        </h2>
        <p>{t(draft ? "delete.draftBody" : "delete.publishedBody", { title })}</p>
      </Alert>
    </>
  );
}
