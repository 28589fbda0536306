import { useId, useRef } from "react";
import { Button, Card, FormGroup, InputGroup, Switch } from "@blueprintjs/core";
import { AddIcon, SendMessageIcon, TrashIcon } from "@blueprintjs/icons";
import { Form, Formik, useFormikContext, type FormikErrors } from "formik";
import { useTranslation } from "react-i18next";
import { translateDynamic } from "@/lib/i18n";
import type { RoomUser } from "@/generated/model";
import type { BarChat } from "../../hooks/use-bar-chat";
import { JOINT_ACTIONS, fillJointTemplate, findAction } from "../../model/action-catalogue";
import { Select } from "@/components/form/select";
import { FieldRuleMessage } from "../shared/field-rule-message";

interface Line {
  key: number;
  /** "from-to" player numbers (1-based), e.g. "1-2". */
  direction: string;
  text: string;
}

interface MultiValues {
  behaviour: boolean;
  lines: Line[];
  pair: string;
  target: string;
  result: string;
}

const required = (key: string) => `console:single.cards.${key}`;

/** §5 the card's rules, one message at a time (catalogue keys, shown through the form kit). */
function validateMulti(values: MultiValues): FormikErrors<MultiValues> {
  if (!values.behaviour) {
    return values.lines.some((line) => line.text.trim() !== "")
      ? {}
      : { lines: required("contentRequired") };
  }
  const action = values.target ? findAction(JOINT_ACTIONS, Number(values.target)) : undefined;
  if (!action) return { target: required("targetRequired") };
  // §5: a joint behaviour for a game is ignored.
  if (action.isGame) return {};
  return values.result ? {} : { result: required("resultRequired") };
}

/** Every ordered pair of the room's players, "1-2" for "1 -> 2" (§3 chat targets). */
const pairsOf = (count: number) =>
  Array.from({ length: count }, (_, a) =>
    Array.from({ length: count }, (_, b) => [a + 1, b + 1] as const).filter(([x, y]) => x !== y),
  ).flat();

const parsePair = (direction: string) => direction.split("-").map(Number) as [number, number];

interface MultiPlayerCardProps {
  players: readonly RoomUser[];
  chat: BarChat;
  ended: boolean;
}

/**
 * §2 the multi-player card: chat lines between players (each "from -> to", sent by its speaker) and
 * joint behaviours of two players, whose option text names them ({0}, {1}). §5: refused with
 * "please enter chat content" when the only line is empty; the first line cannot be removed; a
 * joint game is ignored (games are played from a player's card). A form of the kit: Formik's
 * values, rules and submit (docs/decisions/0066); what was typed stays when a send fails.
 */
export function MultiPlayerCard({ players, chat, ended }: MultiPlayerCardProps) {
  const { t } = useTranslation("console");
  const id = useId();
  const pairs = pairsOf(players.length);
  const firstPair = pairs[0] ? `${pairs[0][0]}-${pairs[0][1]}` : "1-2";
  const lineKeys = useRef(0);
  const newLine = (): Line => ({ key: ++lineKeys.current, direction: firstPair, text: "" });
  const playerAt = (number: number) => players[number - 1];

  const submitLines = async (lines: Line[], reset: () => Promise<unknown>) => {
    const sent = lines
      .filter((line) => line.text.trim() !== "")
      .flatMap((line) => {
        const [from, to] = parsePair(line.direction);
        const speaker = playerAt(from);
        const listener = playerAt(to);
        return speaker && listener
          ? [{ from: speaker.uid, to: listener.uid, text: line.text.trim() }]
          : [];
      });
    if (await chat.sendLines(sent)) await reset();
  };

  const submitJoint = async ({ target, result, pair }: MultiValues) => {
    const action = findAction(JOINT_ACTIONS, Number(target));
    if (!action || action.isGame) return;
    const [a, b] = parsePair(pair);
    const first = playerAt(a);
    const second = playerAt(b);
    if (!first || !second) return;
    const template = t(
      `jointActions.${action.id}.options.${result}` as "jointActions.101.options.1",
    );
    await chat.sendJoint(
      first.uid,
      second.uid,
      action.id,
      Number(result),
      fillJointTemplate(template, first.nick, second.nick),
    );
  };

  return (
    <Card className="console-card" data-testid="multi-player-card">
      <h3 id={`${id}-title`}>{t("single.multi.heading")}</h3>
      <Formik<MultiValues>
        initialValues={{
          behaviour: false,
          lines: [{ key: 0, direction: firstPair, text: "" }],
          pair: firstPair,
          target: "",
          result: "",
        }}
        validate={validateMulti}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={(values, { setFieldValue }) =>
          values.behaviour
            ? submitJoint(values)
            : submitLines(values.lines, () => setFieldValue("lines", [newLine()], false))
        }
      >
        <Form aria-labelledby={`${id}-title`} className="console-stack" noValidate>
          <MultiFields id={id} players={players} chat={chat} ended={ended} newLine={newLine} />
        </Form>
      </Formik>
    </Card>
  );
}

interface MultiFieldsProps extends MultiPlayerCardProps {
  id: string;
  newLine: () => Line;
}

