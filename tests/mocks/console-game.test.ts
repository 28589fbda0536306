/**
 * The console's bar-scene game in the mock backend, through the generated client: rooms shared by
 * players (create, join, roles, start, status polling), dialogues with the AI bartender whose
 * replies change friendliness, the action catalogue, games with scores, and the end-game ranks with
 * the winner rule (> 60) — with every refusal the spec gives (HTTP 400 and the server's message in
 * the request's language) and the QA faults.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  endChat,
  endGame,
  gameAction,
  getRoomStatus,
  getRoomUsers,
  getUid,
  joinRoom,
  playGame,
  setRole,
  startChat,
  startGame,
  userChat,
} from "@/generated/console/console";
import { RoomStatus, type AiFeed } from "@/generated/model";
import { storeLanguage } from "@/lib/language";
import { arm, state } from "@mocks/testing";
import { START_RELATIONSHIP, WINNER_THRESHOLD } from "@mocks/domains/console/bartender";
import { JOINT_ACTIONS, SINGLE_ACTIONS } from "@mocks/domains/console/catalogue";
import { MAX_PLAYERS, findPlayer } from "@mocks/domains/console/rooms";
import { rejection } from "../api-helpers";

const expectRefusal = async (promise: Promise<unknown>, message: RegExp) => {
  const error = await rejection(promise);
  expect(error).toMatchObject({ kind: "http", status: 400 });
  expect(error.serverMessage).toMatch(message);
  return error;
};

/** A started room with two players who set their roles. */
async function startedRoom() {
  const { uid: ada, room_id } = await getUid({});
  const { uid: bo } = await joinRoom({ room_id });
  await setRole({ uid: ada, room_id, nick: "Ada", user_suit_id: 1 });
  await setRole({ uid: bo, room_id, nick: "Bo", user_suit_id: 6 });
  await startGame({ room_id, uid: ada });
  return { room_id, ada, bo };
}

const lastValue = (feeds: AiFeed[]) => feeds.at(-1)!.relationship_value;

beforeEach(() => storeLanguage("en"));

describe("console rooms", () => {
  it("creates a room, lets a second player join, lists players with roles in join order and starts", async () => {
    const { uid: creator, room_id } = await getUid({});
    expect(room_id).toBeGreaterThanOrEqual(1);
    const { uid: joiner } = await joinRoom({ room_id });
    expect(joiner).not.toBe(creator);

    expect((await getRoomUsers({ room_id })).users).toEqual([]);
    expect(await getRoomStatus({ room_id, uid: joiner })).toEqual({
      status: RoomStatus.NotStarted,
    });

    await setRole({ uid: joiner, room_id, nick: "  Bo  ", user_suit_id: 6 });
    await setRole({ uid: creator, room_id, nick: "Ada", user_suit_id: 2 });
    expect((await getRoomUsers({ room_id })).users).toEqual([
      { uid: creator, nick: "Ada" },
      { uid: joiner, nick: "Bo" },
    ]);

    await startGame({ room_id, uid: creator });
    await startGame({ room_id, uid: creator }); // again: 0
    expect(await getRoomStatus({ room_id, uid: joiner })).toEqual({ status: RoomStatus.Started });
    await expectRefusal(joinRoom({ room_id }), /already started/);
  });

  it("refuses unknown rooms, strangers, blank nicknames and an eleventh player", async () => {
    await expectRefusal(joinRoom({ room_id: 999_999 }), /Room 999999 does not exist/);
    await expectRefusal(getRoomStatus({ room_id: 999_999, uid: 1 }), /does not exist/);
    await expectRefusal(getRoomUsers({ room_id: 999_999 }), /does not exist/);

    const { uid, room_id } = await getUid({});
    const other = await getUid({});
    await expectRefusal(
      setRole({ uid: other.uid, room_id, nick: "X", user_suit_id: 1 }),
      /is not in room/,
    );
    await expectRefusal(startGame({ room_id, uid: other.uid }), /is not in room/);
    await expectRefusal(setRole({ uid, room_id, nick: "   ", user_suit_id: 1 }), /nickname/);

    for (let i = 1; i < MAX_PLAYERS; i += 1) await joinRoom({ room_id });
    await expectRefusal(joinRoom({ room_id }), /is full \(10 players\)/);
  });

  it("answers refusals in the request's language", async () => {
    storeLanguage("zh-cn");
    await expectRefusal(joinRoom({ room_id: 4242 }), /房间 4242 不存在/);
  });
});

