import { useTranslation } from "react-i18next";
import type { AiFeed, GameResult, RoomUser } from "@/generated/model";
import { gameErrorMessage } from "@/api/console/refusal";
import {
  filterMessages,
  finalFriendliness,
  winnerOf,
  type BarMessage,
  type DisplayMode,
  type MessageFilter,
} from "../../model/bar-messages";
import { Bubble, WaitingBubble } from "../shared/bubble";
import { ChatLog } from "../shared/chat-log";

interface BarChatViewProps {
  messages: readonly BarMessage[];
  /** The room's players in room order (numbers 1…n). */
  players: readonly RoomUser[];
  filter: MessageFilter;
  mode: DisplayMode;
}

/**
 * §2 the single chat's view: the players' messages, the bartender's replies (in debug mode with
 * each reply's friendliness detail), the waiting bubble and the final settlement.
 */
export function BarChatView({ messages, players, filter, mode }: BarChatViewProps) {
  const { t } = useTranslation("console");
  const order = players.map((player) => player.uid);
  const shown = filterMessages(messages, filter, order);
  const nameOf = (uid: number) => {
    const index = order.indexOf(uid);
    const player = players[index];
    return player ? t("single.playerName", { n: index + 1, nick: player.nick }) : String(uid);
  };
  const bartender = t("single.bartender");
  return (
    <ChatLog
      label={t("single.chatLog")}
      change={messages}
      empty={
        shown.length === 0 ? <p className="console-log__empty">{t("chat.empty")}</p> : undefined
      }
    >
      {shown.map((message) => {
        switch (message.kind) {
          case "chat":
            return (
              <Bubble key={message.id} side="mine" author={nameOf(message.players[0] ?? 0)}>
                <p>{message.text}</p>
              </Bubble>
            );
          case "behavior":
            return (
              <Bubble key={message.id} side="mine" author={nameOf(message.players[0] ?? 0)}>
                <p className="console-behaviour">
                  {t("single.messages.behaviour", {
                    action: t(`actions.${message.actionId}.label` as "actions.1.label"),
                    result: t(
                      `actions.${message.actionId}.options.${message.answerNo}` as "actions.1.options.1",
                    ),
                  })}
                </p>
              </Bubble>
            );
          case "game":
            return (
              <Bubble key={message.id} side="mine" author={nameOf(message.players[0] ?? 0)}>
                <p className="console-behaviour">
                  {t("single.messages.game", {
                    game: t(`actions.${message.gameId}.label` as "actions.1.label"),
                    score: message.score,
                  })}
                </p>
              </Bubble>
            );
          case "multiChat":
            return (
              <Bubble key={message.id} side="mine" author={t("single.multi.heading")}>
                {message.lines.map((line, index) => (
                  <p key={index}>
                    {t("single.messages.line", {
                      from: nameOf(line.from),
                      to: nameOf(line.to),
                      text: line.text,
                    })}
                  </p>
                ))}
              </Bubble>
            );
          case "jointBehavior":
            return (
              <Bubble key={message.id} side="mine" author={t("single.multi.heading")}>
                <p className="console-behaviour">{message.text}</p>
              </Bubble>
            );
          case "ai":
            return (
              <Bubble
                key={message.id}
                side="theirs"
                author={t("single.replyTo", {
                  ai: bartender,
                  players: message.players.map(nameOf).join(", "),
                })}
              >
                <FeedView feed={message.feed} mode={mode} />
              </Bubble>
            );
          case "wait":
            return <WaitingBubble key={message.id} author={bartender} text={t("chat.waiting")} />;
          case "failure":
            return (
              <Bubble key={message.id} side="system" intent="danger">
                <p role="alert">
                  {t(`single.messages.${message.stage}Failed`, {
                    reason: gameErrorMessage(message.error, t("single.messages.refused")) ?? "",
                  })}
                </p>
              </Bubble>
            );
          case "result":
            return (
              <ResultView key={message.id} results={message.results} nameOf={nameOf} mode={mode} />
            );
        }
      })}
    </ChatLog>
  );
}

function FeedView({ feed, mode }: { feed: AiFeed; mode: DisplayMode }) {
  const { t } = useTranslation("console");
  const change = feed.relationship_change_value;
  return (
    <>
      <p>{feed.content}</p>
      {feed.behavior_desc ? <p className="console-behaviour">{feed.behavior_desc}</p> : null}
      {mode === "debug" ? (
        <dl className="console-debug" data-testid="feed-debug">
          <dt>{t("single.messages.friendliness")}</dt>
          <dd>{feed.relationship_value}</dd>
          <dt>{t("single.messages.change")}</dt>
          <dd className={change > 0 ? "console-up" : change < 0 ? "console-down" : undefined}>
            {change > 0 ? `+${change}` : change}
          </dd>
          <dt>{t("single.messages.reason")}</dt>
          <dd>{feed.relationship_change_reason || "—"}</dd>
        </dl>
      ) : null}
    </>
  );
}

function ResultView({
  results,
  nameOf,
  mode,
}: {
  results: readonly GameResult[];
  nameOf: (uid: number) => string;
  mode: DisplayMode;
}) {
  const { t } = useTranslation("console");
  const ranked = [...results].sort((a, b) => a.user_rank - b.user_rank);
  const winner = winnerOf(results);
  return (
    <Bubble side="system" intent="success" testId="settlement">
      <h3>{t("single.result.heading")}</h3>
      <table className="console-results">
        <thead>
          <tr>
            <th scope="col">{t("single.result.rank")}</th>
            <th scope="col">{t("single.result.player")}</th>
            <th scope="col">{t("single.result.friendliness")}</th>
            <th scope="col">{t("single.result.comment")}</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((result) => (
            <tr key={result.uid}>
              <td>{result.user_rank}</td>
              <td>{nameOf(result.uid)}</td>
              <td>{finalFriendliness(result) ?? "—"}</td>
              <td>
                {result.role_comment}
                {mode === "debug"
                  ? result.feeds
                      .filter((feed) => feed.content !== result.role_comment)
                      .map((feed, index) => (
                        <p key={index} className="console-behaviour">
                          {feed.content}
                        </p>
                      ))
                  : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="console-winner" data-testid="winner">
        {winner
          ? t("single.result.winner", { player: nameOf(winner.uid) })
          : t("single.result.noWinner")}
      </p>
    </Bubble>
  );
}
