/**
 * A project's daily limit with its on/off switch (creator-programme.md §5, §8): the limit is typed
 * in dollars, must be non-zero and at most the configured maximum; otherwise the error shows the
 * maximum in dollars with 4 decimals. What was typed stays on any refusal, the server's included.
 */
import { Button, FormGroup, InputGroup, Intent, Switch } from "@blueprintjs/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "@/components/toaster";
import type { IncentiveAccount } from "@/generated/model";
import { Flag } from "@/generated/model/flag";
import { useEditDayLimit } from "@/api/creator/accounts";
import {
  centsToUnits,
  dollarsToUnits,
  formatUnits,
  parseDollars,
  unitsToCents,
  unitsToDecimal,
} from "../../money";
import { useFailureText } from "./shared";

/** The reason a typed limit is refused, or null when it is valid (max in dollars). */
export function dayLimitError(
  text: string,
  maxDollars: number,
): { key: "format" | "zero" | "max"; max: string } | null {
  const maxUnits = dollarsToUnits(maxDollars);
  const max = formatUnits(maxUnits, "USD");
  const units = parseDollars(text);
  if (units === null) return { key: "format", max };
  if (units === 0n) return { key: "zero", max };
  if (units > maxUnits) return { key: "max", max };
  return null;
}

export function DayLimitForm({ row, maxDollars }: { row: IncentiveAccount; maxDollars: number }) {
  const { t } = useTranslation("application");
  const id = useId();
  const failure = useFailureText();
  const edit = useEditDayLimit();
  const [text, setText] = useState(() =>
    row.day_limit > 0 ? unitsToDecimal(centsToUnits(row.day_limit)) : "",
  );
  const [on, setOn] = useState(row.limit_turn_on === Flag.On);
  const [error, setError] = useState("");

  const save = async () => {
    const refused = dayLimitError(text, maxDollars);
    if (refused) {
      setError(t(`accounts.limit.errors.${refused.key}`, { max: refused.max }));
      return;
    }
    setError("");
    try {
      await edit.mutateAsync({
        data: {
          project_id: row.project_id,
          day_limit: unitsToCents(parseDollars(text)!),
          limit_turn_on: on ? Flag.On : Flag.Off,
        },
      });
      void showToast(t("accounts.limit.saved"), "success");
    } catch (cause) {
      setError(failure(cause));
    }
  };

  return (
    <form
      className="creator-limit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormGroup
        label={t("accounts.limit.label")}
        labelFor={id}
        helperText={
          error || t("accounts.limit.hint", { max: formatUnits(dollarsToUnits(maxDollars), "USD") })
        }
        intent={error ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id={id}
          inputMode="decimal"
          value={text}
          leftElement={<span className="creator-limit__unit">$</span>}
          intent={error ? Intent.DANGER : Intent.NONE}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </FormGroup>
      <Switch
        checked={on}
        label={t("accounts.limit.switch")}
        onChange={(event) => setOn(event.currentTarget.checked)}
      />
      <Button
        type="submit"
        loading={edit.isPending}
        aria-label={t("accounts.limit.saveLabel", { name: row.project_name })}
      >
        {t("accounts.limit.save")}
      </Button>
    </form>
  );
}
