/**
 * The group chat (inspect-console.md §2, §4, §7): RoomSetting (create, or join by number) →
 * RoleSetting (the fixed cast; this console plays one or both player roles) → CreateGroup (the
 * creator's request) → JoinGroup (every role played here joins; when all joins have answered) →
 * Chat → End. The live connection opens after the roles are confirmed, with the first player's uid
 * as its subprotocol; after a drop it backs off, says so, and on its return sends the reconnection
 * request and resyncs (the group's info; pushes already shown are not shown twice).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "@/components/toaster";
import type { GroupChatFrame, GroupInfo } from "@/generated/model";
import { GroupSocket, type GroupSocketOptions } from "@/api/console/group-socket";
import { usePreparePlayers } from "@/api/console/group-players";
import type { ConnectionState } from "@/api/console/live-connection";
import { PLAYER_PERSONAS, type PlayerPersona } from "../model/group-roles";
import { useTimers, WAITING_DELAY_MS } from "./use-timers";

export type GroupStep = "room" | "roles" | "createGroup" | "joinGroup" | "chat" | "end";

/** Why the group could not be entered. */
export type GroupFailure = "createFailed" | "noGroup" | "noAnswer";

/** §9: the refresh icon asks for the group's info at most once every 2000 ms. */
export const REFRESH_THROTTLE_MS = 2000;
/** A create or join request without an answer in this time has failed (and may be sent again). */
export const ANSWER_TIMEOUT_MS = 15_000;

export interface GroupMessage {
  id: string;
  at: number;
  /** §3 message types: the user's own, another user's, an AI's; plus notices and the waiting bubble. */
  kind: "mine" | "otherUser" | "ai" | "notice" | "wait";
  author?: string;
  content: string;
}

type Intent = { kind: "create" } | { kind: "join"; groupId: number };

interface Live {
  step: GroupStep;
  intent?: Intent;
  personas: PlayerPersona[];
  uids: number[];
  groupId?: number;
  /** request_id → what it asked, for the requests still waiting for their answer. */
  pending: Map<string, "create" | "join">;
  /** request_ids of the pushes already shown (a resync may send them again). */
  seen: Set<string>;
  /** Own lines sent and not yet echoed by the server (nick and content). */
  unconfirmed: { nick: string; content: string }[];
  waitingFor?: string;
  lastRefresh: number;
}

let sequence = 0;
const nextId = () => `g${++sequence}`;

const playerNicks = new Set(PLAYER_PERSONAS.map((persona) => persona.nick));

