import { getGetRoomStatusQueryKey, getGetRoomUsersQueryKey } from "@/generated/console/console";

/** The console's query keys: the generated ones, named once. */
export const consoleKeys = {
  /** A room's status as one player polls it (getRoomStatus). */
  roomStatus: (room_id: number, uid: number) => getGetRoomStatusQueryKey({ room_id, uid }),
  /** A room's players (getRoomUsers). */
  roomUsers: (room_id: number) => getGetRoomUsersQueryKey({ room_id }),
};
