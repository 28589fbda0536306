import { Button } from "@blueprintjs/core";
import { DuplicateIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { showToast } from "@/components/toaster";

/** The room (or group) number, large, with a copy button: the other tester needs it to join. */
export function NumberBadge({ label, value }: { label: string; value: number }) {
  const { t } = useTranslation("console");
  return (
    <div className="console-row console-row--between">
      <div>
        <div className="bp6-text-muted">{label}</div>
        <div className="console-room-number" data-testid="room-number">
          {value}
        </div>
      </div>
      <Button
        variant="minimal"
        icon={<DuplicateIcon />}
        aria-label={t("copyNumber", { label })}
        onClick={() => {
          void navigator.clipboard?.writeText(String(value)).then(
            () => showToast(t("copied"), "success"),
            () => undefined,
          );
        }}
      />
    </div>
  );
}
