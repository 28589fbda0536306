/**
 * The bar chat's calls (inspect-console.md §4 chat flow, §7): a player's dialogue with the AI
 * bartender (start chat, then user chat repeatedly, then end chat), behaviours, the dart game and
 * the settlement. The chat flow lives in hooks/use-bar-chat.ts; these are the calls it makes.
 */
import {
  endChat,
  endGame,
  gameAction,
  playGame,
  startChat,
  userChat,
} from "@/generated/console/console";
import type { AiFeed, GameResult } from "@/generated/model";

export interface Seat {
  uid: number;
  roomId: number;
}

/** Opens a dialogue for the player; its id. */
export const openDialogue = async ({ uid, roomId }: Seat): Promise<number> =>
  (await startChat({ uid, room_id: roomId })).dialogue_id;

/** Sends a chat line in the player's dialogue; the bartender's replies. */
export const ask = async (
  { uid, roomId }: Seat,
  dialogueId: number,
  text: string,
): Promise<AiFeed[]> =>
  (await userChat({ uid, room_id: roomId, dialogue_id: dialogueId, user_ask: text })).feeds;

/** Closes the player's dialogue (its answer is not read, §7). */
export const closeDialogue = async ({ uid, roomId }: Seat, dialogueId: number): Promise<void> => {
  await endChat({ uid, room_id: roomId, dialogue_id: dialogueId });
};

/** A behaviour: an action of the catalogue and the chosen option (and, joint, its text). */
export const act = async (
  { uid, roomId }: Seat,
  actionId: number,
  answerNo: number,
  description?: string,
): Promise<AiFeed[]> =>
  (
    await gameAction({
      uid,
      room_id: roomId,
      action_type: 1,
      action_id: actionId,
      answer_no: answerNo,
      action_repeat: 1,
      ...(description ? { action_desc: description } : {}),
    })
  ).feeds;

/** A game with its score; startedAt in Unix seconds. */
export const play = async (
  { uid, roomId }: Seat,
  gameId: number,
  score: number,
  startedAt: number,
): Promise<AiFeed[]> =>
  (
    await playGame({
      uid,
      room_id: roomId,
      game_type: 1,
      game_id: gameId,
      game_score: score,
      game_start_time: startedAt,
    })
  ).feeds;

/** The friendliness settlement: every player's rank, best first. */
export const settle = async ({ uid, roomId }: Seat): Promise<GameResult[]> =>
  (await endGame({ uid, room_id: roomId })).results;
