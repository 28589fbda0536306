import { useId } from "react";
import { Button, Card, FormGroup, InputGroup, Switch, TextArea } from "@blueprintjs/core";
import { SendMessageIcon } from "@blueprintjs/icons";
import { Form, Formik, useFormikContext, type FormikErrors } from "formik";
import { useTranslation } from "react-i18next";
import { useEnterToSend } from "@/components/form/enter-to-send";
import { translateDynamic } from "@/lib/i18n";
import type { RoomUser } from "@/generated/model";
import type { BarChat } from "../../hooks/use-bar-chat";
import { SINGLE_ACTIONS, findAction } from "../../model/action-catalogue";
import { Select } from "@/components/form/select";
import { FieldRuleMessage } from "../shared/field-rule-message";

interface CardValues {
  behaviour: boolean;
  text: string;
  target: string;
  result: string;
  score: string;
  /** When the game was chosen (§5: a game's start time is sent with its score). */
  gameStartedAt: number;
}

const INITIAL: CardValues = {
  behaviour: false,
  text: "",
  target: "",
  result: "",
  score: "",
  gameStartedAt: 0,
};

const required = (key: string) => `console:single.cards.${key}`;

/** §5 the card's rules, one message at a time (catalogue keys, shown through the form kit). */
function validateCard(values: CardValues): FormikErrors<CardValues> {
  if (!values.behaviour) return values.text.trim() ? {} : { text: required("contentRequired") };
  const action = values.target ? findAction(SINGLE_ACTIONS, Number(values.target)) : undefined;
  if (!action) return { target: required("targetRequired") };
  if (action.isGame) {
    const value = Number(values.score);
    return values.score.trim() === "" || !Number.isFinite(value) || value < 0
      ? { score: required("scoreRequired") }
      : {};
  }
  return values.result ? {} : { result: required("resultRequired") };
}

interface PlayerCardProps {
  /** The player's number in the room (1-based): the card's title. */
  number: number;
  player: RoomUser;
  chat: BarChat;
  /** The game has ended: nothing more is sent. */
  ended: boolean;
}

/**
 * §2 one card per player: a switch between chat and behaviour, and a submit. Chat needs content;
 * a behaviour needs a target and, for a non-game target, a result; a game needs a score (a number,
 * at least 0), sent as a number (§5). What was typed stays when a rule stops the submit or a send
 * fails. A form of the kit: Formik's values, rules and submit (docs/decisions/0066).
 */
export function PlayerCard({ number, player, chat, ended }: PlayerCardProps) {
  const { t } = useTranslation("console");
  const id = useId();
  return (
    <Card className="console-card" data-testid={`player-card-${number}`}>
      <h3 id={`${id}-title`}>{t("single.cards.title", { n: number, nick: player.nick })}</h3>
      <Formik<CardValues>
        initialValues={INITIAL}
        validate={validateCard}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={async (values, { setFieldValue }) => {
          if (!values.behaviour) {
            if (await chat.sendChat(player.uid, values.text.trim())) {
              await setFieldValue("text", "", false);
            }
            return;
          }
          const action = findAction(SINGLE_ACTIONS, Number(values.target));
          if (!action) return;
          if (action.isGame) {
            await chat.sendGame(player.uid, action.id, Number(values.score), values.gameStartedAt);
            return;
          }
          await chat.sendBehaviour(player.uid, action.id, Number(values.result));
        }}
      >
        <Form aria-labelledby={`${id}-title`} className="console-stack" noValidate>
          <CardFields id={id} player={player} chat={chat} ended={ended} />
        </Form>
      </Formik>
    </Card>
  );
}

function CardFields({
  id,
  player,
  chat,
  ended,
}: {
  id: string;
  player: RoomUser;
  chat: BarChat;
  ended: boolean;
}) {
  const { t } = useTranslation("console");
  const { values, errors, setFieldValue, setErrors, isSubmitting } = useFormikContext<CardValues>();
  const onKeyDown = useEnterToSend();
  const busy = chat.isBusy(`player-${player.uid}`) || isSubmitting;
  const { behaviour, text, target, result, score } = values;
  const action = target ? findAction(SINGLE_ACTIONS, Number(target)) : undefined;
  const problem = (Object.keys(errors) as (keyof CardValues)[])[0];
  const rule = problem ? errors[problem] : undefined;
  const message = typeof rule === "string" ? (translateDynamic(rule) ?? rule) : undefined;
  const messageId = `${id}-message`;
  const describe = (field: keyof CardValues) =>
    problem === field ? { "aria-invalid": true, "aria-describedby": messageId } : {};
  const change = (patch: Partial<CardValues>) => {
    for (const [field, value] of Object.entries(patch)) void setFieldValue(field, value, false);
    setErrors({});
  };

  return (
    <>
      <Switch
        checked={behaviour}
        disabled={ended}
        label={t("single.cards.behaviourMode")}
        onChange={() => {
          const next = !behaviour;
          change({ behaviour: next });
          // §4: turning to behaviour ends the player's chat (end chat).
          if (next) void chat.endDialogue(player.uid);
        }}
      />
      {!behaviour ? (
        <FormGroup label={t("single.cards.chatContent")} labelFor={`${id}-text`}>
          <TextArea
            id={`${id}-text`}
            name="text"
            fill
            rows={2}
            value={text}
            disabled={ended}
            onChange={(event) => change({ text: event.target.value })}
            onKeyDown={onKeyDown}
            {...describe("text")}
          />
        </FormGroup>
      ) : (
        <>
          <FormGroup label={t("single.cards.target")} labelFor={`${id}-target`}>
            <Select
              id={`${id}-target`}
              name="target"
              fill
              value={target}
              disabled={ended}
              onChange={(event) =>
                change({
                  target: event.target.value,
                  result: "",
                  gameStartedAt: Math.floor(Date.now() / 1000),
                })
              }
              {...describe("target")}
            >
              <option value="">{t("single.cards.chooseTarget")}</option>
              {SINGLE_ACTIONS.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {t(`actions.${candidate.id}.label` as "actions.1.label")}
                </option>
              ))}
            </Select>
          </FormGroup>
          {action?.isGame ? (
            <FormGroup
              label={t("single.cards.score")}
              labelFor={`${id}-score`}
              helperText={
                action.scores
                  ? t("single.cards.scoreHint", { scores: action.scores.join(" / ") })
                  : undefined
              }
            >
              <InputGroup
                id={`${id}-score`}
                name="score"
                type="number"
                min={0}
                inputMode="decimal"
                value={score}
                disabled={ended}
                onValueChange={(value) => change({ score: value })}
                {...describe("score")}
              />
            </FormGroup>
          ) : action ? (
            <FormGroup label={t("single.cards.result")} labelFor={`${id}-result`}>
              <Select
                id={`${id}-result`}
                name="result"
                fill
                value={result}
                disabled={ended}
                onChange={(event) => change({ result: event.target.value })}
                {...describe("result")}
              >
                <option value="">{t("single.cards.chooseResult")}</option>
                {action.options.map((option) => (
                  <option key={option} value={option}>
                    {t(`actions.${action.id}.options.${option}` as "actions.1.options.1")}
                  </option>
                ))}
              </Select>
            </FormGroup>
          ) : null}
        </>
      )}
      <FieldRuleMessage id={messageId} message={message} />
      <div className="console-row console-row--end">
        <Button
          type="submit"
          intent="primary"
          icon={<SendMessageIcon />}
          disabled={ended}
          loading={busy}
          text={t("single.cards.submit")}
        />
      </div>
    </>
  );
}