describe("console dialogues with the AI bartender", () => {
  it("changes friendliness with each reply: kindness up, rudeness down, a question brings a follow-up", async () => {
    const { room_id, ada } = await startedRoom();
    const { dialogue_id } = await startChat({ uid: ada, room_id });

    const kind = await userChat({
      uid: ada,
      room_id,
      dialogue_id,
      user_ask: "Thank you, I love this bar",
    });
    expect(kind.feeds).toHaveLength(1);
    expect(kind.feeds[0]).toMatchObject({
      relationship_value: START_RELATIONSHIP + 5,
      relationship_change_value: 5,
    });
    expect(kind.feeds[0]!.content).not.toBe("");

    const rude = await userChat({
      uid: ada,
      room_id,
      dialogue_id,
      user_ask: "This drink is awful",
    });
    expect(rude.feeds[0]).toMatchObject({
      relationship_value: START_RELATIONSHIP - 1,
      relationship_change_value: -6,
    });

    const question = await userChat({
      uid: ada,
      room_id,
      dialogue_id,
      user_ask: "Where are you from?",
    });
    expect(question.feeds).toHaveLength(2);
    expect(question.feeds.map((f) => f.relationship_change_value)).toEqual([2, 0]);
    expect(lastValue(question.feeds)).toBe(START_RELATIONSHIP + 1);

    const repeated = await userChat({
      uid: ada,
      room_id,
      dialogue_id,
      user_ask: "where are you from?",
    });
    expect(repeated.feeds[0]!.relationship_change_value).toBe(-2);
    expect(findPlayer(state(), ada)!.relationship).toBe(START_RELATIONSHIP - 1);
  });

  it("answers in the request's language", async () => {
    storeLanguage("zh-cn");
    const { room_id, ada } = await startedRoom();
    const { dialogue_id } = await startChat({ uid: ada, room_id });
    const { feeds } = await userChat({ uid: ada, room_id, dialogue_id, user_ask: "谢谢你" });
    expect(feeds[0]!.content).toMatch(/[\u4e00-\u9fff]/);
    expect(feeds[0]!.relationship_change_reason).toMatch(/[\u4e00-\u9fff]/);
  });

  it("refuses chat before the start, in someone else's or a closed dialogue, and a blank line", async () => {
    const { uid, room_id } = await getUid({});
    await expectRefusal(startChat({ uid, room_id }), /has not started/);
    const { room_id: started, ada, bo } = await startedRoom();
    const { dialogue_id } = await startChat({ uid: ada, room_id: started });
    await expectRefusal(
      userChat({ uid: bo, room_id: started, dialogue_id, user_ask: "hi" }),
      /belongs to another player/,
    );
    await expectRefusal(
      userChat({ uid: ada, room_id: started, dialogue_id: 99_999, user_ask: "hi" }),
      /Dialogue 99999 does not exist/,
    );
    await expectRefusal(
      userChat({ uid: ada, room_id: started, dialogue_id, user_ask: "   " }),
      /Enter what you want to say/,
    );
    await endChat({ uid: ada, room_id: started, dialogue_id });
    await endChat({ uid: ada, room_id: started, dialogue_id }); // again: 0
    await expectRefusal(
      userChat({ uid: ada, room_id: started, dialogue_id, user_ask: "hi" }),
      /has ended; start a new chat/,
    );
    // A new dialogue keeps the friendliness.
    const next = await startChat({ uid: ada, room_id: started });
    expect(next.dialogue_id).not.toBe(dialogue_id);
    const { feeds } = await userChat({
      uid: ada,
      room_id: started,
      dialogue_id: next.dialogue_id,
      user_ask: "hello",
    });
    expect(feeds[0]!.relationship_value).toBe(START_RELATIONSHIP + 1);
  });
});

