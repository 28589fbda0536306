/**
 * The group-chat socket (/ws/groupchat, subprotocol = the player's uid; inspect-console.md §4, §7;
 * GroupChatFrame): create, join, group info, client messages pushed to the whole group with the AI
 * characters' answers, notices, and the reconnection request that resends what a player missed.
 * The frames are listed in mocks/ws/README.md. Groups and lines live in the backend's data
 * (mocks/domains/console/groups.ts); the open sockets of each backend are kept here.
 */
import type { GroupInfo, GroupRole } from "@/generated/model";
import type { MockState } from "../core/state";
import {
  addGroupMessage,
  aiAnswers,
  createGroup,
  findGroup,
  groupInfo,
  groupMessages,
  groupRefusal,
  joinGroup,
  lastDelivered,
  markDelivered,
  memberOf,
  noGroupInfo,
  bilingual,
} from "../domains/console/groups";
import { findPlayer } from "../domains/console/rooms";
import type { GroupMessageRecord } from "../db/console";
import { readClientFrame, serverRequestId, type ClientFrame } from "./frames";
import { CLOSE, logSocket, MockSocket, type SocketSession, type SocketTransport } from "./socket";
import { socketTiming } from "./timing";

export const GROUP_CHAT_PATH = "/ws/groupchat";

interface GroupConnection {
  socket: MockSocket;
  /** The players this connection speaks for: its subprotocol uid and every uid it joined with. */
  uids: Set<number>;
  /** The groups whose pushes it receives (joined or reconnected). */
  groups: Set<number>;
}

const hubs = new WeakMap<MockState, Set<GroupConnection>>();
const hubOf = (state: MockState) => {
  let hub = hubs.get(state);
  if (!hub) hubs.set(state, (hub = new Set()));
  return hub;
};

/** The uid a connection's subprotocol names, or why it is refused. */
export function uidOfProtocols(
  state: MockState,
  protocols: string | readonly string[] | undefined,
): number | string {
  const first = (typeof protocols === "string" ? protocols : protocols?.[0])?.trim() ?? "";
  if (!/^[1-9]\d*$/.test(first)) return "The subprotocol must be the player's uid.";
  const uid = Number(first);
  if (!findPlayer(state, uid)) return `No room knows player ${uid}.`;
  return uid;
}

const frame = (state: MockState, requestId: string, payload: Record<string, unknown>) => ({
  timestamp: state.now(),
  request_id: requestId,
  ...payload,
});

function notice(
  connection: GroupConnection,
  content: string | undefined,
  info?: GroupInfo,
): Promise<boolean> {
  const { state } = connection.socket;
  return connection.socket.send(
    frame(state, serverRequestId("notice"), {
      group_notice_request: {
        ...(content !== undefined ? { content } : {}),
        ...(info ? { group_info: info } : {}),
      },
    }),
  );
}

const pushFrame = (state: MockState, message: GroupMessageRecord) =>
  frame(state, `push-${message.group_id}-${message.seq}`, {
    server_push_msg_request: {
      role: { role_id: message.role_id, nick_name: message.nick_name },
      content: message.content,
    },
  });

/** Sends a line to one connection and records it as received by its players in the group. */
async function deliver(connection: GroupConnection, message: GroupMessageRecord): Promise<void> {
  const { state } = connection.socket;
  if (!(await connection.socket.send(pushFrame(state, message)))) return;
  const group = findGroup(state, message.group_id);
  for (const uid of connection.uids) {
    if (group && memberOf(group, uid))
      await markDelivered(state, message.group_id, uid, message.seq);
  }
  state.onChange?.();
}

const inGroup = (state: MockState, groupId: number) =>
  [...hubOf(state)].filter((c) => c.groups.has(groupId) && c.socket.open);

/** Adds a line to the group and pushes it to every connection in the group. */
async function say(
  state: MockState,
  groupId: number,
  line: { role: GroupRole; content: string; from_uid: number },
): Promise<GroupMessageRecord> {
  const message = await addGroupMessage(state, groupId, line);
  state.onChange?.();
  await Promise.all(inGroup(state, groupId).map((c) => deliver(c, message)));
  return message;
}

function broadcastNotice(state: MockState, groupId: number, content: string, info: GroupInfo) {
  return Promise.all(inGroup(state, groupId).map((c) => notice(c, content, info)));
}

