/**
 * Group chats (inspect-console.md §4, §7): a group has the two AI characters and up to two player
 * roles; its lines are numbered, and each player's last received line is kept so a reconnecting
 * player gets what it missed. The live sockets that carry all this are mocks/ws/group-chat.ts.
 */
import type { GroupInfo, GroupRole } from "@/generated/model";
import type { MockState } from "../../core/state";
import { serialized } from "../../core/serial";
import type { ChatGroupRecord, GroupMemberRecord, GroupMessageRecord } from "../../db/console";
import { findPlayer } from "./rooms";
import { hashText, languageOfText, pick, type Language } from "./text";

export const FIRST_GROUP_ID = 501;
/** The two AI characters every group has (their texts are not shown in the spec). */
export const AI_ROLES: readonly GroupRole[] = [
  { role_id: 1, nick_name: "Mira" },
  { role_id: 2, nick_name: "Jasper" },
];
/** The two player roles, taken in join order. */
export const PLAYER_ROLE_IDS: readonly number[] = [3, 4];

/** A refusal on the socket: shown in both languages (a socket carries no language). */
export const bilingual = (en: string, zh: string) => `${en} / ${zh}`;

export const groupRefusal = {
  noGroup: (group: number) => bilingual(`Group ${group} does not exist.`, `群组 ${group} 不存在。`),
  full: (group: number) =>
    bilingual(`Group ${group} already has two players.`, `群组 ${group} 已有两名玩家。`),
  notMember: (uid: number, group: number) =>
    bilingual(`Player ${uid} is not in group ${group}.`, `玩家 ${uid} 不在群组 ${group} 中。`),
  blank: () => bilingual("The message is empty.", "消息内容为空。"),
};

export const findGroup = (state: MockState, groupId: number): ChatGroupRecord | undefined =>
  state.db.chatGroups.findFirst((q) => q.where({ group_id: groupId }));

export const memberOf = (group: ChatGroupRecord, uid: number): GroupMemberRecord | undefined =>
  group.members.find((m) => m.uid === uid);

/** The group as the frames describe it. */
export function groupInfo(group: ChatGroupRecord): GroupInfo {
  return {
    group_id: group.group_id,
    group_name: group.group_name,
    all_roles: [
      ...AI_ROLES.map((role) => ({ ...role })),
      ...group.members.map(({ role_id, nick_name }) => ({ role_id, nick_name })),
    ],
    owner_uid: group.owner_uid,
  };
}

/** "No group" (group_id -1) for a refused join or an unknown group. */
export const noGroupInfo = (uid: number): GroupInfo => ({
  group_id: -1,
  group_name: "",
  all_roles: [],
  owner_uid: uid,
});

/** create_chat_group_request: a new group owned by the uid, with its AI characters. */
export function createGroup(
  state: MockState,
  ownerUid: number,
  groupId?: number,
): Promise<ChatGroupRecord> {
  return serialized(state, () => {
    const id =
      groupId ??
      Math.max(FIRST_GROUP_ID - 1, ...state.db.chatGroups.all().map((g) => g.group_id)) + 1;
    return state.db.chatGroups.create({
      group_id: id,
      group_name: `Gatetown #${id}`,
      owner_uid: ownerUid,
      created_at: state.now(),
      members: [],
    });
  });
}

/**
 * join_chat_group_request: the uid takes the next free player role (joining again keeps it). Its
 * nick_name is the nickname it set in its room, else "Player <role>".
 */
export function joinGroup(
  state: MockState,
  groupId: number,
  uid: number,
): Promise<{ group: ChatGroupRecord; member: GroupMemberRecord; added: boolean } | string> {
  return serialized(state, async () => {
    const group = findGroup(state, groupId);
    if (!group) return groupRefusal.noGroup(groupId);
    const existing = memberOf(group, uid);
    if (existing) return { group, member: existing, added: false };
    const roleId = PLAYER_ROLE_IDS.find((id) => !group.members.some((m) => m.role_id === id));
    if (roleId === undefined) return groupRefusal.full(groupId);
    const nick = findPlayer(state, uid)?.nick || `Player ${roleId}`;
    const member = { uid, role_id: roleId, nick_name: nick };
    const updated = await state.db.chatGroups.update((q) => q.where({ group_id: groupId }), {
      data: (g) => {
        g.members = [...g.members, member];
      },
    });
    return { group: updated ?? group, member, added: true };
  });
}

