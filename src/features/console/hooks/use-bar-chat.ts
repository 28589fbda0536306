/**
 * The single chat's conversation with the AI bartender (inspect-console.md §4, §8):
 * - a player's chat line opens the player's dialogue (start chat) the first time, then is sent
 *   (user chat); the dialogue is closed (end chat) when the player turns to behaviour and before the
 *   settlement. A start-chat or user-chat failure is shown in the chat and the exchange stops
 *   (sending again replaces it); an end-chat failure is told in a toast;
 * - behaviours, games and joint behaviours: a refusal (the service's non-zero answer, HTTP 400
 *   here) is ignored as §8 says, a transport failure is shown in a toast;
 * - after every message the waiting bubble appears 500 ms later unless the reply came first, and
 *   the reply replaces it.
 */
import { useCallback, useRef, useState } from "react";
import { showToast } from "@/components/toaster";
import type { AiFeed, GameResult } from "@/generated/model";
import { apiErrorMessage } from "@/lib/error-message";
import {
  act,
  ask,
  closeDialogue,
  openDialogue,
  play,
  settle as settleGame,
  type Seat,
} from "@/api/console/bar-chat";
import { isRefusal } from "@/lib/api-error";
import type { BarMessage } from "../model/bar-messages";
import { useTimers, WAITING_DELAY_MS } from "./use-timers";

type Outgoing = BarMessage extends infer M
  ? M extends BarMessage
    ? Omit<M, "id" | "at">
    : never
  : never;

/** A reply with the players it concerns. */
interface Reply {
  feed: AiFeed;
  players: readonly number[];
}

/** Which call of a chat failed (the message names it). */
class ChatStageError extends Error {
  constructor(
    readonly stage: "startChat" | "userChat",
    readonly failure: unknown,
  ) {
    super(`${stage} failed`);
  }
}

let sequence = 0;
const nextId = () => `m${++sequence}`;
const stamp = <M extends Outgoing>(message: M) =>
  ({ ...message, id: nextId(), at: Date.now() }) as BarMessage;

