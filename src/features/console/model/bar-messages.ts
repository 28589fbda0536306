/**
 * The single chat's display messages (inspect-console.md §3 "Message (display)"): what the players
 * of this console sent (a chat line, a behaviour, a game score, the multi-player card's lines or
 * joint behaviour), the AI bartender's replies, the waiting bubble, a failure, and the final
 * settlement. Players are kept by uid; names and numbers come from the room's player list when
 * shown, and labels are translated when shown, so a language switch follows.
 */
import type { AiFeed, GameResult } from "@/generated/model";

interface Base {
  id: string;
  /** When it was added (ms since the epoch). */
  at: number;
  /** The uids the message is about (its sender, and a joint target), for the message filter. */
  players: readonly number[];
}

export type BarMessage =
  | (Base & { kind: "chat"; text: string })
  | (Base & { kind: "behavior"; actionId: number; answerNo: number })
  | (Base & { kind: "game"; gameId: number; score: number })
  | (Base & { kind: "multiChat"; lines: readonly { from: number; to: number; text: string }[] })
  | (Base & { kind: "jointBehavior"; actionId: number; answerNo: number; text: string })
  | (Base & { kind: "ai"; feed: AiFeed })
  | (Base & { kind: "wait" })
  | (Base & { kind: "failure"; stage: "startChat" | "userChat"; error: unknown })
  | (Base & { kind: "result"; results: readonly GameResult[] });

export type BarMessageKind = BarMessage["kind"];

/** Display mode (§2): debug shows every reply's friendliness detail, user mode only the reply. */
export type DisplayMode = "debug" | "user";

/** Message filter (§2): all, only player 1, only player 2, players 1 and 2 (numbers in the room). */
export type MessageFilter = "all" | "player1" | "player2" | "players12";

export const MESSAGE_FILTERS: readonly MessageFilter[] = ["all", "player1", "player2", "players12"];

/** The numbers (1-based, room order) a filter keeps; undefined keeps everything. */
const keptNumbers: Record<MessageFilter, readonly number[] | undefined> = {
  all: undefined,
  player1: [1],
  player2: [2],
  players12: [1, 2],
};

/**
 * The messages a filter shows: a message is kept when one of its players has a kept number in the
 * room; the settlement is always kept (it is about every player).
 */
export function filterMessages(
  messages: readonly BarMessage[],
  filter: MessageFilter,
  roomOrder: readonly number[],
): BarMessage[] {
  const numbers = keptNumbers[filter];
  if (!numbers) return [...messages];
  const kept = new Set(numbers.map((n) => roomOrder[n - 1]).filter((uid) => uid !== undefined));
  return messages.filter(
    (message) => message.kind === "result" || message.players.some((uid) => kept.has(uid)),
  );
}

/** §6: the rank-1 player wins the AI's contact code only when its friendliness is above this. */
export const WINNER_THRESHOLD = 60;

/** A player's final friendliness: the last feed's relationship_value (undefined without feeds). */
export const finalFriendliness = (result: GameResult): number | undefined =>
  result.feeds.at(-1)?.relationship_value;

/** The winner of the settlement: the rank-1 player if its friendliness is above 60, else none. */
export function winnerOf(results: readonly GameResult[]): GameResult | undefined {
  const best = [...results].sort((a, b) => a.user_rank - b.user_rank)[0];
  if (!best || best.user_rank !== 1) return undefined;
  const value = finalFriendliness(best);
  return value !== undefined && value > WINNER_THRESHOLD ? best : undefined;
}
