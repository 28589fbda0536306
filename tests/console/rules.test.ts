/**
 * The console's rules as plain functions: the pet parameters (§5), the upload limits (§5, §9), the
 * message filter and the winner rule (§2, §6), the conversation history, the polls (§4, §9) and
 * the 200 ms scroll (§2).
 */
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { roomStatusQueryOptions, roomUsersQueryOptions } from "@/api/console/room";
import { useScrollToEnd } from "@/features/console/hooks/use-scroll-to-end";
import { filterMessages, winnerOf, type BarMessage } from "@/features/console/model/bar-messages";
import {
  claudeHistory,
  openAiHistory,
  type ModelMessage,
} from "@/features/console/model/conversation";
import { checkPet, parsePetAnswer } from "@/features/console/model/pet-rules";
import { imagePromptOf, petWorkflow } from "@/features/console/model/pet-prompt";
import { newConversationId } from "@/features/console/model/random-id";
import { isAcceptedAudio, refuseImages } from "@/features/console/model/upload-rules";
import type { GameResult } from "@/generated/model";

const goodPet = {
  PetName: "Lumi",
  PetType: "fox",
  PetGender: "Female",
  PetSize: "Small",
  PetCommunication: "Introverted",
  PetDecisionMaking: "Emotional",
  PetPlanning: "Casual",
  PetPersonalityTags: ["calm", "curious"],
  PetBaseType: ["Light"],
  PetDescription: "A small fox whose tail glows softly at night.",
};

describe("pet parameters (§5)", () => {
  it("accepts a pet within every rule, in a fenced or chatty answer, and normalises lists", () => {
    expect(checkPet(goodPet)).toEqual({ ok: true, pet: goodPet });
    const fenced = `Here you go:\n\`\`\`json\n${JSON.stringify(goodPet)}\n\`\`\``;
    expect(checkPet(parsePetAnswer(fenced)).ok).toBe(true);
    const listed = checkPet({
      ...goodPet,
      PetPersonalityTags: "calm, curious",
      PetBaseType: "Fire/Water",
      PetSize: "small",
    });
    expect(listed).toMatchObject({
      ok: true,
      pet: {
        PetPersonalityTags: ["calm", "curious"],
        PetBaseType: ["Fire", "Water"],
        PetSize: "Small",
      },
    });
  });

  it("names every broken rule; lengths count characters as people see them", () => {
    expect(checkPet({ ...goodPet, PetName: "八个字的宠物名字" })).toEqual({
      ok: false,
      problems: [{ field: "PetName", rule: "tooLong" }],
    });
    expect(checkPet({ ...goodPet, PetName: "👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽" }).ok).toBe(true);
    expect(checkPet({ ...goodPet, PetDescription: "é".repeat(121) })).toMatchObject({ ok: false });
    const broken = checkPet({
      ...goodPet,
      PetGender: "Both",
      PetSize: "Huge",
      PetCommunication: undefined,
      PetDecisionMaking: "Random",
      PetPlanning: "Never",
      PetPersonalityTags: ["a", "b", "c", "d"],
      PetBaseType: ["Fire", "Water", "Wind"],
    });
    expect(broken).toEqual({
      ok: false,
      problems: [
        { field: "PetGender", rule: "notAllowed" },
        { field: "PetSize", rule: "notAllowed" },
        { field: "PetCommunication", rule: "missing" },
        { field: "PetDecisionMaking", rule: "notAllowed" },
        { field: "PetPlanning", rule: "notAllowed" },
        { field: "PetPersonalityTags", rule: "tooMany" },
        { field: "PetBaseType", rule: "count" },
      ],
    });
    expect(checkPet({ ...goodPet, PetBaseType: ["Metal"] })).toMatchObject({
      problems: [{ field: "PetBaseType", rule: "notAllowed" }],
    });
    expect(checkPet(parsePetAnswer("no JSON here"))).toEqual({
      ok: false,
      problems: [{ field: "answer", rule: "notJson" }],
    });
  });

  it("puts the pet into the image prompt and the workflow (§9 settings, node 28)", () => {
    const check = checkPet(goodPet);
    if (!check.ok) throw new Error("pet refused");
    const prompt = imagePromptOf(check.pet);
    expect(prompt).toContain("Lumi");
    expect(prompt).toContain("light element");
    const workflow = petWorkflow(prompt, 42);
    expect(workflow["28"]).toBeDefined();
    expect(workflow["5"]?.inputs).toEqual({ width: 1024, height: 1024, batch_size: 1 });
    expect(workflow["3"]?.inputs).toMatchObject({ seed: 42, steps: 25, cfg: 8 });
    expect(workflow["6"]?.inputs).toMatchObject({ text: prompt });
  });
});