export function useGroupChat(socketOptions?: GroupSocketOptions) {
  const { t } = useTranslation("console");
  const [step, setStepState] = useState<GroupStep>("room");
  const [intent, setIntent] = useState<Intent>();
  const [personas, setPersonas] = useState<PlayerPersona[]>([]);
  const [group, setGroup] = useState<GroupInfo>();
  const [connection, setConnection] = useState<ConnectionState>({ kind: "closed" });
  const [messages, setMessages] = useState<GroupMessage[]>([]);
  const [malformed, setMalformed] = useState(0);
  const [failure, setFailure] = useState<GroupFailure>();
  const prepare = usePreparePlayers();
  const schedule = useTimers();
  const socket = useRef<GroupSocket | undefined>(undefined);
  const live = useRef<Live>({
    step: "room",
    personas: [],
    uids: [],
    pending: new Map(),
    seen: new Set(),
    unconfirmed: [],
    lastRefresh: 0,
  });

  const setStep = useCallback((next: GroupStep) => {
    live.current.step = next;
    setStepState(next);
  }, []);

  const add = (message: Omit<GroupMessage, "id" | "at">) =>
    setMessages((old) => [...old, { ...message, id: nextId(), at: Date.now() }]);

  const expectAnswer = useCallback(
    (requestIds: (string | undefined)[]) => {
      for (const id of requestIds) {
        if (id === undefined) continue;
        schedule(() => {
          if (live.current.pending.has(id)) setFailure("noAnswer");
        }, ANSWER_TIMEOUT_MS);
      }
    },
    [schedule],
  );

  const sendCreate = useCallback(() => {
    const owner = live.current.uids[0];
    if (owner === undefined || !socket.current) return;
    setFailure(undefined);
    const id = socket.current.send("create_chat_group_request", { owner_uid: owner });
    if (id) live.current.pending.set(id, "create");
    expectAnswer([id]);
  }, [expectAnswer]);

  const sendJoins = useCallback(() => {
    const { groupId, uids } = live.current;
    if (groupId === undefined || !socket.current) return;
    setFailure(undefined);
    const ids = uids.map((uid) =>
      socket.current?.send("join_chat_group_request", { group_id: groupId, uid }),
    );
    ids.forEach((id) => id && live.current.pending.set(id, "join"));
    expectAnswer(ids);
  }, [expectAnswer]);

  const requestGroupInfo = useCallback(() => {
    const { groupId, uids } = live.current;
    const uid = uids[0];
    if (groupId === undefined || uid === undefined) return;
    socket.current?.send("group_users_request", { group_id: groupId, uid });
  }, []);

  const enterGroup = useCallback(
    (info: GroupInfo) => {
      setGroup(info);
      live.current.pending.clear();
      setStep("chat");
      void showToast(t("group.joined"), "success");
    },
    [setStep, t],
  );

  const onFrame = useCallback(
    (frame: GroupChatFrame) => {
      const state = live.current;
      if ("create_chat_group_response" in frame) {
        if (state.pending.get(frame.request_id) !== "create") return;
        state.pending.delete(frame.request_id);
        const answer = frame.create_chat_group_response;
        if (answer.code !== 0) {
          setFailure("createFailed");
          return;
        }
        state.groupId = answer.group_id;
        socket.current?.setGroup(answer.group_id);
        void showToast(t("group.created"), "success");
        setStep("joinGroup");
        sendJoins();
        return;
      }
      if ("join_chat_group_response" in frame) {
        if (state.pending.get(frame.request_id) !== "join") return;
        state.pending.delete(frame.request_id);
        const info = frame.join_chat_group_response.group_info;
        if (info.group_id === -1) {
          state.pending.clear();
          setFailure("noGroup");
          return;
        }
        setGroup(info);
        // §4: when all joins have answered, the step becomes Chat.
        if (![...state.pending.values()].includes("join")) enterGroup(info);
        return;
      }
      if ("group_users_response" in frame) {
        setGroup(frame.group_users_response.group_info);
        return;
      }
      if ("server_push_msg_request" in frame || "group_notice_request" in frame) {
        if (state.seen.has(frame.request_id)) return;
        state.seen.add(frame.request_id);
      }
      if ("server_push_msg_request" in frame) {
        const { role, content } = frame.server_push_msg_request;
        const own = state.personas.some((persona) => persona.nick === role.nick_name);
        if (own) {
          const index = state.unconfirmed.findIndex(
            (line) => line.nick === role.nick_name && line.content === content,
          );
          if (index >= 0) {
            // The echo of a line already shown.
            state.unconfirmed.splice(index, 1);
            return;
          }
          add({ kind: "mine", author: role.nick_name, content });
          return;
        }
        const isPlayer = playerNicks.has(role.nick_name);
        if (!isPlayer) {
          state.waitingFor = undefined;
          setMessages((old) => old.filter((message) => message.kind !== "wait"));
        }
        add({ kind: isPlayer ? "otherUser" : "ai", author: role.nick_name, content });
        return;
      }
      if ("group_notice_request" in frame) {
        const notice = frame.group_notice_request;
        if (notice.group_info) setGroup(notice.group_info);
        if (notice.content) add({ kind: "notice", content: notice.content });
      }
    },
    [enterGroup, sendJoins, setStep, t],
  );

  const onOpen = useCallback(
    (reopened: boolean) => {
      const { step: current } = live.current;
      if (current === "createGroup" && live.current.groupId === undefined) sendCreate();
      else if (current === "joinGroup" || (current === "createGroup" && reopened)) sendJoins();
      else if (current === "chat" && reopened) requestGroupInfo();
    },
    [requestGroupInfo, sendCreate, sendJoins],
  );

  // The socket outlives renders: it calls the newest handlers through these refs.
  const handlers = useRef({ onFrame, onOpen });
  useEffect(() => {
    handlers.current = { onFrame, onOpen };
  }, [onFrame, onOpen]);

  const closeSocket = () => {
    socket.current?.close();
    socket.current = undefined;
  };

  useEffect(() => () => socket.current?.close(), []);

  /** Room setting: create a group, or join the group with this number. */
  const chooseCreate = () => {
    live.current.intent = { kind: "create" };
    setIntent({ kind: "create" });
    setStep("roles");
  };
  const chooseJoin = (groupId: number) => {
    live.current.intent = { kind: "join", groupId };
    setIntent({ kind: "join", groupId });
    setStep("roles");
  };

  /** Role setting confirmed: the players take their ids, then the connection opens. */
  const confirmRoles = async (chosen: PlayerPersona[]) => {
    const uids = await prepare.mutateAsync(chosen);
    const first = uids[0];
    if (first === undefined) return;
    const state = live.current;
    state.personas = chosen;
    state.uids = uids;
    setPersonas(chosen);
    const joining = state.intent?.kind === "join" ? state.intent.groupId : undefined;
    state.groupId = joining;
    setStep(joining === undefined ? "createGroup" : "joinGroup");
    closeSocket();
    const opened = new GroupSocket(
      first,
      {
        onState: setConnection,
        onFrame: (frame) => handlers.current.onFrame(frame),
        onMalformed: () => setMalformed((count) => count + 1),
        onOpen: (reopened) => handlers.current.onOpen(reopened),
      },
      socketOptions,
    );
    if (joining !== undefined) opened.setGroup(joining);
    socket.current = opened;
  };

  /** A player's chat line (§7 client_send_msg_request); false when it could not be sent. */
  const send = (persona: PlayerPersona, content: string): boolean => {
    const state = live.current;
    const index = state.personas.indexOf(persona);
    const uid = state.uids[index];
    if (uid === undefined || state.groupId === undefined || !socket.current) return false;
    const id = socket.current.send("client_send_msg_request", {
      group_id: state.groupId,
      content,
      uid,
    });
    if (!id) return false;
    state.unconfirmed.push({ nick: persona.nick, content });
    add({ kind: "mine", author: persona.nick, content });
    state.waitingFor = id;
    schedule(() => {
      if (live.current.waitingFor !== id) return;
      setMessages((old) =>
        old.some((message) => message.kind === "wait")
          ? old
          : [...old, { id: nextId(), at: Date.now(), kind: "wait", content: "" }],
      );
    }, WAITING_DELAY_MS);
    return true;
  };

  /** The refresh icon (§2): the group's info, at most once every 2 s; false when throttled. */
  const refresh = (): boolean => {
    const now = Date.now();
    if (now - live.current.lastRefresh < REFRESH_THROTTLE_MS) return false;
    live.current.lastRefresh = now;
    requestGroupInfo();
    return true;
  };

  /** After a failure: send the request again, or (no such group) go back to the room setting. */
  const retry = () => {
    if (failure === "noGroup") {
      restart();
      return;
    }
    if (live.current.step === "createGroup") sendCreate();
    else sendJoins();
  };

  const leave = () => {
    closeSocket();
    setConnection({ kind: "closed" });
    setStep("end");
  };

  const restart = () => {
    closeSocket();
    live.current = {
      step: "room",
      personas: [],
      uids: [],
      pending: new Map(),
      seen: new Set(),
      unconfirmed: [],
      lastRefresh: 0,
    };
    setStepState("room");
    setIntent(undefined);
    setPersonas([]);
    setGroup(undefined);
    setMessages([]);
    setMalformed(0);
    setFailure(undefined);
    setConnection({ kind: "closed" });
  };

  return {
    step,
    intent,
    personas,
    group,
    connection,
    messages,
    malformed,
    dismissMalformed: () => setMalformed(0),
    failure,
    preparing: prepare.isPending,
    chooseCreate,
    chooseJoin,
    confirmRoles,
    send,
    refresh,
    retry,
    reconnect: () => socket.current?.reconnect(),
    leave,
    restart,
  };
}

export type GroupChat = ReturnType<typeof useGroupChat>;