export function useBarChat(roomId: number | undefined) {
  const [messages, setMessages] = useState<BarMessage[]>([]);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const dialogues = useRef(new Map<number, number>());
  const schedule = useTimers();

  const seat = useCallback(
    (uid: number): Seat => {
      if (roomId === undefined) throw new Error("no room");
      return { uid, roomId };
    },
    [roomId],
  );

  const setBusyFlag = (key: string, on: boolean) =>
    setBusy((old) => {
      const next = new Set(old);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  /**
   * One exchange: the user's message, the waiting bubble after 500 ms, then the replies (or the
   * failure's handling). `busyKey` marks the card that sent it as busy until it ends. True when
   * the replies came.
   */
  const exchange = useCallback(
    async (
      busyKey: string,
      outgoing: Outgoing,
      call: () => Promise<Reply[]>,
      onFailure: (error: unknown) => BarMessage | undefined,
    ): Promise<boolean> => {
      setBusyFlag(busyKey, true);
      // Sending again is the retry of the card's failed exchange: its failure goes.
      const samePlayers = (message: BarMessage) =>
        message.players.length === outgoing.players.length &&
        message.players.every((player, index) => player === outgoing.players[index]);
      setMessages((old) => [
        ...old.filter((message) => !(message.kind === "failure" && samePlayers(message))),
        stamp(outgoing),
      ]);
      const waitId = nextId();
      const cancelWaiting = schedule(() => {
        setMessages((old) => [
          ...old,
          { kind: "wait", id: waitId, at: Date.now(), players: outgoing.players },
        ]);
      }, WAITING_DELAY_MS);
      const withoutWait = (old: BarMessage[]) => old.filter((message) => message.id !== waitId);
      try {
        const replies = await call();
        cancelWaiting();
        setMessages((old) => [
          ...withoutWait(old),
          ...replies.map(({ feed, players }) => stamp({ kind: "ai", feed, players })),
        ]);
        return true;
      } catch (error) {
        cancelWaiting();
        const failure = onFailure(error);
        setMessages((old) => (failure ? [...withoutWait(old), failure] : withoutWait(old)));
        return false;
      } finally {
        setBusyFlag(busyKey, false);
      }
    },
    [schedule],
  );

  /** Behaviours, games and the settlement: a refusal is ignored (§8), anything else is told. */
  const toastUnlessRefused = useCallback((error: unknown) => {
    if (isRefusal(error)) return undefined;
    const message = apiErrorMessage(error);
    if (message) void showToast(message, "error");
    return undefined;
  }, []);

  const chatFailure = (players: readonly number[]) => (error: unknown) => {
    const stage = error instanceof ChatStageError ? error.stage : "userChat";
    const failure = error instanceof ChatStageError ? error.failure : error;
    return stamp({ kind: "failure", stage, error: failure, players });
  };

  /** The player's dialogue: the open one, or a new one (start chat). */
  const dialogueOf = useCallback(
    async (uid: number) => {
      const open = dialogues.current.get(uid);
      if (open !== undefined) return open;
      try {
        const opened = await openDialogue(seat(uid));
        dialogues.current.set(uid, opened);
        return opened;
      } catch (error) {
        throw new ChatStageError("startChat", error);
      }
    },
    [seat],
  );

  const askAs = useCallback(
    async (uid: number, text: string) => {
      const dialogue = await dialogueOf(uid);
      try {
        return await ask(seat(uid), dialogue, text);
      } catch (error) {
        // An unknown or ended dialogue: the next line starts a new one.
        if (isRefusal(error)) dialogues.current.delete(uid);
        throw new ChatStageError("userChat", error);
      }
    },
    [dialogueOf, seat],
  );

  const sendChat = (uid: number, text: string) =>
    exchange(
      `player-${uid}`,
      { kind: "chat", text, players: [uid] },
      async () => (await askAs(uid, text)).map((feed) => ({ feed, players: [uid] })),
      chatFailure([uid]),
    );

  const sendBehaviour = (uid: number, actionId: number, answerNo: number) =>
    exchange(
      `player-${uid}`,
      { kind: "behavior", actionId, answerNo, players: [uid] },
      async () =>
        (await act(seat(uid), actionId, answerNo)).map((feed) => ({ feed, players: [uid] })),
      toastUnlessRefused,
    );

  const sendGame = (uid: number, gameId: number, score: number, startedAt: number) =>
    exchange(
      `player-${uid}`,
      { kind: "game", gameId, score, players: [uid] },
      async () =>
        (await play(seat(uid), gameId, score, startedAt)).map((feed) => ({ feed, players: [uid] })),
      toastUnlessRefused,
    );

  /** The multi-player card's chat lines, sent in order, each by its speaker. */
  const sendLines = (lines: readonly { from: number; to: number; text: string }[]) => {
    const players = [...new Set(lines.flatMap((line) => [line.from, line.to]))];
    return exchange(
      "multi",
      { kind: "multiChat", lines, players },
      async () => {
        const replies: Reply[] = [];
        for (const line of lines) {
          const feeds = await askAs(line.from, line.text);
          replies.push(...feeds.map((feed) => ({ feed, players: [line.from, line.to] })));
        }
        return replies;
      },
      chatFailure(players),
    );
  };

  /** A joint behaviour of two players, sent by the first with the filled-in text. */
  const sendJoint = (
    first: number,
    second: number,
    actionId: number,
    answerNo: number,
    text: string,
  ) =>
    exchange(
      "multi",
      { kind: "jointBehavior", actionId, answerNo, text, players: [first, second] },
      async () =>
        (await act(seat(first), actionId, answerNo, text)).map((feed) => ({
          feed,
          players: [first, second],
        })),
      toastUnlessRefused,
    );

  /**
   * A player turns from chat to behaviour: its dialogue ends (the answer is not read, §7). A
   * refusal is ignored (§8); a transport failure is told, and the dialogue stays open so the next
   * turn to behaviour (or the settlement) closes it again.
   */
  const endDialogue = useCallback(
    async (uid: number) => {
      const dialogue = dialogues.current.get(uid);
      if (dialogue === undefined) return;
      dialogues.current.delete(uid);
      try {
        await closeDialogue(seat(uid), dialogue);
      } catch (error) {
        if (!dialogues.current.has(uid)) dialogues.current.set(uid, dialogue);
        toastUnlessRefused(error);
      }
    },
    [seat, toastUnlessRefused],
  );

  const [settling, setSettling] = useState(false);

  /** The friendliness settlement; the results, or undefined when it did not happen. */
  const settle = async (uid: number): Promise<GameResult[] | undefined> => {
    setSettling(true);
    try {
      await Promise.all([...dialogues.current.keys()].map(endDialogue));
      const results = await settleGame(seat(uid));
      setMessages((old) => [...old, stamp({ kind: "result", results, players: [] })]);
      return results;
    } catch (error) {
      toastUnlessRefused(error);
      return undefined;
    } finally {
      setSettling(false);
    }
  };

  const reset = () => {
    dialogues.current.clear();
    setMessages([]);
  };

  return {
    messages,
    /** True while the card (`player-<uid>` or `multi`) waits for its answer. */
    isBusy: (key: string) => busy.has(key),
    settling,
    sendChat,
    sendBehaviour,
    sendGame,
    sendLines,
    sendJoint,
    endDialogue,
    settle,
    reset,
  };
}

export type BarChat = ReturnType<typeof useBarChat>;
