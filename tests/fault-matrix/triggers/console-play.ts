/**
 * The internal AI test console's game and image calls (src/features/console) on /inspect: the bar
 * scene's single chat (singleChat: room → players → wait → chat → settlement) and the pet
 * generator (petGeneration). The group chat makes getUid, joinRoom and setRole too; the single
 * chat's room setting is where a tester meets them first, so they are walked there.
 *
 * The single chat is a flow: `fill` takes the steps before the call (a room, its players, the
 * start), `act` is the one gesture that makes it. The wait step's two polls (getRoomUsers for the
 * room's creator, getRoomStatus for a joiner) start after those steps, so the harness's on-load
 * walk (which only opens a route) cannot reach them: their `act` is the Try again the poll's
 * failure offers, or, when no failure is on screen, the next poll (every 3 s).
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { expect, vi } from "vitest";
import type { TriggerContext, Triggers } from "../trigger";

/** The mock console's API key (mocks/ws/README.md). */
const MOCK_API_KEY = "sk-gatecraft-console-mock";
const SINGLE_ROUTE = "/inspect?tab=singleChat";
const PET_ROUTE = "/inspect?tab=petGeneration";

const button = ({ text }: TriggerContext, key: string) =>
  screen.getByRole("button", { name: text("console", key) });

/** The single chat's room setting is there (the console's tabs load lazily). */
const roomSetting = async ({ text }: TriggerContext) => {
  await screen.findByRole(
    "button",
    { name: text("console", "single.room.create") },
    { timeout: 20_000 },
  );
};

/** Creates a room and confirms this console's players (one or two): the wait step. */
async function roomWithPlayers(ctx: TriggerContext, nicks: string[]) {
  const { user, text } = ctx;
  await user.click(button(ctx, "single.room.create"));
  await screen.findByRole(
    "heading",
    { name: text("console", "single.players.heading") },
    { timeout: 8000 },
  );
  if (nicks.length === 1) await user.click(button(ctx, "single.players.removeSecond"));
  const fields = screen.getAllByRole("textbox", {
    name: text("console", "single.players.nickname"),
  });
  for (const [index, nick] of nicks.entries()) await user.type(fields[index]!, nick);
  await user.click(button(ctx, "single.players.confirm"));
  await screen.findByRole(
    "heading",
    { name: text("console", "single.wait.heading") },
    { timeout: 8000 },
  );
}

/** The wait step's Start is enabled once the poll has seen both players. */
async function startEnabled(ctx: TriggerContext) {
  const start = button(ctx, "single.wait.start");
  await waitFor(() => expect(start).toBeEnabled(), { timeout: 10_000 });
  return start;
}

/** A room of two players, started: the player cards. */
async function gameStarted(ctx: TriggerContext) {
  await roomWithPlayers(ctx, ["Ann", "Ben"]);
  await ctx.user.click(await startEnabled(ctx));
  await screen.findByTestId("player-card-1", {}, { timeout: 10_000 });
}

