/**
 * The console group (src/features/console), second part: the single chat's room (room, players,
 * start, the wait step's polls) and the pet generator's image request.
 */
import { beforeAll } from "vitest";
import { preloadConsole } from "../console/harness";
import { walkTriggers } from "./walk";
import { consolePlayTriggers } from "./triggers/console-play";

beforeAll(preloadConsole, 60_000);

const { getUid, joinRoom, setRole, startGame, getRoomStatus, getRoomUsers, queuePrompt } =
  consolePlayTriggers;
walkTriggers({ getUid, joinRoom, setRole, startGame, getRoomStatus, getRoomUsers, queuePrompt });
