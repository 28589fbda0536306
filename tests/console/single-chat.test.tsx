/**
 * The single chat (inspect-console.md §2, §4, §5, §8): room create/join with the spec's
 * validation, two players per console, the wait step's polls, player cards (chat, behaviour,
 * game), the multi-player card, the waiting bubble, the filter and display mode, and the
 * friendliness settlement with the winner rule; failures in the user's language.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import type { Language } from "@/lib/language";
import codesEn from "@/locales/en/codes.json";
import codesZh from "@/locales/zh-cn/codes.json";
import { gameRefusal } from "@mocks/domains/console/refusals";
import { arm } from "@mocks/testing";
import { server } from "../msw-server";
import { answerCodeOnce, CODE_WITH_ENTRY, CODE_WITHOUT_ENTRY, serverWordsFor } from "../refusals";
import {
  captureBodies,
  consoleTexts,
  errorTexts,
  fill,
  openConsole,
  preloadConsole,
  stopCaptures,
} from "./harness";

vi.setConfig({ testTimeout: 60_000 });

const codeTexts = (language: Language): Record<string, string> =>
  language === "en" ? codesEn : codesZh;
beforeAll(preloadConsole, 120_000);
afterEach(async () => {
  stopCaptures();
  await clearToasts();
});

type App = Awaited<ReturnType<typeof openConsole>>;

/** The wait step's polls: every 3000 ms (inspect-console.md §9). */
const POLL_MS = 3000;

async function createRoomWithPlayers(app: App, nicks: [string, string] = ["Alice", "Bob"]) {
  const { user, texts } = app;
  await user.click(screen.getByRole("button", { name: texts.single.room.create }));
  await screen.findByRole("heading", { name: texts.single.players.heading });
  const nickFields = screen.getAllByRole("textbox", { name: texts.single.players.nickname });
  await user.type(nickFields[0]!, nicks[0]);
  await user.type(nickFields[1]!, nicks[1]);
  await user.click(screen.getByRole("button", { name: texts.single.players.confirm }));
  await screen.findByRole("heading", { name: texts.single.wait.heading });
  const start = screen.getByRole("button", { name: texts.single.wait.start });
  await waitFor(() => expect(start).toBeEnabled(), { timeout: 10_000 });
  await user.click(start);
  await screen.findByTestId("player-card-1", {}, { timeout: 10_000 });
}

const roomNumber = () => Number(screen.getByTestId("room-number").textContent);

const card = (n: number) => screen.getByTestId(`player-card-${n}`);

