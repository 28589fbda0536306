import { Button } from "@blueprintjs/core";
import { FlagIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { ComplaintTarget } from "@/generated/model/complaintTarget";
import { openReport } from "@/lib/report-bus";

/**
 * /__test/report (mock and test builds only): opens the shared report dialog for a test work, so the
 * browser tests can reproduce each complaint answer (e.g. with ?mock=complaint:1501).
 */
export function Component() {
  const { t } = useTranslation("common");
  return (
    <section className="app-page app-test-page">
      <h1>{t("harness.title")}</h1>
      <p>{t("harness.description")}</p>
      <Button
        icon={<FlagIcon />}
        text={t("harness.report")}
        onClick={() =>
          openReport({
            c_type: ComplaintTarget.Work,
            g_id: "1",
            options: { source: "report-test-page" },
          })
        }
      />
    </section>
  );
}
