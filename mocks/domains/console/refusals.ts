/**
 * The console's refusals: the game server's messages in both languages. ResultCode has no game
 * codes, so a refusal is an HTTP 400 with one of these (decision 0006); the console shows it where
 * the spec says so (create/join room, startChat, userChat).
 */
import type { Text } from "./text";

/** A refused request and the server's reason. */
export interface Refused {
  refused: Text;
}

export const isRefused = (value: unknown): value is Refused =>
  typeof value === "object" && value !== null && "refused" in value;

const refuse = (en: string, zh: string): Refused => ({ refused: { en, "zh-cn": zh } });

export const gameRefusal = {
  noRoom: (room: number) => refuse(`Room ${room} does not exist.`, `房间 ${room} 不存在。`),
  roomStarted: (room: number) =>
    refuse(`Room ${room} has already started its game.`, `房间 ${room} 的游戏已经开始。`),
  roomFull: (room: number, max: number) =>
    refuse(`Room ${room} is full (${max} players).`, `房间 ${room} 已满（${max} 名玩家）。`),
  notPlayer: (uid: number, room: number) =>
    refuse(`Player ${uid} is not in room ${room}.`, `玩家 ${uid} 不在房间 ${room} 中。`),
  notStarted: (room: number) =>
    refuse(`The game of room ${room} has not started yet.`, `房间 ${room} 的游戏还没有开始。`),
  ended: (room: number) =>
    refuse(`The game of room ${room} has ended.`, `房间 ${room} 的游戏已经结束。`),
  blankNick: () => refuse("Enter a nickname.", "请输入昵称。"),
  noDialogue: (dialogue: number) =>
    refuse(`Dialogue ${dialogue} does not exist.`, `对话 ${dialogue} 不存在。`),
  notYourDialogue: (dialogue: number) =>
    refuse(`Dialogue ${dialogue} belongs to another player.`, `对话 ${dialogue} 属于其他玩家。`),
  dialogueEnded: (dialogue: number) =>
    refuse(
      `Dialogue ${dialogue} has ended; start a new chat.`,
      `对话 ${dialogue} 已结束，请重新开始聊天。`,
    ),
  blankLine: () => refuse("Enter what you want to say.", "请输入聊天内容。"),
  unknownAction: (action: number) =>
    refuse(`Action ${action} is not in the catalogue.`, `行为 ${action} 不在行为列表中。`),
  unknownOption: (action: number, answer: number) =>
    refuse(`Action ${action} has no option ${answer}.`, `行为 ${action} 没有选项 ${answer}。`),
  isGame: (action: number) =>
    refuse(
      `Action ${action} is a game: report its score with playgame.`,
      `行为 ${action} 是游戏，请用 playgame 提交分数。`,
    ),
  notGame: (action: number) =>
    refuse(`Action ${action} is not a game.`, `行为 ${action} 不是游戏。`),
} as const;
