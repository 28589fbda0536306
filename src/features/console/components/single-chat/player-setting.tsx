import { Button, Card } from "@blueprintjs/core";
import { AddIcon, TrashIcon } from "@blueprintjs/icons";
import { FieldArray, Form, Formik, type FormikErrors } from "formik";
import { useTranslation } from "react-i18next";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { withServerErrors } from "@/components/form/server-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import type { Costume } from "@/generated/model";
import { useSetRoles } from "@/api/console/room";
import { NICK_MAX } from "@/api/console/rules";
import { COSTUMES } from "../../model/costumes";
import { RefusalMessage } from "../shared/refusal-message";
import { SelectField } from "@/components/form/select";

/** A console plays one or two players (docs/decisions/0042). */
export const MAX_LOCAL_PLAYERS = 2;

interface PlayerRow {
  nick: string;
  suit: string;
}

interface PlayerValues {
  players: PlayerRow[];
}

const emptyRow = (index: number): PlayerRow => ({ nick: "", suit: String(COSTUMES[index] ?? 1) });

function validate({ players }: PlayerValues): FormikErrors<PlayerValues> {
  const errors = players.map((row) =>
    row.nick.trim() === "" ? { nick: "console:single.players.nickRequired" } : undefined,
  );
  return errors.some(Boolean) ? { players: errors as FormikErrors<PlayerRow>[] } : {};
}

interface PlayerSettingProps {
  roomId: number;
  /** This console's player uids so far: the first from create/join, the second once seated. */
  uids: readonly (number | undefined)[];
  /** How many rows to start with: two for the room's creator, one for a joiner. */
  initialCount: number;
  onSeated: (index: number, uid: number) => void;
  onConfirmed: (uids: number[]) => void;
}

/**
 * §2 player setting: this console's players, each with a nickname (§5: not empty) and a costume
 * (1-6), and the confirm button that sets their roles (§7 setRole). A second player takes its own
 * seat in the room first (joinRoom).
 */
export function PlayerSetting({
  roomId,
  uids,
  initialCount,
  onSeated,
  onConfirmed,
}: PlayerSettingProps) {
  const { t } = useTranslation("console");
  const setRoles = useSetRoles(onSeated);
  const costumeOptions = COSTUMES.map((costume) => ({
    value: String(costume),
    label: t("single.costumes.option", {
      number: costume,
      description: t(`single.costumes.${costume}`),
    }),
  }));

  return (
    <Card className="console-card">
      <h2>{t("single.players.heading")}</h2>
      <p>{t("single.players.intro")}</p>
      <Formik<PlayerValues>
        initialValues={{
          players: Array.from({ length: initialCount }, (_, index) => emptyRow(index)),
        }}
        validate={validate}
        onSubmit={withServerErrors(async ({ players }) => {
          const confirmed = await setRoles.mutateAsync({
            roomId,
            players: players.map((row, index) => ({
              uid: uids[index],
              nick: row.nick.trim(),
              suit: Number(row.suit) as Costume,
            })),
          });
          onConfirmed(confirmed);
        })}
      >
        {({ values }) => (
          <Form noValidate className="console-stack">
            <FocusFirstError />
            <RefusalMessage refused={t("single.players.refused")} />
            <FieldArray name="players">
              {({ push, remove }) => (
                <>
                  {values.players.map((_, index) => (
                    <fieldset key={index} className="console-fieldset">
                      <legend>{t("single.players.player", { n: index + 1 })}</legend>
                      <TextField
                        name={`players.${index}.nick`}
                        label={t("single.players.nickname")}
                        maxLength={NICK_MAX}
                        autoComplete="off"
                      />
                      <SelectField
                        name={`players.${index}.suit`}
                        label={t("single.players.costume")}
                        options={costumeOptions}
                      />
                    </fieldset>
                  ))}
                  <div className="console-row">
                    {values.players.length < MAX_LOCAL_PLAYERS ? (
                      <Button
                        variant="outlined"
                        icon={<AddIcon />}
                        text={t("single.players.addSecond")}
                        onClick={() => push(emptyRow(values.players.length))}
                      />
                    ) : (
                      <Button
                        variant="outlined"
                        icon={<TrashIcon />}
                        text={t("single.players.removeSecond")}
                        onClick={() => remove(values.players.length - 1)}
                      />
                    )}
                  </div>
                </>
              )}
            </FieldArray>
            <SubmitButton
              pending={setRoles.isPending}
              busyText={t("single.players.confirming")}
              block={false}
            >
              {t("single.players.confirm")}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
