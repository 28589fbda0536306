import { useState } from "react";
import { Button, Callout, Card, Checkbox, Divider, Spinner } from "@blueprintjs/core";
import { AddIcon, LogOutIcon, RefreshIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { GroupSocketOptions } from "@/api/console/group-socket";
import { gameErrorMessage } from "@/api/console/refusal";
import { useGroupChat, type GroupChat } from "../../hooks/use-group-chat";
import { AI_CHARACTERS, PLAYER_PERSONAS, type PlayerPersona } from "../../model/group-roles";
import { Bubble, WaitingBubble } from "../shared/bubble";
import { ChatLog } from "../shared/chat-log";
import { ConnectionStatus } from "../shared/connection-status";
import { NumberForm } from "../shared/number-form";
import { NumberBadge } from "../single-chat/room-badge";
import { GroupPlayerCard } from "./group-player-card";

/** The group chat tab (inspect-console.md §2, §4, §7). */
export function GroupChatTab({ socketOptions }: { socketOptions?: GroupSocketOptions }) {
  const group = useGroupChat(socketOptions);
  const { step } = group;
  return (
    <div className="console-split">
      <div className="console-side">
        {step === "room" ? <GroupRoomSetting group={group} /> : null}
        {step === "roles" ? <RoleSetting group={group} /> : null}
        {step === "createGroup" || step === "joinGroup" || step === "chat" ? (
          <GroupInfoCard group={group} />
        ) : null}
        {step === "chat"
          ? group.personas.map((persona) => (
              <GroupPlayerCard key={persona.key} persona={persona} group={group} />
            ))
          : null}
        {step === "end" ? <GroupEnd group={group} /> : null}
      </div>
      <div className="console-main">
        <GroupChatView group={group} />
      </div>
    </div>
  );
}

function ModeIntro() {
  const { t } = useTranslation("console");
  return (
    <>
      <h3>{t("group.intro.heading")}</h3>
      <p>{t("group.intro.text")}</p>
    </>
  );
}

function GroupRoomSetting({ group }: { group: GroupChat }) {
  const { t } = useTranslation("console");
  return (
    <Card className="console-card">
      <h2>{t("group.room.heading")}</h2>
      <ModeIntro />
      <Button
        intent="primary"
        icon={<AddIcon />}
        text={t("group.room.create")}
        onClick={group.chooseCreate}
      />
      <Divider className="console-divider" />
      <NumberForm
        label={t("group.room.number")}
        submit={t("group.room.join")}
        busyText={t("group.room.join")}
        requiredMessage="console:group.room.numberRequired"
        numericMessage="console:group.room.numberNumeric"
        refused={t("group.room.noGroup")}
        pending={false}
        onSubmit={async (groupId) => group.chooseJoin(groupId)}
      />
    </Card>
  );
}

function RoleSetting({ group }: { group: GroupChat }) {
  const { t } = useTranslation("console");
  const creating = group.intent?.kind !== "join";
  // The creator plays both player roles by default, a joiner the second.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    new Set(creating ? PLAYER_PERSONAS.map((p) => p.key) : [PLAYER_PERSONAS[1]?.key ?? ""]),
  );
  const [problem, setProblem] = useState(false);
  const [error, setError] = useState<unknown>();
  const personas = PLAYER_PERSONAS.filter((persona) => chosen.has(persona.key));

  const confirm = async () => {
    if (personas.length === 0) {
      setProblem(true);
      return;
    }
    setError(undefined);
    try {
      await group.confirmRoles(personas);
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <Card className="console-card">
      <h2>{t("group.roles.heading")}</h2>
      {group.intent?.kind === "join" ? (
        <p>{t("group.roles.joining", { group: group.intent.groupId })}</p>
      ) : null}
      <h3>{t("group.roles.ai")}</h3>
      <div className="console-cast">
        {AI_CHARACTERS.map((character) => (
          <Card key={character.key}>
            <h4>{character.nick}</h4>
            <p>{t(`group.cast.${character.key}`)}</p>
          </Card>
        ))}
      </div>
      <fieldset className="console-fieldset">
        <legend>{t("group.roles.players")}</legend>
        {PLAYER_PERSONAS.map((persona) => (
          <Checkbox
            key={persona.key}
            checked={chosen.has(persona.key)}
            onChange={() => {
              setProblem(false);
              setChosen((old) => {
                const next = new Set(old);
                if (next.has(persona.key)) next.delete(persona.key);
                else next.add(persona.key);
                return next;
              });
            }}
            labelElement={
              <>
                <strong>{persona.nick}</strong> — {t(`group.cast.${persona.key}`)}
              </>
            }
          />
        ))}
        {problem ? (
          <p role="alert" className="console-field-error">
            {t("group.roles.chooseOne")}
          </p>
        ) : null}
      </fieldset>
      {error !== undefined ? (
        <Callout intent="danger" compact role="alert">
          {gameErrorMessage(error, t("group.roles.refused"))}
        </Callout>
      ) : null}
      <div className="console-row console-row--end">
        <Button
          intent="primary"
          loading={group.preparing}
          text={t("group.roles.confirm")}
          onClick={() => void confirm()}
        />
      </div>
    </Card>
  );
}

function GroupInfoCard({ group }: { group: GroupChat }) {
  const { t } = useTranslation("console");
  const [throttled, setThrottled] = useState(false);
  const info = group.group;
  const groupId =
    info && info.group_id > 0
      ? info.group_id
      : group.intent?.kind === "join"
        ? group.intent.groupId
        : undefined;
  return (
    <Card className="console-card">
      <div className="console-row console-row--between">
        <h2>{t("group.info.heading")}</h2>
        <ConnectionStatus state={group.connection} onReconnect={group.reconnect} />
      </div>
      {groupId !== undefined ? (
        <NumberBadge label={t("group.info.number")} value={groupId} />
      ) : null}
      {info?.group_name ? <p>{info.group_name}</p> : null}
      {info && info.all_roles.length > 0 ? (
        <>
          <h3>{t("group.info.roles")}</h3>
          <ul className="console-players" data-testid="group-roles">
            {info.all_roles.map((role) => (
              <li key={role.role_id}>{role.nick_name}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="console-row">
        <Button
          icon={<RefreshIcon />}
          text={t("group.info.refresh")}
          disabled={group.step !== "chat" || group.connection.kind !== "live"}
          onClick={() => {
            if (!group.refresh()) {
              setThrottled(true);
              setTimeout(() => setThrottled(false), 2000);
            }
          }}
        />
        <Button icon={<LogOutIcon />} text={t("group.info.leave")} onClick={group.leave} />
      </div>
      {throttled ? (
        <p role="status" className="bp6-text-muted">
          {t("group.info.throttled")}
        </p>
      ) : null}
    </Card>
  );
}

function GroupEnd({ group }: { group: GroupChat }) {
  const { t } = useTranslation("console");
  return (
    <Card className="console-card">
      <h2>{t("group.end.heading")}</h2>
      <p>{t("group.end.text")}</p>
      <Button intent="primary" text={t("group.end.again")} onClick={group.restart} />
    </Card>
  );
}

function GroupChatView({ group }: { group: GroupChat }) {
  const { t } = useTranslation("console");
  const entering = group.step === "createGroup" || group.step === "joinGroup";
  return (
    <>
      {group.malformed > 0 ? (
        <Callout intent="warning" compact role="alert" data-testid="malformed-frame">
          <div className="console-row console-row--between">
            <span>{t("connection.malformed", { count: group.malformed })}</span>
            <Button
              size="small"
              variant="minimal"
              text={t("dismiss")}
              onClick={group.dismissMalformed}
            />
          </div>
        </Callout>
      ) : null}
      {group.failure ? (
        <Callout intent="danger" compact role="alert">
          <div className="console-row console-row--between">
            <span>{t(`group.failure.${group.failure}`)}</span>
            <Button
              size="small"
              text={group.failure === "noGroup" ? t("group.failure.back") : t("retry")}
              onClick={group.retry}
            />
          </div>
        </Callout>
      ) : null}
      {entering && !group.failure ? (
        <div className="console-toolbar" role="status" aria-busy="true">
          <Spinner size={16} />
          <span>
            {group.step === "createGroup" ? t("group.wait.creating") : t("group.wait.joining")}
          </span>
        </div>
      ) : null}
      <ChatLog
        label={t("group.chatLog")}
        change={group.messages}
        empty={
          group.messages.length === 0 ? (
            <p className="console-log__empty">{t("chat.empty")}</p>
          ) : undefined
        }
      >
        {group.messages.map((message) => {
          switch (message.kind) {
            case "wait":
              return <WaitingBubble key={message.id} text={t("chat.waiting")} />;
            case "notice":
              return (
                <Bubble key={message.id} side="system" author={t("group.notice")}>
                  <p>{message.content}</p>
                </Bubble>
              );
            default:
              return (
                <Bubble
                  key={message.id}
                  side={
                    message.kind === "mine"
                      ? "mine"
                      : message.kind === "otherUser"
                        ? "other"
                        : "theirs"
                  }
                  author={t(`group.author.${message.kind}`, { name: message.author })}
                >
                  <p>{message.content}</p>
                </Bubble>
              );
          }
        })}
      </ChatLog>
    </>
  );
}

export type { PlayerPersona };