/** A room another tester's console created (the API as that console calls it). */
async function roomElsewhere(): Promise<number> {
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`/api/gatetown/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json()) as { data: { uid: number; room_id: number } };
  const { uid, room_id } = (await post("getuid", {})).data;
  await post("setrole", { uid, room_id, nick: "Host", user_suit_id: 1 });
  return room_id;
}

let hostRoom = 0;

const card = (n: number) => within(screen.getByTestId(`player-card-${n}`));

const chatBox = ({ text }: TriggerContext) =>
  card(1).getByRole("textbox", { name: text("console", "single.cards.chatContent") });

const submitCard = async (ctx: TriggerContext) => {
  await ctx.user.click(
    card(1).getByRole("button", { name: ctx.text("console", "single.cards.submit") }),
  );
};

const chatLog = ({ text }: TriggerContext) =>
  within(screen.getByRole("log", { name: text("console", "single.chatLog") }));

/** Nothing more is on its way: the waiting bubble is gone. */
const settled = async (ctx: TriggerContext) => {
  await waitFor(() => expect(chatLog(ctx).queryByTestId("waiting-bubble")).toBeNull(), {
    timeout: 8000,
  });
};

/**
 * A card's chat line, typed once in fill. The two player cards have the same field names, so the
 * harness's `typed` (found by label) cannot name it: each send first checks the line is still there.
 */
const sendLine = async (ctx: TriggerContext) => {
  expect(chatBox(ctx), "the typed line stays in the card").toHaveValue("Hello");
  await submitCard(ctx);
};

const lineAnswered = async (ctx: TriggerContext) => {
  await waitFor(() => expect(chatBox(ctx)).toHaveValue(""), { timeout: 8000 });
  await settled(ctx);
};

/** A poll: the Try again of its failure, else (no failure shown) the next poll, within 3 s. */
/** The wait step's polls: every 3000 ms (inspect-console.md §9). */
const POLL_MS = 3000;

/**
 * The polls run on a fake interval from here on (time still passes as usual), so that "the next
 * poll" is taken at once instead of waited for (decision 0067). Before the wait step starts them.
 */
const fakePollInterval = () =>
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setInterval", "clearInterval"] });

const retryPoll = async ({ user, text }: TriggerContext) => {
  const retry = screen.queryByRole("button", { name: text("console", "retry") });
  if (retry) await user.click(retry);
  else await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
};

const pollRecovered = async ({ text }: TriggerContext) => {
  await waitFor(
    () => expect(screen.queryByRole("button", { name: text("console", "retry") })).toBeNull(),
    { timeout: 8000 },
  );
};

/** The behaviour switch of card 1; on when `on`. */
const behaviourSwitch = ({ text }: TriggerContext) =>
  card(1).getByRole("checkbox", { name: text("console", "single.cards.behaviourMode") });

/** The room's player setting step has opened (the room was created or joined). */
async function playerSetting({ text }: TriggerContext) {
  await screen.findByRole(
    "heading",
    { name: text("console", "single.players.heading") },
    { timeout: 8000 },
  );
}

export const consolePlayTriggers = {
  // Room setting: Create a room.
  getUid: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    act: async (ctx) => {
      await ctx.user.click(button(ctx, "single.room.create"));
    },
    succeeded: playerSetting,
  },
  // Room setting: the number of another tester's room, Join the room.
  joinRoom: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: async (ctx) => {
      hostRoom = await roomElsewhere();
      await ctx.user.type(
        screen.getByRole("textbox", { name: ctx.text("console", "single.room.number") }),
        String(hostRoom),
      );
    },
    typed: ({ text }) => ({ [text("console", "single.room.number")]: String(hostRoom) }),
    act: async (ctx) => {
      await ctx.user.click(button(ctx, "single.room.join"));
    },
    succeeded: playerSetting,
  },
  // Player setting: one player's nickname, Confirm (one player: one setRole).
  setRole: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: async (ctx) => {
      await ctx.user.click(button(ctx, "single.room.create"));
      await screen.findByRole(
        "heading",
        { name: ctx.text("console", "single.players.heading") },
        { timeout: 8000 },
      );
      await ctx.user.click(button(ctx, "single.players.removeSecond"));
      await ctx.user.type(
        screen.getByRole("textbox", { name: ctx.text("console", "single.players.nickname") }),
        "Ann",
      );
    },
    typed: ({ text }) => ({ [text("console", "single.players.nickname")]: "Ann" }),
    act: async (ctx) => {
      await ctx.user.click(button(ctx, "single.players.confirm"));
    },
    succeeded: async ({ text }) => {
      await screen.findByRole(
        "heading",
        { name: text("console", "single.wait.heading") },
        { timeout: 8000 },
      );
    },
  },
  // Wait step (the room's creator, two players in): Start the game.
  startGame: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: async (ctx) => {
      await roomWithPlayers(ctx, ["Ann", "Ben"]);
      await startEnabled(ctx);
    },
    act: async (ctx) => {
      await ctx.user.click(button(ctx, "single.wait.start"));
    },
    succeeded: async () => {
      await screen.findByTestId("player-card-1", {}, { timeout: 8000 });
    },
  },
  // Wait step of a joiner: the room's status, polled every 3 s until the game starts.
  getRoomStatus: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: async (ctx) => {
      fakePollInterval();
      hostRoom = await roomElsewhere();
      await ctx.user.type(
        screen.getByRole("textbox", { name: ctx.text("console", "single.room.number") }),
        String(hostRoom),
      );
      await ctx.user.click(button(ctx, "single.room.join"));
      const nick = await screen.findByRole(
        "textbox",
        { name: ctx.text("console", "single.players.nickname") },
        { timeout: 8000 },
      );
      await ctx.user.type(nick, "Guest");
      await ctx.user.click(button(ctx, "single.players.confirm"));
      await screen.findByText(ctx.text("console", "single.wait.joinerHint"), {}, { timeout: 8000 });
    },
    act: retryPoll,
    once: false,
    succeeded: pollRecovered,
  },
  // Wait step of the room's creator: the room's players, polled every 3 s.
  getRoomUsers: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: async (ctx) => {
      fakePollInterval();
      await roomWithPlayers(ctx, ["Ann", "Ben"]);
      await startEnabled(ctx);
    },
    act: retryPoll,
    once: false,
    succeeded: async (ctx) => {
      await pollRecovered(ctx);
      await startEnabled(ctx);
    },
  },
  // Chat step: player 1's first line (it opens the player's dialogue), Submit.
  startChat: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: async (ctx) => {
      await gameStarted(ctx);
      await ctx.user.type(chatBox(ctx), "Hello");
    },
    act: sendLine,
    succeeded: lineAnswered,
  },
  // Chat step: player 1's line in its open dialogue, Submit.
  userChat: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: async (ctx) => {
      await gameStarted(ctx);
      await ctx.user.type(chatBox(ctx), "Hi");
      await submitCard(ctx);
      await lineAnswered(ctx);
      await ctx.user.type(chatBox(ctx), "Hello");
    },
    act: sendLine,
    succeeded: lineAnswered,
  },
  // Chat step: player 1 chatted, then turns the card to behaviour (it closes the dialogue). After
  // a failure the dialogue is still open: turning the card back to chat and again to behaviour is
  // the retry.
  endChat: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: async (ctx) => {
      await gameStarted(ctx);
      await ctx.user.type(chatBox(ctx), "Hello");
      await submitCard(ctx);
      await lineAnswered(ctx);
    },
    act: async (ctx) => {
      if ((behaviourSwitch(ctx) as HTMLInputElement).checked) {
        await ctx.user.click(behaviourSwitch(ctx));
      }
      await ctx.user.click(behaviourSwitch(ctx));
    },
  },
  // Chat step: player 1 in behaviour mode, a target and its result, Submit.
  gameAction: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: async (ctx) => {
      await gameStarted(ctx);
      await ctx.user.click(behaviourSwitch(ctx));
      await ctx.user.selectOptions(
        card(1).getByRole("combobox", { name: ctx.text("console", "single.cards.target") }),
        "1",
      );
      await ctx.user.selectOptions(
        card(1).getByRole("combobox", { name: ctx.text("console", "single.cards.result") }),
        "2",
      );
    },
    act: submitCard,
    succeeded: settled,
  },
  // Chat step: player 1 in behaviour mode, the dart game and its score, Submit.
  playGame: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: async (ctx) => {
      await gameStarted(ctx);
      await ctx.user.click(behaviourSwitch(ctx));
      await ctx.user.selectOptions(
        card(1).getByRole("combobox", { name: ctx.text("console", "single.cards.target") }),
        "10",
      );
      await ctx.user.type(
        card(1).getByRole("spinbutton", { name: ctx.text("console", "single.cards.score") }),
        "100",
      );
    },
    // A number field's value is a number: the harness's `typed` compares text, so the score is
    // checked here before each send.
    act: async (ctx) => {
      expect(
        card(1).getByRole("spinbutton", { name: ctx.text("console", "single.cards.score") }),
        "the typed score stays",
      ).toHaveValue(100);
      await submitCard(ctx);
    },
    succeeded: settled,
  },
  // Chat step: Friendliness settlement.
  endGame: {
    route: SINGLE_ROUTE,
    ready: roomSetting,
    fill: gameStarted,
    act: async (ctx) => {
      await ctx.user.click(button(ctx, "single.toolbar.settle"));
    },
    succeeded: async (ctx) => {
      await chatLog(ctx).findByTestId("settlement", {}, { timeout: 8000 });
    },
  },
  // Pet generator: the key and the sample data, Generate pet (the text model writes the pet, then
  // its image is queued). A failure shows in the log with a Try again, which is the retry.
  queuePrompt: {
    route: PET_ROUTE,
    ready: async ({ text }) => {
      await screen.findByRole(
        "button",
        { name: text("console", "pet.generate") },
        { timeout: 20_000 },
      );
    },
    fill: async (ctx) => {
      await ctx.user.type(screen.getByLabelText(ctx.text("console", "apiKey.label")), MOCK_API_KEY);
      await ctx.user.click(button(ctx, "pet.sample"));
    },
    typed: ({ text }) => ({
      [text("console", "apiKey.label")]: MOCK_API_KEY,
      [text("console", "pet.testData")]: text("console", "pet.sampleData"),
    }),
    act: async (ctx) => {
      const log = within(screen.getByRole("log", { name: ctx.text("console", "pet.chatLog") }));
      const retry = log.queryByRole("button", { name: ctx.text("console", "retry") });
      await ctx.user.click(retry ?? button(ctx, "pet.generate"));
    },
    succeeded: async () => {
      await screen.findByTestId("pet-image", {}, { timeout: 15_000 });
    },
  },
} satisfies Triggers;