describe("uploads (§5, §9)", () => {
  const file = (name: string, type: string, size = 10) => {
    const f = new File(["x"], name, { type });
    Object.defineProperty(f, "size", { value: size });
    return f;
  };
  it("images: jpeg, jpg, png; at most 31088640 bytes; at most 20", () => {
    expect(
      refuseImages([], [file("a.jpg", "image/jpeg"), file("b.png", "image/png")]),
    ).toBeUndefined();
    expect(refuseImages([], [file("a.webp", "image/webp")])).toEqual({
      reason: "type",
      file: "a.webp",
    });
    expect(refuseImages([], [file("a.png", "image/png", 31_088_640)])).toBeUndefined();
    expect(refuseImages([], [file("a.png", "image/png", 31_088_641)])).toEqual({
      reason: "size",
      file: "a.png",
    });
    const twenty = Array.from({ length: 20 }, (_, i) => file(`${i}.png`, "image/png"));
    expect(refuseImages(twenty.slice(0, 19), [file("x.png", "image/png")])).toBeUndefined();
    expect(refuseImages(twenty, [file("x.png", "image/png")])).toEqual({ reason: "count" });
    expect(refuseImages([], [file("noType.JPEG", "")])).toBeUndefined();
  });
  it("audio: mp3, webm, wav, mpeg, mpga", () => {
    for (const name of ["a.mp3", "a.webm", "a.wav", "a.mpeg", "a.mpga"]) {
      expect(isAcceptedAudio(file(name, ""))).toBe(true);
    }
    expect(isAcceptedAudio(file("a.wav", "audio/wav"))).toBe(true);
    expect(isAcceptedAudio(file("a.ogg", "audio/ogg"))).toBe(false);
    expect(isAcceptedAudio(file("a.txt", ""))).toBe(false);
  });
});

describe("the bar chat's rules", () => {
  const message = (id: string, players: number[], kind: BarMessage["kind"] = "chat") =>
    ({ id, at: 0, kind, players, text: id }) as BarMessage;
  const result = (uid: number, rank: number, value?: number): GameResult => ({
    uid,
    user_rank: rank,
    role_comment: "",
    feeds:
      value === undefined
        ? []
        : [
            {
              content: "",
              behavior_desc: "",
              relationship_value: value,
              relationship_change_value: 0,
              relationship_change_reason: "",
            },
          ],
  });

  it("filters by the room's player numbers; the settlement always shows", () => {
    const messages = [
      message("a", [11]),
      message("b", [12]),
      message("c", [13]),
      message("ab", [11, 12]),
      { ...message("r", [], "result"), kind: "result", results: [] } as BarMessage,
    ];
    const ids = (filter: Parameters<typeof filterMessages>[1]) =>
      filterMessages(messages, filter, [11, 12, 13]).map((m) => m.id);
    expect(ids("all")).toEqual(["a", "b", "c", "ab", "r"]);
    expect(ids("player1")).toEqual(["a", "ab", "r"]);
    expect(ids("player2")).toEqual(["b", "ab", "r"]);
    expect(ids("players12")).toEqual(["a", "b", "ab", "r"]);
  });

  it("the rank-1 player wins only above 60 (§6)", () => {
    expect(winnerOf([result(2, 2, 90), result(1, 1, 61)])?.uid).toBe(1);
    expect(winnerOf([result(1, 1, 60), result(2, 2, 20)])).toBeUndefined();
    expect(winnerOf([result(1, 1)])).toBeUndefined();
    expect(winnerOf([])).toBeUndefined();
  });
});

describe("the model tester's conversations", () => {
  it("ids have five digits and are not reused", () => {
    const taken = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const id = newConversationId(taken);
      expect(id).toBeGreaterThanOrEqual(10_000);
      expect(id).toBeLessThanOrEqual(99_999);
      expect(taken.has(id)).toBe(false);
      taken.add(id);
    }
  });

  it("the history leaves out failed questions and keeps images for OpenAI", () => {
    const messages: ModelMessage[] = [
      { id: "1", at: 0, role: "user", kind: "text", text: "lost", images: [], failed: true },
      { id: "2", at: 0, role: "bot", kind: "failure", error: new Error("x"), retryOf: "1" },
      {
        id: "3",
        at: 0,
        role: "user",
        kind: "text",
        text: "see",
        images: [{ name: "a", url: "data:image/png;base64,AA" }],
      },
      { id: "4", at: 0, role: "bot", kind: "text", text: "a cat", latencyMs: 1 },
    ];
    expect(openAiHistory(messages)).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "see" },
          { type: "image_url", image_url: { url: "data:image/png;base64,AA" } },
        ],
      },
      { role: "assistant", content: "a cat" },
    ]);
    expect(claudeHistory(messages)).toEqual([
      { role: "user", content: "see" },
      { role: "assistant", content: "a cat" },
    ]);
  });
});

describe("timing (§4, §9)", () => {
  afterEach(() => vi.useRealTimers());

  it("the joiner polls the room's status every 3 s until it has started; the creator the users", () => {
    const status = roomStatusQueryOptions(1001, 100001);
    const interval = status.refetchInterval as (query: unknown) => number | false;
    const query = (value: number | undefined) => ({
      state: { data: value === undefined ? undefined : { status: value } },
    });
    expect(interval(query(undefined))).toBe(3000);
    expect(interval(query(0))).toBe(3000);
    expect(interval(query(1))).toBe(false);
    expect(roomUsersQueryOptions(1001, true).refetchInterval).toBe(3000);
    expect(roomUsersQueryOptions(1001, false).refetchInterval).toBe(false);
    expect(roomUsersQueryOptions(undefined, true).enabled).toBe(false);
  });

  it("the chat view scrolls to its end 200 ms after a change", () => {
    vi.useFakeTimers();
    const element = document.createElement("div");
    Object.defineProperty(element, "scrollHeight", { value: 900 });
    const ref = { current: element };
    const { rerender } = renderHook(({ change }) => useScrollToEnd(ref, change), {
      initialProps: { change: 1 },
    });
    vi.advanceTimersByTime(199);
    expect(element.scrollTop).toBe(0);
    vi.advanceTimersByTime(1);
    expect(element.scrollTop).toBe(900);
    element.scrollTop = 0;
    rerender({ change: 2 });
    vi.advanceTimersByTime(150);
    expect(element.scrollTop).toBe(0);
    vi.advanceTimersByTime(50);
    expect(element.scrollTop).toBe(900);
  });
});