describe("single chat: a room of this console's two players", () => {
  it("creates a room, refuses empty nicknames, starts and answers a chat line after the waiting bubble", async () => {
    const app = await openConsole();
    const { user, texts } = app;
    await user.click(screen.getByRole("button", { name: texts.single.room.create }));
    expect(await screen.findByText(texts.single.room.created)).toBeInTheDocument();
    expect(roomNumber()).toBeGreaterThan(0);

    // §5: every nickname is required; nothing is sent and the first empty field gets the focus.
    await user.click(screen.getByRole("button", { name: texts.single.players.confirm }));
    const nickFields = screen.getAllByRole("textbox", { name: texts.single.players.nickname });
    expect(nickFields).toHaveLength(2);
    expect(await screen.findAllByText(texts.single.players.nickRequired)).toHaveLength(2);
    await waitFor(() => expect(nickFields[0]).toHaveFocus());
    await user.type(nickFields[0]!, "Alice");
    await user.type(nickFields[1]!, "Bob");
    const costumes = screen.getAllByRole("combobox", { name: texts.single.players.costume });
    await user.selectOptions(costumes[1]!, "6");
    const roles = captureBodies("/api/gatetown/setrole");
    await user.click(screen.getByRole("button", { name: texts.single.players.confirm }));

    // The creator's wait: the room's players (polled), then start.
    const list = await screen.findByTestId("room-users");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(roles).toEqual([
      expect.objectContaining({ nick: "Alice", user_suit_id: 1 }),
      expect.objectContaining({ nick: "Bob", user_suit_id: 6 }),
    ]);
    await user.click(screen.getByRole("button", { name: texts.single.wait.start }));
    expect(
      await screen.findByRole("heading", {
        name: fill(texts.single.cards.title, { n: 1, nick: "Alice" }),
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: fill(texts.single.cards.title, { n: 2, nick: "Bob" }) }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("multi-player-card")).toBeInTheDocument();

    // §5: empty chat content is refused.
    await user.click(within(card(1)).getByRole("button", { name: texts.single.cards.submit }));
    expect(within(card(1)).getByRole("alert")).toHaveTextContent(
      texts.single.cards.contentRequired,
    );

    // §4: the waiting bubble comes 0.5 s after the line (not at once) and the reply replaces it.
    arm("userChat", "delay1500");
    const asks = captureBodies("/api/gatetown/userchat");
    await user.type(
      within(card(1)).getByRole("textbox", { name: texts.single.cards.chatContent }),
      "Hello there",
    );
    await user.click(within(card(1)).getByRole("button", { name: texts.single.cards.submit }));
    const log = screen.getByRole("log", { name: texts.single.chatLog });
    // Formik submits after its validation promise: the line shows a moment after the click.
    expect(await within(log).findByText("Hello there")).toBeInTheDocument();
    expect(within(log).queryByTestId("waiting-bubble")).not.toBeInTheDocument();
    expect(await within(log).findByTestId("waiting-bubble")).toBeInTheDocument();
    await waitFor(
      () => expect(within(log).queryByTestId("waiting-bubble")).not.toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );
    // Debug mode shows the reply's friendliness detail; user mode hides it.
    expect(within(log).getAllByTestId("feed-debug").length).toBeGreaterThan(0);
    expect(asks).toEqual([expect.objectContaining({ user_ask: "Hello there" })]);
    expect(
      within(card(1)).getByRole("textbox", { name: texts.single.cards.chatContent }),
    ).toHaveValue("");
    await user.selectOptions(
      screen.getByRole("combobox", { name: texts.single.toolbar.display }),
      "user",
    );
    expect(within(log).queryByTestId("feed-debug")).not.toBeInTheDocument();
  });

  it("behaviours need a target and a result, games a score of 0 or more sent as a number", async () => {
    const app = await openConsole();
    const { user, texts } = app;
    await createRoomWithPlayers(app);
    const first = within(card(1));
    await user.click(first.getByRole("checkbox", { name: texts.single.cards.behaviourMode }));
    const submit = first.getByRole("button", { name: texts.single.cards.submit });
    await user.click(submit);
    expect(first.getByRole("alert")).toHaveTextContent(texts.single.cards.targetRequired);

    await user.selectOptions(first.getByRole("combobox", { name: texts.single.cards.target }), "1");
    await user.click(submit);
    expect(first.getByRole("alert")).toHaveTextContent(texts.single.cards.resultRequired);
    const actions = captureBodies("/api/gatetown/action");
    await user.selectOptions(first.getByRole("combobox", { name: texts.single.cards.result }), "2");
    await user.click(submit);
    const log = screen.getByRole("log", { name: texts.single.chatLog });
    expect(
      await within(log).findByText(
        fill(texts.single.messages.behaviour, {
          action: texts.actions["1"].label,
          result: texts.actions["1"].options["2"],
        }),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(actions).toEqual([
        expect.objectContaining({ action_type: 1, action_id: 1, answer_no: 2, action_repeat: 1 }),
      ]),
    );

    // The dart game takes a score instead of a result.
    await user.selectOptions(
      first.getByRole("combobox", { name: texts.single.cards.target }),
      "10",
    );
    const score = first.getByRole("spinbutton", { name: texts.single.cards.score });
    await user.click(submit);
    expect(first.getByRole("alert")).toHaveTextContent(texts.single.cards.scoreRequired);
    await user.type(score, "-5");
    await user.click(submit);
    expect(first.getByRole("alert")).toHaveTextContent(texts.single.cards.scoreRequired);
    const games = captureBodies("/api/gatetown/playgame");
    await user.clear(score);
    await user.type(score, "100");
    await user.click(submit);
    expect(
      await within(log).findByText(
        fill(texts.single.messages.game, { game: texts.actions["10"].label, score: 100 }),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(games).toEqual([
        expect.objectContaining({ game_id: 10, game_score: 100, game_type: 1 }),
      ]),
    );

    // §8: a transport failure of a behaviour is told (a refusal would be ignored).
    arm("playGame", "http503");
    await user.click(submit);
    expect(await screen.findByText(errorTexts().server)).toBeInTheDocument();
  });

  it("the multi-player card refuses its only empty line, keeps its first line and fills joint names", async () => {
    const app = await openConsole();
    const { user, texts } = app;
    await createRoomWithPlayers(app, ["Ann", "Ben"]);
    const multi = within(screen.getByTestId("multi-player-card"));
    const submit = multi.getByRole("button", { name: texts.single.cards.submit });
    await user.click(submit);
    expect(multi.getByRole("alert")).toHaveTextContent(texts.single.cards.contentRequired);
    expect(
      multi.queryByRole("button", { name: fill(texts.single.multi.removeLine, { n: 1 }) }),
    ).toBeNull();
    await user.click(multi.getByRole("button", { name: texts.single.multi.addLine }));
    expect(
      multi.getByRole("button", { name: fill(texts.single.multi.removeLine, { n: 2 }) }),
    ).toBeInTheDocument();
    await user.selectOptions(
      multi.getByRole("combobox", { name: fill(texts.single.multi.direction, { n: 2 }) }),
      "2-1",
    );
    await user.type(
      multi.getByRole("textbox", { name: fill(texts.single.multi.content, { n: 1 }) }),
      "Hi Ben",
    );
    await user.type(
      multi.getByRole("textbox", { name: fill(texts.single.multi.content, { n: 2 }) }),
      "Hi Ann",
    );
    const asks = captureBodies("/api/gatetown/userchat");
    await user.click(submit);
    const log = screen.getByRole("log", { name: texts.single.chatLog });
    expect(
      await within(log).findByText(
        fill(texts.single.messages.line, { from: "1 · Ann", to: "2 · Ben", text: "Hi Ben" }),
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(asks).toHaveLength(2));

    // Joint behaviour: the option names both players; the games are listed but cannot be chosen.
    await user.click(multi.getByRole("checkbox", { name: texts.single.cards.behaviourMode }));
    const joint = multi.getByRole("combobox", { name: texts.single.multi.joint });
    expect(
      within(joint).getByRole("option", {
        name: fill(texts.single.multi.gameOption, { game: texts.jointActions["111"].label }),
      }),
    ).toBeDisabled();
    await user.selectOptions(joint, "102");
    const actions = captureBodies("/api/gatetown/action");
    await user.selectOptions(multi.getByRole("combobox", { name: texts.single.cards.result }), "1");
    await user.click(submit);
    expect(await within(log).findByText("Ann buys Ben a drink")).toBeInTheDocument();
    await waitFor(() =>
      expect(actions).toEqual([
        expect.objectContaining({
          action_id: 102,
          answer_no: 1,
          action_desc: "Ann buys Ben a drink",
        }),
      ]),
    );
  });

  it("the filter shows one player's messages, and the settlement ranks the players", async () => {
    const app = await openConsole();
    const { user, texts } = app;
    await createRoomWithPlayers(app, ["Ann", "Ben"]);
    for (const [n, line] of [
      [1, "I am Ann"],
      [2, "I am Ben"],
    ] as const) {
      await user.type(
        within(card(n)).getByRole("textbox", { name: texts.single.cards.chatContent }),
        line,
      );
      await user.click(within(card(n)).getByRole("button", { name: texts.single.cards.submit }));
    }
    const log = screen.getByRole("log", { name: texts.single.chatLog });
    await within(log).findByText("I am Ben");
    await user.selectOptions(
      screen.getByRole("combobox", { name: texts.single.toolbar.filter }),
      "player2",
    );
    expect(within(log).queryByText("I am Ann")).not.toBeInTheDocument();
    expect(within(log).getByText("I am Ben")).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole("combobox", { name: texts.single.toolbar.filter }),
      "all",
    );

    await user.click(screen.getByRole("button", { name: texts.single.toolbar.settle }));
    const settlement = await within(log).findByTestId("settlement");
    expect(within(settlement).getAllByRole("row")).toHaveLength(3);
    // Everyone starts at 40 and two lines do not pass 60: nobody wins (§6).
    expect(within(settlement).getByTestId("winner")).toHaveTextContent(
      texts.single.result.noWinner,
    );
    expect(within(card(1)).getByRole("button", { name: texts.single.cards.submit })).toBeDisabled();
    expect(screen.getByRole("button", { name: texts.single.toolbar.settle })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: texts.single.toolbar.newGame }));
    expect(
      await screen.findByRole("button", { name: texts.single.room.create }),
    ).toBeInTheDocument();
  });

  it("the rank-1 player wins the contact code only above 60 (§6)", async () => {
    const feed = (value: number) => ({
      content: "…",
      behavior_desc: "",
      relationship_value: value,
      relationship_change_value: 0,
      relationship_change_reason: "",
    });
    const app = await openConsole();
    const { user, texts } = app;
    await createRoomWithPlayers(app, ["Ann", "Ben"]);
    let best = 61;
    server.use(
      http.post("/api/gatetown/endgame", async ({ request }) => {
        const { uid } = (await request.json()) as { uid: number };
        return HttpResponse.json({
          code: 0,
          message: "",
          data: {
            results: [
              { uid, user_rank: 1, role_comment: "Lovely", feeds: [feed(best)] },
              { uid: uid + 1, user_rank: 2, role_comment: "Nice", feeds: [feed(30)] },
            ],
          },
        });
      }),
    );
    await user.click(screen.getByRole("button", { name: texts.single.toolbar.settle }));
    const log = screen.getByRole("log", { name: texts.single.chatLog });
    expect(await within(log).findByTestId("winner")).toHaveTextContent(
      fill(texts.single.result.winner, { player: "1 · Ann" }),
    );
    best = 60;
    await user.click(screen.getByRole("button", { name: texts.single.toolbar.newGame }));
    await createRoomWithPlayers(app, ["Cid", "Dee"]);
    await user.click(screen.getByRole("button", { name: texts.single.toolbar.settle }));
    expect(
      await within(screen.getByRole("log", { name: texts.single.chatLog })).findByTestId("winner"),
    ).toHaveTextContent(texts.single.result.noWinner);
  });
});

describe("single chat: joining another console's room", () => {
  async function createRoomElsewhere() {
    const created = (await (
      await fetch("/api/gatetown/getuid", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      })
    ).json()) as {
      data: { uid: number; room_id: number };
    };
    const { uid, room_id } = created.data;
    await fetch("/api/gatetown/setrole", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ uid, room_id, nick: "Host", user_suit_id: 1 }),
    });
    return { uid, roomId: room_id };
  }

  it.each(["en", "zh-cn"] as Language[])(
    "%s: the number is required and numeric, an unknown room is refused, the joiner waits for the start",
    async (language) => {
      const texts = consoleTexts(language);
      // The wait step's polls run on a fake interval (time still passes as usual), so that the
      // poll below is taken at once instead of waited for (decision 0067).
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setInterval", "clearInterval"] });
      const { user } = await openConsole("singleChat", language);
      const number = screen.getByRole("textbox", { name: texts.single.room.number });
      const join = screen.getByRole("button", { name: texts.single.room.join });
      await user.click(join);
      expect(await screen.findByText(texts.single.room.numberRequired)).toBeInTheDocument();
      await user.type(number, "12a");
      await user.click(join);
      expect(await screen.findByText(texts.single.room.numberNumeric)).toBeInTheDocument();
      await user.clear(number);
      await user.type(number, "987654");
      await user.click(join);
      // inspect-console.md §8: the server's own refusal, in the user's language.
      expect(
        await screen.findByText(gameRefusal.noRoom(987654).refused[language]),
      ).toBeInTheDocument();
      expect(number).toHaveValue("987654");

      const host = await createRoomElsewhere();
      await user.clear(number);
      await user.type(number, String(host.roomId));
      await user.click(join);
      expect(await screen.findByText(texts.single.room.joined)).toBeInTheDocument();
      // A joiner starts with one player.
      const nick = await screen.findByRole("textbox", { name: texts.single.players.nickname });
      expect(screen.getAllByRole("textbox", { name: texts.single.players.nickname })).toHaveLength(
        1,
      );
      await user.type(nick, "Guest");
      await user.click(screen.getByRole("button", { name: texts.single.players.confirm }));
      expect(await screen.findByText(texts.single.wait.joinerHint)).toBeInTheDocument();

      // The creator starts: the joiner's next poll (every 3 s, §9) opens the chat.
      await fetch("/api/gatetown/startgame", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ room_id: host.roomId, uid: host.uid }),
      });
      await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
      expect(
        await screen.findByRole(
          "heading",
          { name: fill(texts.single.cards.title, { n: 2, nick: "Guest" }) },
          { timeout: 8000 },
        ),
      ).toBeInTheDocument();
    },
  );
});

