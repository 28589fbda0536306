/**
 * Provider states of the console group (contracts/console.pact.test.ts): a room of two players
 * (waiting or started), an open dialogue, a room number nobody uses, and the proxy key. The
 * sentences and their data are here (not in sentences.ts) because only the console's pact uses
 * them; like every setup, each makes exactly its sentence true whatever was there before.
 */
import { RoomStatus } from "@/generated/model";
import type { MockState } from "../core/state";
import { CONSOLE_MOCK_KEY } from "../domains/console/providers";
import { createRoom, joinRoom, setRole, startGame } from "../domains/console/rooms";
import { state } from "./common";
import type { StateDoc } from "./sentences";

/** The ids and values the console's interactions use. */
export const CONSOLE_FIXTURES = {
  room: 7001,
  creator: { uid: 700001, nick: "Ada", suit: 1 as const },
  joiner: { uid: 700002, nick: "Bo", suit: 6 as const },
  dialogue: 9001,
  /** A room number no room has. */
  missingRoom: 7999,
  key: CONSOLE_MOCK_KEY,
} as const;

export const givenConsole = {
  roomWaiting: (room: number, a: string, b: string) =>
    `room ${room} is waiting with players ${a} and ${b} who set their roles`,
  roomStarted: (room: number, a: string, b: string) =>
    `room ${room} has started with players ${a} and ${b} who set their roles`,
  openDialogue: (dialogue: number, uid: number, room: number) =>
    `player ${uid} has an open dialogue ${dialogue} in room ${room}`,
  noRoom: (room: number) => `room ${room} does not exist`,
  proxyKey: (key: string) => `the model proxy accepts the API key ${key}`,
} as const;

/** The data each console sentence needs (docs/provider-states.md; see StateDoc). */
export const consoleStateDocs: Record<keyof typeof givenConsole, StateDoc> = {
  roomWaiting: {
    pattern: "room {room} is waiting with players {a} and {b} who set their roles",
    data: "That room, not started, with exactly those two players (each `uid (nickname)`) who both set their roles; any other seat of those players is removed.",
  },
  roomStarted: {
    pattern: "room {room} has started with players {a} and {b} who set their roles",
    data: "That room with the same two players and roles, and its game started.",
  },
  openDialogue: {
    pattern: "player {uid} has an open dialogue {dialogue} in room {room}",
    data: "An open dialogue with that id for that player in that room (the room named by an earlier state), started just now.",
  },
  noRoom: {
    pattern: "room {room} does not exist",
    data: "No room has that number (nor its players or dialogues).",
  },
  proxyKey: {
    pattern: "the model proxy accepts the API key {key}",
    data: "The model proxies (OpenAI chat, whisper and speech, Claude) accept that bearer key and answer as the provider would.",
  },
};

const { room, creator, joiner, dialogue, missingRoom, key } = CONSOLE_FIXTURES;
const A = `${creator.uid} (${creator.nick})`;
const B = `${joiner.uid} (${joiner.nick})`;

/** Removes the room with its players and dialogues. */
function clearRoom(mock: MockState, roomId: number): void {
  mock.db.dialogues.deleteMany((q) => q.where({ room_id: roomId }));
  mock.db.gamePlayers.deleteMany((q) => q.where({ room_id: roomId }));
  mock.db.gameRooms.deleteMany((q) => q.where({ room_id: roomId }));
}

/** The fixture room with both players' roles set, in the given status. */
async function fixtureRoom(mock: MockState, status: RoomStatus): Promise<void> {
  clearRoom(mock, room);
  for (const uid of [creator.uid, joiner.uid])
    mock.db.gamePlayers.deleteMany((q) => q.where({ uid }));
  await createRoom(mock, { room_id: room, uid: creator.uid });
  await joinRoom(mock, room, joiner.uid);
  for (const player of [creator, joiner]) {
    await setRole(mock, {
      uid: player.uid,
      room_id: room,
      nick: player.nick,
      user_suit_id: player.suit,
    });
  }
  if (status === RoomStatus.Started) await startGame(mock, { uid: creator.uid, room_id: room });
}

/** Defines the console sentences (called once by registerProviderStates in ./index.ts). */
export function defineConsoleStates(): void {
  state(givenConsole.roomWaiting(room, A, B), ({ state: mock }) =>
    fixtureRoom(mock, RoomStatus.NotStarted),
  );
  state(givenConsole.roomStarted(room, A, B), ({ state: mock }) =>
    fixtureRoom(mock, RoomStatus.Started),
  );
  // Needs the started room first (the pact names them in that order).
  state(givenConsole.openDialogue(dialogue, creator.uid, room), async ({ state: mock }) => {
    mock.db.dialogues.deleteMany((q) => q.where({ dialogue_id: dialogue }));
    await mock.db.dialogues.create({
      dialogue_id: dialogue,
      uid: creator.uid,
      room_id: room,
      open: true,
      started_at: mock.now(),
    });
  });
  state(givenConsole.noRoom(missingRoom), ({ state: mock }) => clearRoom(mock, missingRoom));
  // The mock always accepts its console key; the sentence tells a real backend to provide it.
  state(givenConsole.proxyKey(key), () => undefined);
}
