import { useEffect } from "react";
import { Button, Callout, Card, Spinner } from "@blueprintjs/core";
import { PlayIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { RoomStatus } from "@/generated/model/roomStatus";
import { apiErrorMessage } from "@/lib/error-message";
import { gameErrorMessage } from "@/api/console/refusal";
import { useRoomStatus, useRoomUsers, useStartGame } from "@/api/console/room";

/** Players needed before the creator may start (the scene is for two players). */
export const PLAYERS_TO_START = 2;

interface WaitingRoomProps {
  role: "creator" | "joiner";
  roomId: number;
  /** This console's first player (the creator's uid starts the game; the joiner's polls). */
  uid: number;
  onStarted: () => void;
}

/**
 * §4 wait step. The creator sees the room's players (polled every 3 s) and starts the game; the
 * chat opens when start-game answers 0. The joiner polls the room's status every 3 s and moves to
 * the chat when it is 1 (started).
 */
export function WaitingRoom({ role, roomId, uid, onStarted }: WaitingRoomProps) {
  const { t } = useTranslation("console");
  return (
    <Card className="console-card" aria-busy="true">
      <h2>{t("single.wait.heading")}</h2>
      {role === "creator" ? (
        <CreatorWait roomId={roomId} uid={uid} onStarted={onStarted} />
      ) : (
        <JoinerWait roomId={roomId} uid={uid} onStarted={onStarted} />
      )}
    </Card>
  );
}

function PollFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("console");
  return (
    <Callout intent="warning" compact role="alert">
      <p>{t("single.wait.pollFailed", { message: apiErrorMessage(error) ?? "" })}</p>
      <Button size="small" text={t("retry")} onClick={onRetry} />
    </Callout>
  );
}

function CreatorWait({ roomId, uid, onStarted }: Omit<WaitingRoomProps, "role">) {
  const { t } = useTranslation("console");
  const users = useRoomUsers(roomId, true);
  const start = useStartGame();
  const players = users.data ?? [];
  const ready = players.length >= PLAYERS_TO_START;
  return (
    <div className="console-stack">
      <p>{t("single.wait.creatorHint")}</p>
      <h3>{t("single.wait.players", { count: players.length })}</h3>
      {players.length > 0 ? (
        <ol className="console-players" data-testid="room-users">
          {players.map((player) => (
            <li key={player.uid}>{player.nick}</li>
          ))}
        </ol>
      ) : users.isPending ? (
        <Spinner size={20} />
      ) : (
        <p>{t("single.wait.noPlayers")}</p>
      )}
      {users.isError ? (
        <PollFailure error={users.error} onRetry={() => void users.refetch()} />
      ) : null}
      {start.isError ? (
        <Callout intent="danger" compact role="alert">
          {gameErrorMessage(start.error, t("single.wait.startRefused"))}
        </Callout>
      ) : null}
      <Button
        intent="primary"
        icon={<PlayIcon />}
        disabled={!ready}
        loading={start.isPending}
        text={t("single.wait.start")}
        onClick={() => start.mutate({ data: { room_id: roomId, uid } }, { onSuccess: onStarted })}
      />
      {!ready ? <p className="bp6-text-muted">{t("single.wait.needTwo")}</p> : null}
    </div>
  );
}

function JoinerWait({ roomId, uid, onStarted }: Omit<WaitingRoomProps, "role">) {
  const { t } = useTranslation("console");
  const status = useRoomStatus(roomId, uid);
  const started = status.data === RoomStatus.Started;
  useEffect(() => {
    if (started) onStarted();
  }, [started, onStarted]);
  return (
    <div className="console-stack">
      <div className="console-waiting">
        <Spinner size={16} />
        <span>{t("single.wait.joinerHint")}</span>
      </div>
      {status.isError ? (
        <PollFailure error={status.error} onRetry={() => void status.refetch()} />
      ) : null}
    </div>
  );
}
