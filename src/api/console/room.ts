/**
 * The single chat's room (inspect-console.md §4, §7): create or join a room, set the players'
 * roles, start the game, and the two polls of the wait step (room users for the creator, room
 * status for the joiner, every 3 s until the chat starts). This module owns the seat calls
 * (getUid, joinRoom, setRole: `createRoom`, `takeSeat`, `nameSeat`); the group chat composes them
 * (./group-players.ts).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { showToast } from "@/components/toaster";
import {
  getGetRoomStatusQueryOptions,
  getGetRoomUsersQueryOptions,
  getStartGameMutationOptions,
  getUid,
  joinRoom,
  setRole,
} from "@/generated/console/console";
import { RoomStatus, type Costume, type RoomUser } from "@/generated/model";
import { consoleKeys } from "./keys";

/** §9: room users, room status and the wait overlay are polled every 3000 ms. */
export const POLL_INTERVAL_MS = 3000;

/** A player this console sets up: its uid when it has one already, its nickname and costume. */
export interface PlayerSetup {
  uid?: number;
  nick: string;
  suit: Costume;
}

/** Takes a new room (getUid): the creator's uid and the room number. */
export const createRoom = () => getUid({});

/** Takes a seat in a room (joinRoom): the new player's uid. */
export const takeSeat = async (roomId: number) => (await joinRoom({ room_id: roomId })).uid;

/** Names a seat (setRole) with its nickname and costume. */
export const nameSeat = (roomId: number, uid: number, { nick, suit }: Omit<PlayerSetup, "uid">) =>
  setRole({ uid, room_id: roomId, nick, user_suit_id: suit });

/** Creates a room: the creator's uid and the room number; "room created" on success. */
export function useCreateRoom() {
  const { t } = useTranslation("console");
  return useMutation({
    mutationKey: ["getUid"],
    mutationFn: createRoom,
    onSuccess: () => void showToast(t("single.room.created"), "success"),
  });
}

/** Joins a room by its number: the joiner's uid; "joined the room" on success. */
export function useJoinRoom() {
  const { t } = useTranslation("console");
  return useMutation({
    mutationKey: ["joinRoom"],
    mutationFn: takeSeat,
    onSuccess: () => void showToast(t("single.room.joined"), "success"),
  });
}

/**
 * Sets every player's role in the room. A player without a uid (this console's second player)
 * first takes a seat with joinRoom. `onSeated` hands each new uid back at once, so a retry after a
 * partial failure does not take a second seat.
 */
export function useSetRoles(onSeated: (index: number, uid: number) => void) {
  return useMutation({
    mutationKey: ["setRoles"],
    mutationFn: async ({
      roomId,
      players,
    }: {
      roomId: number;
      players: readonly PlayerSetup[];
    }) => {
      const uids: number[] = [];
      for (const [index, player] of players.entries()) {
        let uid = player.uid;
        if (uid === undefined) {
          uid = await takeSeat(roomId);
          onSeated(index, uid);
        }
        await nameSeat(roomId, uid, player);
        uids.push(uid);
      }
      return uids;
    },
  });
}

/** Starts the game (the creator); the chat opens once it answers 0. */
export function useStartGame() {
  return useMutation(getStartGameMutationOptions());
}

/** The room's players (none asked while there is no room); polled every 3 s while `poll` is set. */
export const roomUsersQueryOptions = (roomId: number | undefined, poll: boolean) =>
  getGetRoomUsersQueryOptions(
    { room_id: roomId ?? 0 },
    {
      query: {
        queryKey: consoleKeys.roomUsers(roomId ?? 0),
        enabled: roomId !== undefined,
        select: (data): RoomUser[] => data.users,
        refetchInterval: poll ? POLL_INTERVAL_MS : false,
      },
    },
  );

export const useRoomUsers = (roomId: number | undefined, poll: boolean) =>
  useQuery(roomUsersQueryOptions(roomId, poll));

/** The room's status as the joiner polls it: every 3 s until it is Started. */
export const roomStatusQueryOptions = (roomId: number, uid: number) =>
  getGetRoomStatusQueryOptions(
    { room_id: roomId, uid },
    {
      query: {
        queryKey: consoleKeys.roomStatus(roomId, uid),
        select: (data) => data.status,
        refetchInterval: (query) =>
          query.state.data?.status === RoomStatus.Started ? false : POLL_INTERVAL_MS,
      },
    },
  );

export const useRoomStatus = (roomId: number, uid: number) =>
  useQuery(roomStatusQueryOptions(roomId, uid));
