/** The USD/CNY toggle of the money views (creator-programme.md §9). */
import { SegmentedControl } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../money";

export function CurrencyToggle({
  value,
  onChange,
}: {
  value: CurrencyCode;
  onChange: (value: CurrencyCode) => void;
}) {
  const { t } = useTranslation("application");
  return (
    <div className="creator-currency" role="group" aria-label={t("accounts.currency")}>
      <SegmentedControl
        small
        value={value}
        onValueChange={(next) => onChange(next as CurrencyCode)}
        options={[
          { label: "USD", value: "USD" },
          { label: "CNY", value: "CNY" },
        ]}
      />
    </div>
  );
}
