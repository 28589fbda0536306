import { useId, useState } from "react";
import { Button, Card, FormGroup, InputGroup, Switch, TextArea } from "@blueprintjs/core";
import { SendMessageIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { RoomUser } from "@/generated/model";
import type { BarChat } from "../../hooks/use-bar-chat";
import { SINGLE_ACTIONS, findAction } from "../../model/action-catalogue";
import { Select } from "@/components/form/select";

type Problem = "contentRequired" | "targetRequired" | "resultRequired" | "scoreRequired";

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
 * at least 0), sent as a number (§5). What was typed stays when a rule stops the submit.
 */
export function PlayerCard({ number, player, chat, ended }: PlayerCardProps) {
  const { t } = useTranslation("console");
  const id = useId();
  const [behaviour, setBehaviour] = useState(false);
  const [text, setText] = useState("");
  const [target, setTarget] = useState("");
  const [result, setResult] = useState("");
  const [score, setScore] = useState("");
  const [gameStartedAt, setGameStartedAt] = useState(0);
  const [problem, setProblem] = useState<Problem>();
  const busy = chat.isBusy(`player-${player.uid}`);
  const action = target ? findAction(SINGLE_ACTIONS, Number(target)) : undefined;

  const submit = async () => {
    if (!behaviour) {
      const content = text.trim();
      if (!content) return setProblem("contentRequired");
      setProblem(undefined);
      if (await chat.sendChat(player.uid, content)) setText("");
      return;
    }
    if (!action) return setProblem("targetRequired");
    if (action.isGame) {
      const value = Number(score);
      if (score.trim() === "" || !Number.isFinite(value) || value < 0) {
        return setProblem("scoreRequired");
      }
      setProblem(undefined);
      await chat.sendGame(player.uid, action.id, value, gameStartedAt);
      return;
    }
    if (!result) return setProblem("resultRequired");
    setProblem(undefined);
    await chat.sendBehaviour(player.uid, action.id, Number(result));
  };

  const message = problem ? t(`single.cards.${problem}`) : undefined;
  const messageId = `${id}-message`;
  const describe = (field: Problem[]) =>
    problem && field.includes(problem)
      ? { "aria-invalid": true, "aria-describedby": messageId }
      : {};

  return (
    <Card className="console-card" data-testid={`player-card-${number}`}>
      <h3 id={`${id}-title`}>{t("single.cards.title", { n: number, nick: player.nick })}</h3>
      <form
        aria-labelledby={`${id}-title`}
        className="console-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Switch
          checked={behaviour}
          disabled={ended}
          label={t("single.cards.behaviourMode")}
          onChange={() => {
            const next = !behaviour;
            setBehaviour(next);
            setProblem(undefined);
            // §4: turning to behaviour ends the player's chat (end chat).
            if (next) void chat.endDialogue(player.uid);
          }}
        />
        {!behaviour ? (
          <FormGroup label={t("single.cards.chatContent")} labelFor={`${id}-text`}>
            <TextArea
              id={`${id}-text`}
              fill
              rows={2}
              value={text}
              disabled={ended}
              onChange={(event) => {
                setText(event.target.value);
                if (problem === "contentRequired") setProblem(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void submit();
                }
              }}
              {...describe(["contentRequired"])}
            />
          </FormGroup>
        ) : (
          <>
            <FormGroup label={t("single.cards.target")} labelFor={`${id}-target`}>
              <Select
                id={`${id}-target`}
                fill
                value={target}
                disabled={ended}
                onChange={(event) => {
                  setTarget(event.target.value);
                  setResult("");
                  setGameStartedAt(Math.floor(Date.now() / 1000));
                  setProblem(undefined);
                }}
                {...describe(["targetRequired"])}
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
                  type="number"
                  min={0}
                  inputMode="decimal"
                  value={score}
                  disabled={ended}
                  onValueChange={(value) => {
                    setScore(value);
                    if (problem === "scoreRequired") setProblem(undefined);
                  }}
                  {...describe(["scoreRequired"])}
                />
              </FormGroup>
            ) : action ? (
              <FormGroup label={t("single.cards.result")} labelFor={`${id}-result`}>
                <Select
                  id={`${id}-result`}
                  fill
                  value={result}
                  disabled={ended}
                  onChange={(event) => {
                    setResult(event.target.value);
                    setProblem(undefined);
                  }}
                  {...describe(["resultRequired"])}
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
        {message ? (
          <span id={messageId} role="alert" className="console-field-error">
            {message}
          </span>
        ) : null}
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
      </form>
    </Card>
  );
}
