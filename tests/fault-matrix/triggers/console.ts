/**
 * The internal AI test console's calls (src/features/console) on /inspect: the model tester tab
 * (tokenInspect). Its calls are not envelope-based (the harness leaves out malformed for them, and
 * garbled for createSpeech, whose answer is a file). A failed answer shows in the conversation's
 * log with a Try again, which is the user's retry: the message already went into the log, so the
 * send box is empty again and Send alone would be refused.
 */
import { fireEvent, screen, within } from "@testing-library/react";
import type { PageTrigger, TriggerContext, Triggers } from "../trigger";

/** The mock console's API key (mocks/ws/README.md). */
const MOCK_API_KEY = "sk-gatecraft-console-mock";
const TESTER_ROUTE = "/inspect?tab=tokenInspect";

const ready = async ({ text }: TriggerContext) => {
  await screen.findByRole(
    "combobox",
    { name: text("console", "tester.version") },
    { timeout: 20_000 },
  );
};

/** Types the key, chooses the model version and adds a conversation. */
const conversation =
  (version: string) =>
  async ({ user, text }: TriggerContext) => {
    await user.type(screen.getByLabelText(text("console", "apiKey.label")), MOCK_API_KEY);
    await user.selectOptions(
      screen.getByRole("combobox", { name: text("console", "tester.version") }),
      version,
    );
    await user.click(screen.getByRole("button", { name: text("console", "tester.add") }));
    await screen.findByRole("log", {}, { timeout: 8000 });
  };

/** Try again in the log after a failure; else the send gesture. */
const retryOr = (send: (ctx: TriggerContext) => Promise<void>) => async (ctx: TriggerContext) => {
  const retry = within(screen.getByRole("log")).queryByRole("button", {
    name: ctx.text("console", "retry"),
  });
  if (retry) await ctx.user.click(retry);
  else await send(ctx);
};

const answered = async () => {
  await within(screen.getByRole("log")).findByTestId("answer-meta", {}, { timeout: 8000 });
};

/** A text conversation: the message is typed once, Send sends it. */
const textTrigger = (version: string): PageTrigger => ({
  route: TESTER_ROUTE,
  ready,
  fill: async (ctx) => {
    await conversation(version)(ctx);
    await ctx.user.type(
      screen.getByRole("textbox", { name: ctx.text("console", "tester.message") }),
      "Hello",
    );
  },
  act: retryOr(async ({ user, text }) => {
    await user.click(screen.getByRole("button", { name: text("console", "tester.send") }));
  }),
  succeeded: answered,
});

export const consoleTriggers = {
  createChatCompletion: textTrigger("gpt-35-turbo"),
  createClaudeMessage: textTrigger("claude-3-5-sonnet"),
  // whisper: Upload audio, choose the file, Send (choosing a file is not typing).
  createTranscription: {
    route: TESTER_ROUTE,
    ready,
    fill: conversation("whisper"),
    act: retryOr(async ({ user, text }) => {
      await user.click(screen.getByRole("button", { name: text("console", "tester.uploadAudio") }));
      const dialog = await screen.findByRole("dialog", {
        name: text("console", "tester.audioDialog"),
      });
      fireEvent.change(within(dialog).getByLabelText(/Audio|音频/), {
        target: { files: [new File([new Uint8Array(64)], "hello.wav", { type: "audio/wav" })] },
      });
      await user.click(
        within(dialog).getByRole("button", { name: text("console", "tester.send") }),
      );
    }),
    succeeded: answered,
  },
  // tts-hd: Text to speech, the text typed once in its dialog, Send (the answer is audio).
  createSpeech: {
    route: TESTER_ROUTE,
    ready,
    fill: async (ctx) => {
      await conversation("tts-hd")(ctx);
      await ctx.user.click(
        screen.getByRole("button", { name: ctx.text("console", "tester.textToSpeech") }),
      );
      const dialog = await screen.findByRole("dialog", {
        name: ctx.text("console", "tester.speechDialog"),
      });
      await ctx.user.type(
        within(dialog).getByRole("textbox", { name: ctx.text("console", "tester.speechInput") }),
        "Hello there",
      );
    },
    act: retryOr(async ({ user, text }) => {
      const dialog = screen.getByRole("dialog", { name: text("console", "tester.speechDialog") });
      await user.click(
        within(dialog).getByRole("button", { name: text("console", "tester.send") }),
      );
    }),
    succeeded: async () => {
      await within(screen.getByRole("log")).findByTestId("speech-audio", {}, { timeout: 8000 });
    },
  },
} satisfies Triggers;
