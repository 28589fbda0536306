/**
 * A project's daily limit with its on/off switch (creator-programme.md §5, §8): the limit is typed
 * in dollars, must be non-zero and at most the configured maximum; otherwise the error shows the
 * maximum in dollars with 4 decimals. What was typed stays on any refusal, the server's included.
 * The values, the rule and the server's failure are the form kit's (Formik, docs/decisions/0066).
 */
import { Button, FormGroup, InputGroup, Intent, Switch } from "@blueprintjs/core";
import { Form, Formik, useFormikContext } from "formik";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FORM_PLACE, withServerErrors } from "@/components/form/server-error";
import { useServerError } from "@/components/form/use-server-error";
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

interface DayLimitValues {
  limit: string;
  on: boolean;
}

export function DayLimitForm({ row, maxDollars }: { row: IncentiveAccount; maxDollars: number }) {
  const { t } = useTranslation("application");
  const edit = useEditDayLimit();
  const validate = useMemo(
    () =>
      ({ limit }: DayLimitValues) => {
        const refused = dayLimitError(limit, maxDollars);
        return refused
          ? { limit: t(`accounts.limit.errors.${refused.key}`, { max: refused.max }) }
          : {};
      },
    [t, maxDollars],
  );
  return (
    <Formik<DayLimitValues>
      initialValues={{
        limit: row.day_limit > 0 ? unitsToDecimal(centsToUnits(row.day_limit)) : "",
        on: row.limit_turn_on === Flag.On,
      }}
      validate={validate}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={withServerErrors(async ({ limit, on }: DayLimitValues) => {
        await edit.mutateAsync({
          data: {
            project_id: row.project_id,
            day_limit: unitsToCents(parseDollars(limit)!),
            limit_turn_on: on ? Flag.On : Flag.Off,
          },
        });
        void showToast(t("accounts.limit.saved"), "success");
      })}
    >
      <Form className="creator-limit" noValidate>
        <DayLimitFields
          projectName={row.project_name}
          maxDollars={maxDollars}
          pending={edit.isPending}
        />
      </Form>
    </Formik>
  );
}

function DayLimitFields({
  projectName,
  maxDollars,
  pending,
}: {
  projectName: string;
  maxDollars: number;
  pending: boolean;
}) {
  const { t } = useTranslation("application");
  const id = useId();
  const { values, errors, submitCount, isSubmitting, setFieldValue } =
    useFormikContext<DayLimitValues>();
  const server = useServerError(FORM_PLACE);
  const rule = submitCount > 0 ? errors.limit : undefined;
  const error = rule ?? (server.error === undefined ? "" : (server.message ?? t("app.failed")));
  return (
    <>
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
          name="limit"
          inputMode="decimal"
          value={values.limit}
          leftElement={<span className="creator-limit__unit">$</span>}
          intent={error ? Intent.DANGER : Intent.NONE}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void setFieldValue("limit", event.currentTarget.value, false)}
        />
      </FormGroup>
      <Switch
        checked={values.on}
        label={t("accounts.limit.switch")}
        onChange={(event) => void setFieldValue("on", event.currentTarget.checked, false)}
      />
      <Button
        type="submit"
        loading={pending || isSubmitting}
        aria-label={t("accounts.limit.saveLabel", { name: projectName })}
      >
        {t("accounts.limit.save")}
      </Button>
    </>
  );
}