describe.each(["en", "zh-cn"] as Language[])(
  "room refusals (%s, inspect-console.md §8)",
  (language) => {
    const texts = consoleTexts(language);
    const errors = errorTexts(language);
    const codes = codeTexts(language);

    it.each([
      ["a code the catalogue words: its text", CODE_WITH_ENTRY],
      ["a code it does not know: the server's message", CODE_WITHOUT_ENTRY],
    ] as const)("creating a room refused with %s", async (_, code) => {
      const { user } = await openConsole("singleChat", language);
      answerCodeOnce("getUid", code);
      await user.click(screen.getByRole("button", { name: texts.single.room.create }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(
        code === CODE_WITH_ENTRY ? codes[CODE_WITH_ENTRY]! : serverWordsFor(code, language),
      );
      expect(alert).not.toHaveTextContent(errors.requestFailed);
    });

    it.each([
      ["a code the catalogue words: its text", CODE_WITH_ENTRY],
      ["a code it does not know: the server's message", CODE_WITHOUT_ENTRY],
    ] as const)("joining a room refused with %s; the number stays", async (_, code) => {
      const { user } = await openConsole("singleChat", language);
      const number = screen.getByRole("textbox", { name: texts.single.room.number });
      await user.type(number, "12");
      answerCodeOnce("joinRoom", code);
      await user.click(screen.getByRole("button", { name: texts.single.room.join }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(
        code === CODE_WITH_ENTRY ? codes[CODE_WITH_ENTRY]! : serverWordsFor(code, language),
      );
      expect(number).toHaveValue("12");
    });

    it("an armed HTTP 400 shows the server's message, an HTTP 503 the catalogue's", async () => {
      arm("joinRoom", "http400");
      arm("joinRoom", "http503");
      const { user } = await openConsole("singleChat", language);
      await user.type(screen.getByRole("textbox", { name: texts.single.room.number }), "12");
      const join = screen.getByRole("button", { name: texts.single.room.join });
      await user.click(join);
      expect(await screen.findByRole("alert")).toHaveTextContent(
        language === "zh-cn" ? "模拟的 HTTP 400 错误" : "Simulated HTTP 400",
      );
      await user.click(join);
      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(errors.server));
      expect(screen.getByRole("alert")).not.toHaveTextContent(/Simulated|模拟|503/);
    });
  },
);

describe("single chat: failures", () => {
  it("a failed room creation and a failed chat start are told in the user's language; the chat stops", async () => {
    const texts = consoleTexts("zh-cn");
    const errors = errorTexts("zh-cn");
    arm("getUid", "http503");
    const app = await openConsole("singleChat", "zh-cn");
    const { user } = app;
    await user.click(screen.getByRole("button", { name: texts.single.room.create }));
    expect(await screen.findByText(errors.server)).toBeInTheDocument();
    await createRoomWithPlayers(app, ["甲", "乙"]);
    arm("startChat", "http503");
    await user.type(
      within(card(1)).getByRole("textbox", { name: texts.single.cards.chatContent }),
      "你好",
    );
    await user.click(within(card(1)).getByRole("button", { name: texts.single.cards.submit }));
    const log = screen.getByRole("log", { name: texts.single.chatLog });
    expect(
      await within(log).findByText(
        fill(texts.single.messages.startChatFailed, { reason: errors.server }),
      ),
    ).toBeInTheDocument();
    // Nothing typed is lost: the line stays in the card to send again.
    expect(
      within(card(1)).getByRole("textbox", { name: texts.single.cards.chatContent }),
    ).toHaveValue("你好");
    await user.click(within(card(1)).getByRole("button", { name: texts.single.cards.submit }));
    await waitFor(() => expect(within(log).getAllByText("你好")).toHaveLength(2));
    await waitFor(
      () => expect(within(log).queryByTestId("waiting-bubble")).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(
      within(card(1)).getByRole("textbox", { name: texts.single.cards.chatContent }),
    ).toHaveValue("");
  });
});
