/**
 * The group chat (inspect-console.md §2, §4, §7; decisions.md §3) against the mock's group socket
 * (mocks/ws): role setting, the live connection with the uid subprotocol, create and join, the chat
 * with the AI characters, the throttled refresh, a dropped connection that backs off, says so,
 * reconnects with the reconnection request and resyncs, and a malformed frame that is refused with
 * a visible error.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import type { Language } from "@/lib/language";
import { ws } from "msw";
import { arm } from "@mocks/testing";
import { server } from "../msw-server";
import { consoleTexts, fill, openConsole, preloadConsole } from "./harness";

vi.setConfig({ testTimeout: 60_000 });
beforeAll(preloadConsole, 120_000);

/** The frames the page sends (parsed), seen by a second listener on the socket's link. */
let sent: Record<string, unknown>[] = [];
let protocols: unknown[] = [];
beforeEach(() => {
  sent = [];
  protocols = [];
  server.use(
    ws.link("*/ws/groupchat").addEventListener("connection", ({ client, info }) => {
      protocols.push(info.protocols);
      client.addEventListener("message", (event) => {
        if (typeof event.data === "string")
          sent.push(JSON.parse(event.data) as Record<string, unknown>);
      });
    }),
  );
});
afterEach(async () => {
  await clearToasts();
});

const sentWith = (key: string) => sent.filter((frame) => key in frame);

async function enterGroup(language: Language = "en") {
  const app = await openConsole("groupChat", language);
  const { user, texts } = app;
  await user.click(screen.getByRole("button", { name: texts.group.room.create }));
  await screen.findByRole("heading", { name: texts.group.roles.heading });
  await user.click(screen.getByRole("button", { name: texts.group.roles.confirm }));
  expect(await screen.findByText(texts.group.joined, {}, { timeout: 20_000 })).toBeInTheDocument();
  return app;
}

const status = () => screen.getByTestId("connection-status");
const log = (texts: ReturnType<typeof consoleTexts>) =>
  screen.getByRole("log", { name: texts.group.chatLog });

