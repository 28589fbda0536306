/**
 * The internal AI console (inspect-console.md, decision 0006, record 0041): single-chat rooms with
 * their players and dialogues, group chats with their messages and who received them, and queued
 * image renders. Times are milliseconds of the mock clock. The live sockets themselves are not data
 * (mocks/ws/ keeps them per backend state).
 *
 * Schemas and record types only: the rules and transitions live in mocks/domains/console/.
 */
import { Collection } from "@msw/data";
import { z } from "zod";
import type { Costume, RoomStatus } from "@/generated/model";

/** A single-chat room (getUid creates it with its creator). */
export interface GameRoomRecord {
  room_id: number;
  creator_uid: number;
  status: RoomStatus;
  /** endGame settled it: the ranks are fixed and play is over. */
  ended: boolean;
  created_at: number;
  /** The code rank 1 wins when the final friendliness is above 60. */
  contact_code: string;
}

/** A player of a room (getUid for the creator, joinRoom for the others). */
export interface GamePlayerRecord {
  uid: number;
  room_id: number;
  /** Join order in the room (1 = the creator). */
  seq: number;
  joined_at: number;
  /** "" until setRole. */
  nick: string;
  /** 0 until setRole. */
  user_suit_id: Costume | 0;
  role_set: boolean;
  /** Friendliness with the AI bartender, 0-100. */
  relationship: number;
  /** How many lines, behaviours and games the player sent (the bartender varies its answers). */
  turns: number;
  last_ask: string;
}

/** A dialogue between one player and the AI (startChat … endChat). */
export interface DialogueRecord {
  dialogue_id: number;
  uid: number;
  room_id: number;
  open: boolean;
  started_at: number;
}

/** A player's seat in a group chat. */
export interface GroupMemberRecord {
  uid: number;
  role_id: number;
  nick_name: string;
}

/** A group chat (create_chat_group_request). */
export interface ChatGroupRecord {
  group_id: number;
  group_name: string;
  owner_uid: number;
  created_at: number;
  members: GroupMemberRecord[];
}

/** A line in a group: a player's (from_uid) or an AI character's (from_uid 0). */
export interface GroupMessageRecord {
  group_id: number;
  seq: number;
  role_id: number;
  nick_name: string;
  content: string;
  from_uid: number;
  at: number;
}

/** The last pushed line a uid received in a group (the resync starts after it). */
export interface GroupDeliveryRecord {
  group_id: number;
  uid: number;
  last_seq: number;
}

export type RenderStatus = "queued" | "running" | "done" | "failed";

/** An image render queued with /comfyui/prompt; it runs when its client's socket is open. */
export interface RenderRecord {
  prompt_id: string;
  number: number;
  client_id: string;
  /** The positive text prompt (the first CLIPTextEncode). */
  text: string;
  seed: number;
  steps: number;
  width: number;
  height: number;
  /** The node whose progress is reported (the KSampler). */
  sampler_node: string;
  status: RenderStatus;
  queued_at: number;
}

export function createConsoleCollections() {
  return {
    gameRooms: new Collection({ schema: z.custom<GameRoomRecord>() }),
    gamePlayers: new Collection({ schema: z.custom<GamePlayerRecord>() }),
    dialogues: new Collection({ schema: z.custom<DialogueRecord>() }),
    chatGroups: new Collection({ schema: z.custom<ChatGroupRecord>() }),
    groupMessages: new Collection({ schema: z.custom<GroupMessageRecord>() }),
    groupDeliveries: new Collection({ schema: z.custom<GroupDeliveryRecord>() }),
    renders: new Collection({ schema: z.custom<RenderRecord>() }),
  };
}