describe("console behaviours and games", () => {
  it("has the 13 single actions with the two games and the joint ids of the spec", () => {
    expect(SINGLE_ACTIONS.map((a) => a.action_id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
    expect(SINGLE_ACTIONS.filter((a) => a.isGame).map((a) => a.action_id)).toEqual([10, 13]);
    expect(SINGLE_ACTIONS.find((a) => a.action_id === 10)!.scores).toEqual([80, 100]);
    expect(JOINT_ACTIONS.map((a) => a.action_id)).toEqual([
      101, 102, 103, 104, 105, 106, 107, 108, 9, 111, 112, 113,
    ]);
    for (const action of JOINT_ACTIONS.filter((a) => !a.isGame)) {
      for (const option of action.options)
        expect(option.label.en).toMatch(/\{0\}.*\{1\}|\{1\}.*\{0\}/);
    }
  });

  it("moves friendliness by the chosen option and the game score", async () => {
    const { room_id, ada } = await startedRoom();
    const dance = await gameAction({
      uid: ada,
      room_id,
      action_type: 1,
      action_id: 1,
      answer_no: 1,
      action_repeat: 1,
    });
    expect(dance.feeds[0]).toMatchObject({ relationship_change_value: 6, relationship_value: 46 });
    expect(dance.feeds[0]!.content).toContain("Invite the bartender to dance");

    const joint = await gameAction({
      uid: ada,
      room_id,
      action_type: 1,
      action_id: 106,
      answer_no: 1,
      action_repeat: 1,
      action_desc: "Ada argues with Bo about the music",
    });
    expect(joint.feeds[0]).toMatchObject({ relationship_change_value: -4, relationship_value: 42 });
    expect(joint.feeds[0]!.content).toContain("Ada argues with Bo about the music");

    const darts = await playGame({
      uid: ada,
      room_id,
      game_type: 1,
      game_id: 10,
      game_score: 100,
      game_start_time: 1_719_800_000,
    });
    expect(darts.feeds[0]).toMatchObject({ relationship_change_value: 8, relationship_value: 50 });
    const poor = await playGame({
      uid: ada,
      room_id,
      game_type: 1,
      game_id: 13,
      game_score: 5,
      game_start_time: 1_719_800_000,
    });
    expect(poor.feeds[0]!.relationship_change_value).toBe(-3);
  });

  it("refuses unknown actions and options, games sent as behaviours and behaviours sent as games", async () => {
    const { room_id, ada } = await startedRoom();
    const action = (action_id: number, answer_no: number) =>
      gameAction({ uid: ada, room_id, action_type: 1, action_id, answer_no, action_repeat: 1 });
    await expectRefusal(action(14, 1), /Action 14 is not in the catalogue/);
    await expectRefusal(action(3, 3), /Action 3 has no option 3/);
    await expectRefusal(action(10, 1), /is a game/);
    await expectRefusal(
      playGame({ uid: ada, room_id, game_type: 1, game_id: 4, game_score: 80, game_start_time: 0 }),
      /Action 4 is not a game/,
    );
    // A negative score breaks the spec (minimum 0).
    await expectRefusal(
      playGame({
        uid: ada,
        room_id,
        game_type: 1,
        game_id: 10,
        game_score: -1,
        game_start_time: 0,
      }),
      /game_score/,
    );
  });
});

describe("console end of the game", () => {
  it("ranks the players by friendliness; rank 1 above 60 wins the contact code", async () => {
    const { room_id, ada, bo } = await startedRoom();
    const { dialogue_id } = await startChat({ uid: ada, room_id });
    for (const line of ["Thank you", "You are lovely", "Cheers to you", "Great music"]) {
      await userChat({ uid: ada, room_id, dialogue_id, user_ask: line });
    }
    expect(findPlayer(state(), ada)!.relationship).toBe(START_RELATIONSHIP + 20);
    expect(START_RELATIONSHIP + 20).toBe(WINNER_THRESHOLD); // exactly 60 is not enough
    const bare = await endGame({ uid: bo, room_id });
    expect(bare.results.map((r) => [r.uid, r.user_rank])).toEqual([
      [ada, 1],
      [bo, 2],
    ]);
    expect(bare.results[0]!.role_comment).toMatch(/nobody won my heart/);
    expect(bare.results[0]!.feeds.at(-1)!.relationship_value).toBe(60);

    // The game is over: play is refused, the ranks stay.
    await expectRefusal(userChat({ uid: ada, room_id, dialogue_id, user_ask: "hi" }), /has ended/);
    expect((await endGame({ uid: ada, room_id })).results).toEqual(bare.results);
  });

  it("gives the contact code to rank 1 above 60, in the request's language", async () => {
    const { room_id, ada, bo } = await startedRoom();
    await playGame({
      uid: bo,
      room_id,
      game_type: 1,
      game_id: 10,
      game_score: 100,
      game_start_time: 0,
    });
    await playGame({
      uid: bo,
      room_id,
      game_type: 1,
      game_id: 10,
      game_score: 100,
      game_start_time: 0,
    });
    await playGame({
      uid: bo,
      room_id,
      game_type: 1,
      game_id: 111,
      game_score: 100,
      game_start_time: 0,
    });
    storeLanguage("zh-cn");
    const { results } = await endGame({ uid: ada, room_id });
    expect(results[0]).toMatchObject({ uid: bo, user_rank: 1 });
    expect(results[0]!.feeds[0]!.relationship_value).toBe(START_RELATIONSHIP + 24);
    expect(results[0]!.role_comment).toMatch(/赢得了我的心.*GT-\d+-\d{4}/);
    expect(results[1]!.role_comment).toMatch(/第 2 名/);
  });

  it("settles ties by join order and leaves out players without a role", async () => {
    const { uid: ada, room_id } = await getUid({});
    const { uid: bo } = await joinRoom({ room_id });
    const { uid: cy } = await joinRoom({ room_id });
    await setRole({ uid: cy, room_id, nick: "Cy", user_suit_id: 3 });
    await setRole({ uid: bo, room_id, nick: "Bo", user_suit_id: 4 });
    await startGame({ room_id, uid: ada });
    const { results } = await endGame({ uid: ada, room_id });
    expect(results.map((r) => r.uid)).toEqual([bo, cy]);
  });

  it("refuses to settle a room that has not started", async () => {
    const { uid, room_id } = await getUid({});
    await expectRefusal(endGame({ uid, room_id }), /has not started/);
  });
});

describe("console game faults", () => {
  it("answers armed HTTP statuses, delays and network failures like every operation", async () => {
    arm("getUid", "http503");
    expect(await rejection(getUid({}))).toMatchObject({ kind: "http", status: 503 });
    arm("joinRoom", "offline");
    expect(await rejection(joinRoom({ room_id: 1001 }))).toMatchObject({ kind: "network" });
    arm("getRoomUsers:delay50");
    const { room_id } = await getUid({});
    const started = Date.now();
    await getRoomUsers({ room_id });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