/** Appends a line to the group (numbered 1, 2, … per group). */
export function addGroupMessage(
  state: MockState,
  groupId: number,
  line: { role: GroupRole; content: string; from_uid: number },
): Promise<GroupMessageRecord> {
  return serialized(state, () => {
    const seq =
      Math.max(
        0,
        ...state.db.groupMessages.findMany((q) => q.where({ group_id: groupId })).map((m) => m.seq),
      ) + 1;
    return state.db.groupMessages.create({
      group_id: groupId,
      seq,
      role_id: line.role.role_id,
      nick_name: line.role.nick_name,
      content: line.content,
      from_uid: line.from_uid,
      at: state.now(),
    });
  });
}

export const groupMessages = (state: MockState, groupId: number): GroupMessageRecord[] =>
  state.db.groupMessages
    .findMany((q) => q.where({ group_id: groupId }))
    .sort((a, b) => a.seq - b.seq);

export const lastDelivered = (state: MockState, groupId: number, uid: number): number =>
  state.db.groupDeliveries.findFirst((q) => q.where({ group_id: groupId, uid }))?.last_seq ?? 0;

/** Records that the uid received the group's lines up to seq. */
export async function markDelivered(
  state: MockState,
  groupId: number,
  uid: number,
  seq: number,
): Promise<void> {
  const existing = state.db.groupDeliveries.findFirst((q) => q.where({ group_id: groupId, uid }));
  if (!existing) {
    await state.db.groupDeliveries.create({ group_id: groupId, uid, last_seq: seq });
  } else if (existing.last_seq < seq) {
    await state.db.groupDeliveries.update((q) => q.where({ group_id: groupId, uid }), {
      data: (d) => {
        d.last_seq = seq;
      },
    });
  }
}

const MIRA: Record<Language, readonly string[]> = {
  en: [
    "Welcome in, {n}. What are we drinking tonight?",
    "Ha, {n}, you sound like a regular already.",
    "I'll mix something to match that mood, {n}.",
  ],
  "zh-cn": [
    "欢迎光临，{n}。今晚喝点什么？",
    "哈，{n}，你说话已经像个老主顾了。",
    "{n}，我来调一杯配得上这份心情的酒。",
  ],
};

const JASPER: Record<Language, readonly string[]> = {
  en: [
    "Good question, {n}. The piano in the corner knows the answer.",
    "Jasper here. I'd say yes, {n}, but ask me after the next song.",
    "{n}, in this town every question ends at the bar.",
  ],
  "zh-cn": [
    "好问题，{n}。角落里那架钢琴知道答案。",
    "我是 Jasper。{n}，我觉得可以，不过等下一首歌之后再问我。",
    "{n}，在这座小镇，每个问题最后都会回到吧台。",
  ],
};

/**
 * The AI characters' answers to a player's line: Mira always; Jasper as well when the line names
 * him or is a question. They answer in the line's language.
 */
export function aiAnswers(
  line: string,
  speaker: string,
  seq: number,
): { role: GroupRole; content: string }[] {
  const language = languageOfText(line);
  const hash = hashText(`${line}#${seq}`);
  const answers = [
    { role: AI_ROLES[0]!, content: pick(MIRA[language], hash).replace("{n}", speaker) },
  ];
  if (/jasper/i.test(line) || /[?？]\s*$/.test(line)) {
    answers.push({
      role: AI_ROLES[1]!,
      content: pick(JASPER[language], hash >>> 4).replace("{n}", speaker),
    });
  }
  return answers;
}
