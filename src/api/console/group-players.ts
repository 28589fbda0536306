/**
 * The group chat's players get their ids the way the single chat's do (inspect-console.md §3:
 * owner_uid is "the player's id (getUid / joinRoom)"): the first a new seat (getUid), a second a
 * seat beside it (joinRoom), each named with its persona's nickname and costume (setRole), so the
 * group service knows the players' names. The calls are the single chat's (./room.ts), composed
 * in the group chat's order.
 */
import { useMutation } from "@tanstack/react-query";
import { createRoom, nameSeat, takeSeat } from "./room";
import type { Costume } from "@/generated/model";

/** What a seat is named with: a persona's nickname and costume (the console's cast). */
export interface SeatPersona {
  nick: string;
  costume: Costume;
}

export function usePreparePlayers() {
  return useMutation({
    mutationKey: ["preparePlayers"],
    mutationFn: async (personas: readonly SeatPersona[]): Promise<number[]> => {
      const first = await createRoom();
      const uids: number[] = [];
      for (const [index, persona] of personas.entries()) {
        const uid = index === 0 ? first.uid : await takeSeat(first.room_id);
        await nameSeat(first.room_id, uid, { nick: persona.nick, suit: persona.costume });
        uids.push(uid);
      }
      return uids;
    },
  });
}
