/** The console group, third part: the single chat's game (chat, behaviours, settlement). */
import { beforeAll } from "vitest";
import { preloadConsole } from "../console/harness";
import { walkTriggers } from "./walk";
import { consolePlayTriggers } from "./triggers/console-play";

beforeAll(preloadConsole, 60_000);

const { startChat, userChat, endChat, gameAction, playGame, endGame } = consolePlayTriggers;
walkTriggers({ startChat, userChat, endChat, gameAction, playGame, endGame });
