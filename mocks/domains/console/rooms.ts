/**
 * The single chat's rooms (inspect-console.md §4, §7; decision 0006): create and join, roles,
 * start, dialogues with the AI bartender, behaviours, games and the end-game settlement. Each
 * function answers its result or a Refused with the server's reason (HTTP 400 in the handler).
 * Writes run one after another per backend (serialized), so two joins cannot take one seat.
 */
import { RoomStatus, type AiFeed, type Costume, type GameResult } from "@/generated/model";
import type { MockState } from "../../core/state";
import { serialized } from "../../core/serial";
import type { DialogueRecord, GamePlayerRecord, GameRoomRecord } from "../../db/console";
import {
  clampRelationship,
  reactToAction,
  reactToGame,
  reactToLine,
  START_RELATIONSHIP,
  toFeeds,
  WINNER_THRESHOLD,
  type Reaction,
} from "./bartender";
import { findAction, findOption } from "./catalogue";
import { gameRefusal, isRefused, type Refused } from "./refusals";
import { hashText, type Language } from "./text";

/** The console shows up to 10 player cards; a room seats as many. */
export const MAX_PLAYERS = 10;
export const FIRST_ROOM_ID = 1001;
export const FIRST_UID = 100001;
export const FIRST_DIALOGUE_ID = 1;

const nextId = (values: number[], first: number) => Math.max(first - 1, ...values) + 1;

export const findRoom = (state: MockState, roomId: number): GameRoomRecord | undefined =>
  state.db.gameRooms.findFirst((q) => q.where({ room_id: roomId }));

export const findPlayer = (state: MockState, uid: number): GamePlayerRecord | undefined =>
  state.db.gamePlayers.findFirst((q) => q.where({ uid }));

export const playersOf = (state: MockState, roomId: number): GamePlayerRecord[] =>
  state.db.gamePlayers.findMany((q) => q.where({ room_id: roomId })).sort((a, b) => a.seq - b.seq);

function contactCode(roomId: number): string {
  return `GT-${roomId}-${String(hashText(`contact-${roomId}`) % 10_000).padStart(4, "0")}`;
}

async function addPlayer(state: MockState, roomId: number, seq: number, uid?: number) {
  return state.db.gamePlayers.create({
    uid:
      uid ??
      nextId(
        state.db.gamePlayers.all().map((p) => p.uid),
        FIRST_UID,
      ),
    room_id: roomId,
    seq,
    joined_at: state.now(),
    nick: "",
    user_suit_id: 0,
    role_set: false,
    relationship: START_RELATIONSHIP,
    turns: 0,
    last_ask: "",
  });
}

/** getUid: a new room with its creator, status 0. */
export function createRoom(
  state: MockState,
  ids: { room_id?: number; uid?: number } = {},
): Promise<{ room: GameRoomRecord; player: GamePlayerRecord }> {
  return serialized(state, async () => {
    const roomId =
      ids.room_id ??
      nextId(
        state.db.gameRooms.all().map((r) => r.room_id),
        FIRST_ROOM_ID,
      );
    const player = await addPlayer(state, roomId, 1, ids.uid);
    const room = await state.db.gameRooms.create({
      room_id: roomId,
      creator_uid: player.uid,
      status: RoomStatus.NotStarted,
      ended: false,
      created_at: state.now(),
      contact_code: contactCode(roomId),
    });
    return { room, player };
  });
}

/** joinRoom: a new player in a room that has not started and has a free seat. */
export function joinRoom(
  state: MockState,
  roomId: number,
  uid?: number,
): Promise<GamePlayerRecord | Refused> {
  return serialized(state, async () => {
    const room = findRoom(state, roomId);
    if (!room) return gameRefusal.noRoom(roomId);
    if (room.ended) return gameRefusal.ended(roomId);
    if (room.status === RoomStatus.Started) return gameRefusal.roomStarted(roomId);
    const players = playersOf(state, roomId);
    if (players.length >= MAX_PLAYERS) return gameRefusal.roomFull(roomId, MAX_PLAYERS);
    return addPlayer(state, roomId, players.length + 1, uid);
  });
}

/** The room and the player when uid plays in room_id; else the refusal. */
function seat(
  state: MockState,
  uid: number,
  roomId: number,
): { room: GameRoomRecord; player: GamePlayerRecord } | Refused {
  const room = findRoom(state, roomId);
  if (!room) return gameRefusal.noRoom(roomId);
  const player = findPlayer(state, uid);
  if (!player || player.room_id !== roomId) return gameRefusal.notPlayer(uid, roomId);
  return { room, player };
}

/** A seat in a room whose game runs (started, not ended). */
function playingSeat(state: MockState, uid: number, roomId: number) {
  const found = seat(state, uid, roomId);
  if (isRefused(found)) return found;
  if (found.room.ended) return gameRefusal.ended(roomId);
  if (found.room.status !== RoomStatus.Started) return gameRefusal.notStarted(roomId);
  return found;
}