async function handle(connection: GroupConnection, frameIn: ClientFrame, key: string) {
  const { socket } = connection;
  const { state } = socket;
  const respond = (payload: Record<string, unknown>) =>
    socket.send(frame(state, frameIn.request_id, payload));

  if ("create_chat_group_request" in frameIn) {
    const { owner_uid } = frameIn.create_chat_group_request;
    const group = await createGroup(state, owner_uid);
    state.onChange?.();
    await respond({
      create_chat_group_response: { code: 0, group_id: group.group_id, owner_uid },
    });
    return;
  }

  if ("join_chat_group_request" in frameIn) {
    const { group_id, uid } = frameIn.join_chat_group_request;
    const joined = await joinGroup(state, group_id, uid);
    if (typeof joined === "string") {
      await respond({ join_chat_group_response: { group_info: noGroupInfo(uid) } });
      await notice(connection, joined);
      return;
    }
    if (joined.added) {
      // A new player starts with the lines after its join (no history).
      const last = groupMessages(state, group_id).at(-1)?.seq ?? 0;
      await markDelivered(state, group_id, uid, last);
      state.onChange?.();
    }
    connection.uids.add(uid);
    connection.groups.add(group_id);
    const info = groupInfo(joined.group);
    await respond({ join_chat_group_response: { group_info: info } });
    if (joined.added) {
      await broadcastNotice(
        state,
        group_id,
        bilingual(`${joined.member.nick_name} joined.`, `${joined.member.nick_name} 加入了群聊。`),
        info,
      );
    }
    return;
  }

  if ("group_users_request" in frameIn) {
    const { group_id, uid } = frameIn.group_users_request;
    const group = findGroup(state, group_id);
    await respond({
      group_users_response: { group_info: group ? groupInfo(group) : noGroupInfo(uid) },
    });
    return;
  }

  if ("client_send_msg_request" in frameIn) {
    const { group_id, uid, content } = frameIn.client_send_msg_request;
    const group = findGroup(state, group_id);
    if (!group) return void (await notice(connection, groupRefusal.noGroup(group_id)));
    const member = memberOf(group, uid);
    if (!member) return void (await notice(connection, groupRefusal.notMember(uid, group_id)));
    const line = content.trim();
    if (line === "") return void (await notice(connection, groupRefusal.blank()));
    const said = await say(state, group_id, {
      role: { role_id: member.role_id, nick_name: member.nick_name },
      content: line,
      from_uid: uid,
    });
    setTimeout(() => {
      void (async () => {
        for (const answer of aiAnswers(line, member.nick_name, said.seq)) {
          await say(state, group_id, { ...answer, from_uid: 0 });
        }
      })();
    }, socketTiming.aiReplyMs);
    return;
  }

  if ("reconnection_request" in frameIn) {
    const { group_id, uid } = frameIn.reconnection_request;
    const group = findGroup(state, group_id);
    if (!group) return void (await notice(connection, groupRefusal.noGroup(group_id)));
    if (!memberOf(group, uid))
      return void (await notice(connection, groupRefusal.notMember(uid, group_id)));
    connection.uids.add(uid);
    connection.groups.add(group_id);
    // The resync: every line this player has not received, under its original request_id.
    const since = lastDelivered(state, group_id, uid);
    for (const message of groupMessages(state, group_id).filter((m) => m.seq > since)) {
      await deliver(connection, message);
    }
    await notice(connection, undefined, groupInfo(group));
    return;
  }

  await notice(connection, bilingual(`Unexpected frame ${key}.`, `意外的帧 ${key}。`));
}

/**
 * A new group-chat connection on the current backend: refused (1008) without a known uid as its
 * subprotocol; otherwise its frames are answered until it closes.
 */
export function openGroupChat(
  transport: SocketTransport,
  options: { protocols: string | readonly string[] | undefined; client?: string },
): SocketSession {
  const socket = new MockSocket("groupChatSocket", transport, options.client);
  const { state } = socket;
  const uid = uidOfProtocols(state, options.protocols);
  if (typeof uid === "string") {
    socket.close(CLOSE.policy, uid);
    return { message: () => undefined, close: () => socket.closed() };
  }
  logSocket(state, "groupChatSocket", 101);
  const connection: GroupConnection = { socket, uids: new Set([uid]), groups: new Set() };
  hubOf(state).add(connection);
  socket.onClose(() => hubOf(state).delete(connection));

  let work: Promise<unknown> = Promise.resolve();
  return {
    message: (data) => {
      if (!socket.current) {
        socket.close(CLOSE.restart, "The mock backend was reset; reconnect.");
        return;
      }
      const read = readClientFrame(data);
      // One frame at a time, in arrival order.
      work = work.then((): Promise<unknown> =>
        "problem" in read
          ? notice(connection, read.problem)
          : handle(connection, read.frame, read.key).catch((error: unknown) => {
              console.error("[mock] group chat frame failed:", error);
            }),
      );
    },
    close: () => socket.closed(),
  };
}
