/**
 * The API key tab (decisions.md §3, creator-programme.md §4): per project the masked key and its
 * creation time. Only accepted projects can create a key; the others say why. Creating shows the
 * full key once in a dialog (copy, then "I have saved it"); replacing asks first and says the old
 * key stops working. The full key lives only in the dialog's state: closing the dialog drops it,
 * and the list shows the mask the server answers.
 */
import { Alert, Button, Checkbox, Classes, Dialog, Intent } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "@/lib/error-message";
import { showToast } from "@/components/toaster";
import type { IncentiveAccount, ProjectKeyInfo } from "@/generated/model";
import { AuditStatus } from "@/generated/model/auditStatus";
import { useLanguage } from "@/hooks/use-language";
import { formatDate } from "@/lib/format";
import { useIncentiveAccounts } from "@/api/creator/accounts";
import { useIssueApiKey } from "@/api/creator/api-keys";
import { QueryStates } from "./shared";

export function ApiKeys() {
  const { t } = useTranslation("application");
  const [language] = useLanguage();
  const accounts = useIncentiveAccounts();
  const { issue, pending } = useIssueApiKey();
  const [replacing, setReplacing] = useState<IncentiveAccount | null>(null);
  const [shown, setShown] = useState<{ name: string; key: ProjectKeyInfo } | null>(null);

  const create = async (row: IncentiveAccount) => {
    setReplacing(null);
    try {
      const key = await issue(row.project_id);
      setShown({ name: row.project_name, key });
    } catch (error) {
      void showToast(apiErrorMessage(error) ?? t("app.failed"), "error");
    }
  };

  return (
    <div className="creator-keys" data-testid="api-keys">
      <QueryStates
        query={accounts}
        loading={t("keys.loading")}
        empty={t("keys.empty")}
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => (
          <table className="creator-table">
            <thead>
              <tr>
                <th scope="col">{t("keys.project")}</th>
                <th scope="col">{t("keys.key")}</th>
                <th scope="col">{t("keys.created")}</th>
                <th scope="col">{t("keys.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={row.project_id} data-testid={`key-${row.project_id}`}>
                  <th scope="row">{row.project_name}</th>
                  <td className="creator-mono">{row.keys || t("keys.none")}</td>
                  <td>{row.key_create_time ? formatDate(row.key_create_time, language) : "—"}</td>
                  <td>
                    {row.audit_status !== AuditStatus.Ok ? (
                      <span className="creator-muted">
                        {t(`keys.notAccepted.${statusName(row.audit_status)}`)}
                      </span>
                    ) : (
                      <Button
                        variant={row.keys ? "outlined" : "solid"}
                        intent={row.keys ? Intent.NONE : Intent.PRIMARY}
                        disabled={pending}
                        aria-label={t(row.keys ? "keys.replaceLabel" : "keys.createLabel", {
                          name: row.project_name,
                        })}
                        onClick={() => (row.keys ? setReplacing(row) : void create(row))}
                      >
                        {t(row.keys ? "keys.replace" : "keys.create")}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryStates>
      <Alert
        isOpen={replacing !== null}
        intent={Intent.DANGER}
        cancelButtonText={t("keys.cancel")}
        confirmButtonText={t("keys.replaceConfirm")}
        onCancel={() => setReplacing(null)}
        onConfirm={() => replacing && void create(replacing)}
      >
        <p>{t("keys.replaceWarning", { name: replacing?.project_name ?? "" })}</p>
      </Alert>
      <NewKeyDialog shown={shown} onClose={() => setShown(null)} />
    </div>
  );
}

const statusName = (status: AuditStatus) =>
  status === AuditStatus.Draft ? "waiting" : status === AuditStatus.Fail ? "failed" : "none";

/** The one showing of a new key: copy it, confirm it is saved, close (the key is dropped). */
function NewKeyDialog({
  shown,
  onClose,
}: {
  shown: { name: string; key: ProjectKeyInfo } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("application");
  const [saved, setSaved] = useState(false);
  const close = () => {
    if (!saved) return;
    setSaved(false);
    onClose();
  };
  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      void showToast(t("keys.copied"), "success");
    } catch {
      void showToast(t("keys.copyFailed"), "error");
    }
  };
  return (
    <Dialog
      isOpen={shown !== null}
      onClose={close}
      title={t("keys.newTitle", { name: shown?.name ?? "" })}
      canEscapeKeyClose={saved}
      canOutsideClickClose={false}
      isCloseButtonShown={saved}
      className="creator-key-dialog"
    >
      {shown ? (
        <>
          <div className={Classes.DIALOG_BODY}>
            <p>{t("keys.onceWarning")}</p>
            <div className="creator-key-dialog__key">
              <code className="creator-mono" data-testid="new-key">
                {shown.key.keys}
              </code>
              <Button intent={Intent.PRIMARY} onClick={() => void copy(shown.key.keys)}>
                {t("keys.copy")}
              </Button>
            </div>
            <Checkbox
              checked={saved}
              onChange={(event) => setSaved(event.currentTarget.checked)}
              label={t("keys.saved")}
            />
          </div>
          <div className={Classes.DIALOG_FOOTER}>
            <div className={Classes.DIALOG_FOOTER_ACTIONS}>
              <Button intent={Intent.PRIMARY} disabled={!saved} onClick={close}>
                {t("keys.done")}
              </Button>
            </div>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