const updatePlayer = (
  state: MockState,
  player: GamePlayerRecord,
  change: (draft: GamePlayerRecord) => void,
) => state.db.gamePlayers.update((q) => q.where({ uid: player.uid }), { data: change });

/** setRole: the player's nickname and costume; the player then appears in getRoomUsers. */
export function setRole(
  state: MockState,
  body: { uid: number; room_id: number; nick: string; user_suit_id: Costume },
): Promise<Refused | undefined> {
  return serialized(state, async () => {
    const found = seat(state, body.uid, body.room_id);
    if (isRefused(found)) return found;
    if (found.room.ended) return gameRefusal.ended(body.room_id);
    const nick = body.nick.trim();
    if (nick === "") return gameRefusal.blankNick();
    await updatePlayer(state, found.player, (p) => {
      p.nick = nick;
      p.user_suit_id = body.user_suit_id;
      p.role_set = true;
    });
    return undefined;
  });
}

/** startGame: status 1 (again 0 for a started room). */
export function startGame(
  state: MockState,
  body: { uid: number; room_id: number },
): Promise<Refused | undefined> {
  return serialized(state, async () => {
    const found = seat(state, body.uid, body.room_id);
    if (isRefused(found)) return found;
    if (found.room.status !== RoomStatus.Started) {
      await state.db.gameRooms.update((q) => q.where({ room_id: body.room_id }), {
        data: (room) => {
          room.status = RoomStatus.Started;
        },
      });
    }
    return undefined;
  });
}

export function roomStatus(state: MockState, roomId: number): RoomStatus | Refused {
  const room = findRoom(state, roomId);
  return room ? room.status : gameRefusal.noRoom(roomId);
}

/** getRoomUsers: players that set their role, in join order (at most 10). */
export function roomUsers(state: MockState, roomId: number) {
  if (!findRoom(state, roomId)) return gameRefusal.noRoom(roomId);
  return playersOf(state, roomId)
    .filter((p) => p.role_set)
    .slice(0, MAX_PLAYERS)
    .map((p) => ({ uid: p.uid, nick: p.nick }));
}

/** startChat: a new dialogue (the player's earlier open one closes). */
export function startChat(
  state: MockState,
  body: { uid: number; room_id: number },
): Promise<DialogueRecord | Refused> {
  return serialized(state, async () => {
    const found = playingSeat(state, body.uid, body.room_id);
    if (isRefused(found)) return found;
    await state.db.dialogues.updateMany((q) => q.where({ uid: body.uid, open: true }), {
      data: (d) => {
        d.open = false;
      },
    });
    return state.db.dialogues.create({
      dialogue_id: nextId(
        state.db.dialogues.all().map((d) => d.dialogue_id),
        FIRST_DIALOGUE_ID,
      ),
      uid: body.uid,
      room_id: body.room_id,
      open: true,
      started_at: state.now(),
    });
  });
}

function dialogueOf(state: MockState, body: { uid: number; room_id: number; dialogue_id: number }) {
  const dialogue = state.db.dialogues.findFirst((q) => q.where({ dialogue_id: body.dialogue_id }));
  if (!dialogue) return gameRefusal.noDialogue(body.dialogue_id);
  if (dialogue.uid !== body.uid || dialogue.room_id !== body.room_id)
    return gameRefusal.notYourDialogue(body.dialogue_id);
  return dialogue;
}

/** Applies reactions to the player's friendliness and answers the feeds. */
async function answer(
  state: MockState,
  player: GamePlayerRecord,
  reactions: Reaction[],
  lastAsk?: string,
): Promise<AiFeed[]> {
  const { feeds, value } = toFeeds(player.relationship, reactions);
  await updatePlayer(state, player, (p) => {
    p.relationship = value;
    p.turns += 1;
    if (lastAsk !== undefined) p.last_ask = lastAsk;
  });
  return feeds;
}

/** userChat: the bartender's replies to the player's line. */
export function userChat(
  state: MockState,
  body: { uid: number; room_id: number; dialogue_id: number; user_ask: string },
  language: Language,
): Promise<AiFeed[] | Refused> {
  return serialized(state, async () => {
    const found = playingSeat(state, body.uid, body.room_id);
    if (isRefused(found)) return found;
    const dialogue = dialogueOf(state, body);
    if (isRefused(dialogue)) return dialogue;
    if (!dialogue.open) return gameRefusal.dialogueEnded(body.dialogue_id);
    const line = body.user_ask.trim();
    if (line === "") return gameRefusal.blankLine();
    const { player } = found;
    return answer(state, player, reactToLine(line, player.last_ask, player.turns, language), line);
  });
}

