import { useCallback, useState } from "react";
import { Card, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import type { GameResult } from "@/generated/model";
import { useRoomUsers } from "@/api/console/room";
import type { Seat } from "@/api/console/bar-chat";
import { useBarChat, type BarChat } from "../../hooks/use-bar-chat";
import type { DisplayMode, MessageFilter } from "../../model/bar-messages";
import { BarChatView } from "./bar-chat-view";
import { ChatToolbar } from "./chat-toolbar";
import { MultiPlayerCard } from "./multi-player-card";
import { PlayerCard } from "./player-card";
import { PlayerSetting } from "./player-setting";
import { NumberBadge } from "./room-badge";
import { RoomSetting } from "./room-setting";
import { WaitingRoom } from "./waiting-room";

/** §4 single chat steps: RoomSetting → RoleSetting → Wait → Chat → End. */
export type SingleStep = "room" | "roles" | "wait" | "chat" | "end";

interface Session {
  step: SingleStep;
  role?: "creator" | "joiner";
  roomId?: number;
  /** This console's players' uids (the first from create/join, a second once seated). */
  uids: (number | undefined)[];
}

const START: Session = { step: "room", uids: [] };

/** The single chat tab (inspect-console.md §2, §4, §5): two players and the AI bartender. */
export function SingleChatTab() {
  const { t } = useTranslation("console");
  const [session, setSession] = useState<Session>(START);
  const [mode, setMode] = useState<DisplayMode>("debug");
  const [filter, setFilter] = useState<MessageFilter>("all");
  const chat = useBarChat(session.roomId);
  const { step, role, roomId } = session;
  const ownUid = session.uids[0];

  const enter = (nextRole: "creator" | "joiner") => (seat: Seat) =>
    setSession({ step: "roles", role: nextRole, roomId: seat.roomId, uids: [seat.uid] });
  const onSeated = useCallback(
    (index: number, uid: number) =>
      setSession((old) => {
        const uids = [...old.uids];
        uids[index] = uid;
        return { ...old, uids };
      }),
    [],
  );
  const onStarted = useCallback(() => setSession((old) => ({ ...old, step: "chat" })), []);
  const inGame = step === "chat" || step === "end";

  return (
    <div className="console-split">
      <div className="console-side">
        {roomId !== undefined ? (
          <Card className="console-card">
            <NumberBadge label={t("single.room.current")} value={roomId} />
          </Card>
        ) : null}
        {step === "room" ? (
          <RoomSetting onCreated={enter("creator")} onJoined={enter("joiner")} />
        ) : null}
        {step === "roles" && roomId !== undefined ? (
          <PlayerSetting
            roomId={roomId}
            uids={session.uids}
            initialCount={role === "creator" ? 2 : 1}
            onSeated={onSeated}
            onConfirmed={(uids) => setSession((old) => ({ ...old, step: "wait", uids }))}
          />
        ) : null}
        {step === "wait" && roomId !== undefined && ownUid !== undefined && role ? (
          <WaitingRoom role={role} roomId={roomId} uid={ownUid} onStarted={onStarted} />
        ) : null}
        {inGame && roomId !== undefined ? (
          <PlayerCards roomId={roomId} chat={chat} ended={step === "end"} />
        ) : null}
      </div>
      <div className="console-main">
        <ChatToolbar
          mode={mode}
          onMode={setMode}
          filter={filter}
          onFilter={setFilter}
          canSettle={step === "chat" && ownUid !== undefined}
          settling={chat.settling}
          onSettle={() => {
            if (ownUid === undefined) return;
            void chat.settle(ownUid).then((results?: GameResult[]) => {
              if (results) setSession((old) => ({ ...old, step: "end" }));
            });
          }}
          onNewGame={
            step === "end"
              ? () => {
                  chat.reset();
                  setSession(START);
                }
              : undefined
          }
        />
        <RoomPlayers roomId={inGame ? roomId : undefined}>
          {(players) => (
            <BarChatView messages={chat.messages} players={players} filter={filter} mode={mode} />
          )}
        </RoomPlayers>
      </div>
    </div>
  );
}

/** The room's players once the game runs (fetched once: nobody joins a started room). */
function RoomPlayers({
  roomId,
  children,
}: {
  roomId: number | undefined;
  children: (players: NonNullable<ReturnType<typeof useRoomUsers>["data"]>) => React.ReactNode;
}) {
  const users = useRoomUsers(roomId, false);
  return children(roomId === undefined ? [] : (users.data ?? []));
}

function PlayerCards({ roomId, chat, ended }: { roomId: number; chat: BarChat; ended: boolean }) {
  const { t } = useTranslation("console");
  const users = useRoomUsers(roomId, false);
  if (users.isError) {
    return (
      <QueryErrorView
        error={users.error}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  }
  if (users.isPending) return <Spinner size={24} aria-label={t("loading")} />;
  const players = users.data;
  if (players.length === 0) {
    return (
      <EmptyState
        title={t("single.cards.none")}
        description={t("single.cards.noneHint")}
        hideAction
      />
    );
  }
  return (
    // The list scrolls on its own: focusable, so keyboard users can scroll it too.
    <section aria-label={t("single.cards.heading")} className="console-cards" tabIndex={0}>
      {players.map((player, index) => (
        <PlayerCard key={player.uid} number={index + 1} player={player} chat={chat} ended={ended} />
      ))}
      {players.length >= 2 ? <MultiPlayerCard players={players} chat={chat} ended={ended} /> : null}
    </section>
  );
}