function MultiFields({ id, players, chat, ended, newLine }: MultiFieldsProps) {
  const { t } = useTranslation("console");
  const { values, errors, setFieldValue, setErrors, isSubmitting } =
    useFormikContext<MultiValues>();
  const { behaviour, lines, pair, target, result } = values;
  const pairs = pairsOf(players.length);
  const busy = chat.isBusy("multi") || isSubmitting;
  const action = target ? findAction(JOINT_ACTIONS, Number(target)) : undefined;
  const playerAt = (number: number) => players[number - 1];
  const pairLabel = ([from, to]: readonly [number, number]) => t("single.multi.pair", { from, to });
  const problem = (Object.keys(errors) as (keyof MultiValues)[])[0];
  const rule = problem ? errors[problem] : undefined;
  const message = typeof rule === "string" ? (translateDynamic(rule) ?? rule) : undefined;
  const messageId = `${id}-message`;
  const describe = (field: keyof MultiValues) =>
    problem === field ? { "aria-invalid": true, "aria-describedby": messageId } : {};
  const change = (patch: Partial<MultiValues>) => {
    for (const [field, value] of Object.entries(patch)) void setFieldValue(field, value, false);
    setErrors({});
  };
  const updateLine = (key: number, patch: Partial<Line>) => {
    const next = lines.map((line) => (line.key === key ? { ...line, ...patch } : line));
    // Typing clears the rule's message; choosing a direction does not.
    if ("text" in patch) change({ lines: next });
    else void setFieldValue("lines", next, false);
  };

  return (
    <>
      <Switch
        checked={behaviour}
        disabled={ended}
        label={t("single.cards.behaviourMode")}
        onChange={() => change({ behaviour: !behaviour })}
      />
      {!behaviour ? (
        <>
          {lines.map((line, index) => (
            <fieldset key={line.key} className="console-fieldset">
              <legend>{t("single.multi.line", { n: index + 1 })}</legend>
              <div className="console-line">
                <Select
                  aria-label={t("single.multi.direction", { n: index + 1 })}
                  value={line.direction}
                  disabled={ended}
                  onChange={(event) => updateLine(line.key, { direction: event.target.value })}
                >
                  {pairs.map((candidate) => (
                    <option key={candidate.join("-")} value={candidate.join("-")}>
                      {pairLabel(candidate)}
                    </option>
                  ))}
                </Select>
                <InputGroup
                  aria-label={t("single.multi.content", { n: index + 1 })}
                  value={line.text}
                  disabled={ended}
                  onValueChange={(text) => updateLine(line.key, { text })}
                  {...(index === 0 ? describe("lines") : {})}
                />
                {index > 0 ? (
                  <Button
                    variant="minimal"
                    icon={<TrashIcon />}
                    aria-label={t("single.multi.removeLine", { n: index + 1 })}
                    disabled={ended}
                    onClick={() =>
                      void setFieldValue(
                        "lines",
                        lines.filter((l) => l.key !== line.key),
                        false,
                      )
                    }
                  />
                ) : (
                  <span />
                )}
              </div>
            </fieldset>
          ))}
          <div className="console-row">
            <Button
              variant="outlined"
              icon={<AddIcon />}
              disabled={ended}
              text={t("single.multi.addLine")}
              onClick={() => void setFieldValue("lines", [...lines, newLine()], false)}
            />
          </div>
        </>
      ) : (
        <>
          <FormGroup label={t("single.multi.players")} labelFor={`${id}-pair`}>
            <Select
              id={`${id}-pair`}
              fill
              value={pair}
              disabled={ended}
              onChange={(event) => void setFieldValue("pair", event.target.value, false)}
            >
              {pairs.map((candidate) => (
                <option key={candidate.join("-")} value={candidate.join("-")}>
                  {pairLabel(candidate)}
                </option>
              ))}
            </Select>
          </FormGroup>
          <FormGroup label={t("single.multi.joint")} labelFor={`${id}-target`}>
            <Select
              id={`${id}-target`}
              fill
              value={target}
              disabled={ended}
              onChange={(event) => change({ target: event.target.value, result: "" })}
              {...describe("target")}
            >
              <option value="">{t("single.cards.chooseTarget")}</option>
              {JOINT_ACTIONS.map((candidate) => (
                <option key={candidate.id} value={candidate.id} disabled={candidate.isGame}>
                  {candidate.isGame
                    ? t("single.multi.gameOption", {
                        game: t(`jointActions.${candidate.id}.label` as "jointActions.101.label"),
                      })
                    : t(`jointActions.${candidate.id}.label` as "jointActions.101.label")}
                </option>
              ))}
            </Select>
          </FormGroup>
          {action && !action.isGame ? (
            <FormGroup label={t("single.cards.result")} labelFor={`${id}-result`}>
              <Select
                id={`${id}-result`}
                fill
                value={result}
                disabled={ended}
                onChange={(event) => change({ result: event.target.value })}
                {...describe("result")}
              >
                <option value="">{t("single.cards.chooseResult")}</option>
                {action.options.map((option) => {
                  const [a, b] = parsePair(pair);
                  return (
                    <option key={option} value={option}>
                      {fillJointTemplate(
                        t(
                          `jointActions.${action.id}.options.${option}` as "jointActions.101.options.1",
                        ),
                        playerAt(a)?.nick ?? String(a),
                        playerAt(b)?.nick ?? String(b),
                      )}
                    </option>
                  );
                })}
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
