import { Button, Callout, Card, Divider } from "@blueprintjs/core";
import { AddIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { refusalMessage } from "@/lib/refusal-message";
import { useCreateRoom, useJoinRoom } from "@/api/console/room";
import type { Seat } from "@/api/console/bar-chat";
import { NumberForm } from "../shared/number-form";

interface RoomSettingProps {
  onCreated: (seat: Seat) => void;
  onJoined: (seat: Seat) => void;
}

/** §2 room setting: create a room, or join one by its number. */
export function RoomSetting({ onCreated, onJoined }: RoomSettingProps) {
  const { t } = useTranslation("console");
  const create = useCreateRoom();
  const join = useJoinRoom();
  // inspect-console.md §8: a refused create or join shows the server's message.
  const createError = create.isError ? refusalMessage(create.error) : undefined;
  return (
    <Card className="console-card">
      <h2>{t("single.room.heading")}</h2>
      <p>{t("single.room.intro")}</p>
      <div className="console-stack">
        {createError ? (
          <Callout intent="danger" compact role="alert">
            {createError}
          </Callout>
        ) : null}
        <Button
          intent="primary"
          icon={<AddIcon />}
          loading={create.isPending}
          text={t("single.room.create")}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (room) => onCreated({ uid: room.uid, roomId: room.room_id }),
            })
          }
        />
      </div>
      <Divider className="console-divider" />
      <NumberForm
        label={t("single.room.number")}
        submit={t("single.room.join")}
        busyText={t("single.room.joining")}
        requiredMessage="console:single.room.numberRequired"
        numericMessage="console:single.room.numberNumeric"
        pending={join.isPending}
        onSubmit={async (roomId) => {
          const uid = await join.mutateAsync(roomId);
          onJoined({ uid, roomId });
        }}
      />
    </Card>
  );
}