/** endChat: closes the dialogue (again 0 for a closed one). */
export function endChat(
  state: MockState,
  body: { uid: number; room_id: number; dialogue_id: number },
): Promise<Refused | undefined> {
  return serialized(state, async () => {
    const found = seat(state, body.uid, body.room_id);
    if (isRefused(found)) return found;
    const dialogue = dialogueOf(state, body);
    if (isRefused(dialogue)) return dialogue;
    await state.db.dialogues.update((q) => q.where({ dialogue_id: body.dialogue_id }), {
      data: (d) => {
        d.open = false;
      },
    });
    return undefined;
  });
}

/** gameAction: a behaviour of the catalogue (games go through playGame). */
export function performAction(
  state: MockState,
  body: {
    uid: number;
    room_id: number;
    action_id: number;
    answer_no: number;
    action_desc?: string;
  },
  language: Language,
): Promise<AiFeed[] | Refused> {
  return serialized(state, async () => {
    const found = playingSeat(state, body.uid, body.room_id);
    if (isRefused(found)) return found;
    const action = findAction(body.action_id);
    if (!action) return gameRefusal.unknownAction(body.action_id);
    if (action.isGame) return gameRefusal.isGame(body.action_id);
    const choice = findOption(action, body.answer_no);
    if (!choice) return gameRefusal.unknownOption(body.action_id, body.answer_no);
    return answer(state, found.player, [reactToAction(action, choice, body.action_desc, language)]);
  });
}

/** playGame: a score in one of the catalogue's games. */
export function playGame(
  state: MockState,
  body: { uid: number; room_id: number; game_id: number; game_score: number },
  language: Language,
): Promise<AiFeed[] | Refused> {
  return serialized(state, async () => {
    const found = playingSeat(state, body.uid, body.room_id);
    if (isRefused(found)) return found;
    const action = findAction(body.game_id);
    if (!action) return gameRefusal.unknownAction(body.game_id);
    if (!action.isGame) return gameRefusal.notGame(body.game_id);
    return answer(state, found.player, [reactToGame(action, body.game_score, language)]);
  });
}

const farewell = {
  winner: (nick: string, code: string): Record<Language, string> => ({
    en: `${nick}, you won my heart tonight. Here is my contact code: ${code}.`,
    "zh-cn": `${nick}，今晚你赢得了我的心。这是我的联系方式：${code}。`,
  }),
  noWinner: (nick: string): Record<Language, string> => ({
    en: `${nick}, you came closest, but nobody won my heart tonight.`,
    "zh-cn": `${nick}，你是最接近的一位，但今晚没有人赢得我的心。`,
  }),
  other: (nick: string, rank: number): Record<Language, string> => ({
    en: `Thanks for the evening, ${nick}. Rank ${rank}; better luck next time.`,
    "zh-cn": `谢谢你今晚的陪伴，${nick}。第 ${rank} 名，下次好运。`,
  }),
};

/**
 * endGame: ranks every player who set a role by final friendliness (ties: the earlier join
 * first); rank 1 wins the contact code only above WINNER_THRESHOLD. The room ends; asking again
 * answers the same ranks.
 */
export function endGame(
  state: MockState,
  body: { uid: number; room_id: number },
  language: Language,
): Promise<GameResult[] | Refused> {
  return serialized(state, async () => {
    const found = seat(state, body.uid, body.room_id);
    if (isRefused(found)) return found;
    if (found.room.status !== RoomStatus.Started) return gameRefusal.notStarted(body.room_id);
    if (!found.room.ended) {
      await state.db.gameRooms.update((q) => q.where({ room_id: body.room_id }), {
        data: (room) => {
          room.ended = true;
        },
      });
      await state.db.dialogues.updateMany((q) => q.where({ room_id: body.room_id, open: true }), {
        data: (d) => {
          d.open = false;
        },
      });
    }
    return settle(playersOf(state, body.room_id), found.room.contact_code, language);
  });
}

/** The ranks of the players who set a role (pure; endGame's answer). */
export function settle(
  players: readonly GamePlayerRecord[],
  contactCode: string,
  language: Language,
): GameResult[] {
  const ranked = players
    .filter((p) => p.role_set)
    .sort((a, b) => b.relationship - a.relationship || a.seq - b.seq)
    .slice(0, MAX_PLAYERS);
  return ranked.map((player, index) => {
    const rank = index + 1;
    const value = clampRelationship(player.relationship);
    const comment =
      rank > 1
        ? farewell.other(player.nick, rank)
        : value > WINNER_THRESHOLD
          ? farewell.winner(player.nick, contactCode)
          : farewell.noWinner(player.nick);
    return {
      uid: player.uid,
      user_rank: rank,
      role_comment: comment[language],
      feeds: [
        {
          content: comment[language],
          behavior_desc: language === "zh-cn" ? "举杯道别" : "raises a glass to say goodbye",
          relationship_value: value,
          relationship_change_value: 0,
          relationship_change_reason:
            language === "zh-cn" ? `最终好感度 ${value}` : `Final friendliness ${value}`,
        },
      ],
    };
  });
}