describe("group chat", () => {
  it("sets the roles, opens the connection as the first player, creates and joins the group, chats with the AI", async () => {
    const app = await openConsole("groupChat");
    const { user, texts } = app;
    expect(screen.getByRole("heading", { name: texts.group.intro.heading })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: texts.group.room.create }));
    expect(screen.getByRole("heading", { name: "Mira" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Jasper" })).toBeInTheDocument();
    const kai = screen.getByRole("checkbox", { name: /Kai/ });
    const lena = screen.getByRole("checkbox", { name: /Lena/ });
    expect(kai).toBeChecked();
    expect(lena).toBeChecked();
    await user.click(kai);
    await user.click(lena);
    await user.click(screen.getByRole("button", { name: texts.group.roles.confirm }));
    expect(screen.getByRole("alert")).toHaveTextContent(texts.group.roles.chooseOne);
    await user.click(kai);
    await user.click(lena);
    await user.click(screen.getByRole("button", { name: texts.group.roles.confirm }));

    expect(await screen.findByText(texts.group.created)).toBeInTheDocument();
    expect(await screen.findByText(texts.group.joined)).toBeInTheDocument();
    expect(status()).toHaveTextContent(texts.connection.live);
    const roles = within(screen.getByTestId("group-roles"));
    for (const nick of ["Mira", "Jasper", "Kai", "Lena"])
      expect(roles.getByText(nick)).toBeInTheDocument();
    const [create] = sentWith("create_chat_group_request");
    const joins = sentWith("join_chat_group_request");
    expect(create).toMatchObject({ create_chat_group_request: { owner_uid: expect.any(Number) } });
    // The subprotocol is the first player's uid, the group's owner.
    const owner = (create as { create_chat_group_request: { owner_uid: number } })
      .create_chat_group_request.owner_uid;
    expect(protocols).toEqual([[String(owner)]]);
    expect(joins).toHaveLength(2);

    // §5: an empty line is refused; a question gets both AI characters' answers.
    const kaiCard = within(screen.getByTestId("group-card-traveller"));
    await user.click(kaiCard.getByRole("button", { name: texts.group.card.send }));
    expect(kaiCard.getByRole("alert")).toHaveTextContent(texts.single.cards.contentRequired);
    await user.type(
      kaiCard.getByRole("textbox", { name: texts.single.cards.chatContent }),
      "Anyone for darts?",
    );
    await user.click(kaiCard.getByRole("button", { name: texts.group.card.send }));
    const chat = within(log(texts));
    expect(
      await chat.findByText(fill(texts.group.author.ai, { name: "Mira" })),
    ).toBeInTheDocument();
    expect(
      await chat.findByText(fill(texts.group.author.ai, { name: "Jasper" })),
    ).toBeInTheDocument();
    // The server's echo of the line is not shown twice.
    expect(chat.getAllByText("Anyone for darts?")).toHaveLength(1);
    expect(sentWith("client_send_msg_request")).toEqual([
      expect.objectContaining({
        client_send_msg_request: expect.objectContaining({ content: "Anyone for darts?" }),
      }),
    ]);

    // §2: the refresh asks for the group's info at most once every 2 s.
    await user.click(screen.getByRole("button", { name: texts.group.info.refresh }));
    await user.click(screen.getByRole("button", { name: texts.group.info.refresh }));
    expect(sentWith("group_users_request")).toHaveLength(1);
    expect(screen.getByText(texts.group.info.throttled)).toBeInTheDocument();
  });

  it("a dropped connection says it is retrying, comes back with the reconnection request and resyncs", async () => {
    const app = await enterGroup();
    const { user, texts } = app;
    const groupId = Number(screen.getByTestId("room-number").textContent);
    // The next frame the mock sends (the echo of this line) is lost with the connection.
    arm("groupChatSocket", "drop");
    const kaiCard = within(screen.getByTestId("group-card-traveller"));
    await user.type(
      kaiCard.getByRole("textbox", { name: texts.single.cards.chatContent }),
      "Still there",
    );
    await user.click(kaiCard.getByRole("button", { name: texts.group.card.send }));
    await waitFor(() => expect(status()).toHaveAttribute("data-state", "retrying"));
    expect(status()).toHaveTextContent(fill(texts.connection.retrying, { seconds: 1 }));
    expect(kaiCard.getByRole("button", { name: texts.group.card.send })).toBeDisabled();
    await waitFor(() => expect(status()).toHaveAttribute("data-state", "live"), { timeout: 5000 });
    await waitFor(() =>
      expect(sentWith("reconnection_request")).toEqual([
        expect.objectContaining({
          reconnection_request: { group_id: groupId, uid: expect.any(Number), client_type: 1 },
        }),
      ]),
    );
    // The AI's answer that was missed arrives with the resync; nothing is shown twice.
    const chat = within(log(texts));
    expect(
      await chat.findByText(fill(texts.group.author.ai, { name: "Mira" }), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(chat.getAllByText("Still there")).toHaveLength(1);
    expect(sentWith("group_users_request").length).toBeGreaterThan(0);
  });

  it("a malformed frame is refused with a visible error and the chat goes on", async () => {
    const app = await enterGroup();
    const { user, texts } = app;
    arm("groupChatSocket", "malformed");
    const kaiCard = within(screen.getByTestId("group-card-traveller"));
    await user.type(
      kaiCard.getByRole("textbox", { name: texts.single.cards.chatContent }),
      "Hello",
    );
    await user.click(kaiCard.getByRole("button", { name: texts.group.card.send }));
    expect(await screen.findByTestId("malformed-frame")).toHaveTextContent(
      texts.connection.malformed_one,
    );
    expect(
      await within(log(texts)).findByText(fill(texts.group.author.ai, { name: "Mira" })),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent(texts.connection.live);
    await user.click(screen.getByRole("button", { name: texts.dismiss }));
    expect(screen.queryByTestId("malformed-frame")).not.toBeInTheDocument();
  });

  it.each(["en", "zh-cn"] as Language[])(
    "%s: joining a group that does not exist is refused, and the number is checked first",
    async (language) => {
      const texts = consoleTexts(language);
      const { user } = await openConsole("groupChat", language);
      const join = screen.getByRole("button", { name: texts.group.room.join });
      await user.click(join);
      expect(await screen.findByText(texts.group.room.numberRequired)).toBeInTheDocument();
      await user.type(screen.getByRole("textbox", { name: texts.group.room.number }), "x1");
      await user.click(join);
      expect(await screen.findByText(texts.group.room.numberNumeric)).toBeInTheDocument();
      await user.clear(screen.getByRole("textbox", { name: texts.group.room.number }));
      await user.type(screen.getByRole("textbox", { name: texts.group.room.number }), "999");
      await user.click(join);
      expect(
        await screen.findByText(fill(texts.group.roles.joining, { group: 999 })),
      ).toBeInTheDocument();
      // A joiner plays the second role by default.
      expect(screen.getByRole("checkbox", { name: /Kai/ })).not.toBeChecked();
      expect(screen.getByRole("checkbox", { name: /Lena/ })).toBeChecked();
      await user.click(screen.getByRole("button", { name: texts.group.roles.confirm }));
      expect(
        await screen.findByText(texts.group.failure.noGroup, {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: texts.group.failure.back }));
      expect(
        await screen.findByRole("button", { name: texts.group.room.create }),
      ).toBeInTheDocument();
    },
  );

  it("zh-cn: the whole flow in Chinese, and leaving closes the connection", async () => {
    const app = await enterGroup("zh-cn");
    const { user, texts } = app;
    expect(status()).toHaveTextContent(texts.connection.live);
    const card = within(screen.getByTestId("group-card-pianist"));
    await user.type(
      card.getByRole("textbox", { name: texts.single.cards.chatContent }),
      "你好吗？",
    );
    await user.click(card.getByRole("button", { name: texts.group.card.send }));
    expect(
      await within(log(texts)).findByText(fill(texts.group.author.ai, { name: "Jasper" })),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: texts.group.info.leave }));
    expect(
      await screen.findByRole("heading", { name: texts.group.end.heading }),
    ).toBeInTheDocument();
  });
});
