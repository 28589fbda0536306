/**
 * The model tester, tab tokenInspect (inspect-console.md §2, §4, §5, §7): conversations (a model
 * version first, 5-digit ids, delete with confirmation), text (and images for gpt-4o only, with the
 * type, size and count rules), whisper's audio dialog, tts-hd's speech dialog, a send refused while
 * the bot answers, latency and tokens on every answer, failures with a retry.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import { arm } from "@mocks/testing";
import {
  captureBodies,
  consoleTexts,
  errorTexts,
  fill,
  MOCK_API_KEY,
  openConsole,
  preloadConsole,
  stopCaptures,
} from "./harness";

vi.setConfig({ testTimeout: 60_000 });
beforeAll(preloadConsole, 120_000);
beforeEach(() => {
  // jsdom has no object URLs; the audio players need one.
  URL.createObjectURL = vi.fn(() => "blob:console-test");
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  stopCaptures();
  await clearToasts();
});

/** A real 1×1 PNG (the mock reads the image's size). */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const png = (name = "cat.png") => new File([PNG], name, { type: "image/png" });

/** Chooses files in a file input (also ones its accept filter would hide). */
const pick = (input: HTMLElement, files: File | File[]) =>
  fireEvent.change(input, { target: { files: Array.isArray(files) ? files : [files] } });

type App = Awaited<ReturnType<typeof openConsole>>;

async function addConversation(app: App, version: string, key = MOCK_API_KEY) {
  const { user, texts } = app;
  const keyField = screen.getByLabelText(texts.apiKey.label);
  await user.clear(keyField);
  if (key) await user.type(keyField, key);
  await user.selectOptions(screen.getByRole("combobox", { name: texts.tester.version }), version);
  await user.click(screen.getByRole("button", { name: texts.tester.add }));
  return screen.findByRole("log");
}

const textBox = (texts: App["texts"]) =>
  screen.getByRole("textbox", { name: texts.tester.message });

describe("model tester", () => {
  it("a conversation needs a version, gets a 5-digit id, is selected, and is deleted only after confirming", async () => {
    const app = await openConsole("tokenInspect");
    const { user, texts } = app;
    await user.click(screen.getByRole("button", { name: texts.tester.add }));
    expect(screen.getByRole("alert")).toHaveTextContent(texts.tester.versionRequired);
    await addConversation(app, "gpt-4");
    await addConversation(app, "claude-3-haiku");
    const list = within(screen.getByRole("list", { name: texts.tester.conversations }));
    const idOf = (item: HTMLElement) => /#(\d+)/.exec(item.textContent ?? "")?.[1] ?? "";
    // The newest conversation comes first and is selected.
    const second = idOf(list.getByRole("button", { pressed: true }));
    const first = idOf(list.getByRole("button", { pressed: false }));
    for (const id of [first, second]) expect(id).toMatch(/^[1-9]\d{4}$/);
    // The newest is selected; a click selects another.
    expect(
      screen.getByRole("heading", {
        name: fill(texts.tester.conversation, { id: second, version: "claude-3-haiku" }),
      }),
    ).toBeInTheDocument();
    await user.click(
      list.getByRole("button", {
        name: fill(texts.tester.conversationItem, { id: first, version: "gpt-4" }),
      }),
    );
    expect(
      screen.getByRole("heading", {
        name: fill(texts.tester.conversation, { id: first, version: "gpt-4" }),
      }),
    ).toBeInTheDocument();

    await user.click(list.getByRole("button", { name: fill(texts.tester.delete, { id: first }) }));
    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent(fill(texts.tester.deleteQuestion, { id: first }));
    await user.click(within(alert).getByRole("button", { name: texts.cancel }));
    expect(list.getAllByRole("listitem")).toHaveLength(2);
    await user.click(list.getByRole("button", { name: fill(texts.tester.delete, { id: first }) }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: texts.tester.deleteConfirm,
      }),
    );
    await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByText(texts.tester.noConversation)).toBeInTheDocument();
  });

  it("gpt-4o: text and images with latency and tokens; a send while waiting is refused with a warning", async () => {
    const app = await openConsole("tokenInspect");
    const { user, texts } = app;
    const log = await addConversation(app, "gpt-4o");
    // A send needs text, an image or a file.
    await user.click(screen.getByRole("button", { name: texts.tester.send }));
    expect(screen.getByRole("alert")).toHaveTextContent(texts.tester.messageRequired);

    const input = screen.getByLabelText(texts.tester.imageFiles);
    await user.upload(input, [png("a.png"), png("b.png")]);
    expect(
      screen.getByRole("list", { name: fill(texts.tester.images_other, { count: 2 }) }),
    ).toBeInTheDocument();
    const bodies = captureBodies("/api/token/openai/v1/chat/completions");
    arm("createChatCompletion", "delay4000");
    await user.type(textBox(texts), "What is in these?");
    await user.click(screen.getByRole("button", { name: texts.tester.send }));
    expect(await within(log).findByTestId("waiting-bubble")).toBeInTheDocument();
    // §4: refused while the bot answers; what was typed stays.
    await user.type(textBox(texts), "And now?");
    await user.click(screen.getByRole("button", { name: texts.tester.send }));
    expect(await screen.findByText(texts.tester.waitForBot)).toBeInTheDocument();
    expect(textBox(texts)).toHaveValue("And now?");

    const meta = await within(log).findByTestId("answer-meta", {}, { timeout: 10_000 });
    expect(meta.textContent).toMatch(
      /^\d+\.\d\d s · tokens: prompt \d+, completion \d+, total \d+$/,
    );
    expect(within(log).getAllByRole("img")).toHaveLength(2);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      model: "gpt-4o",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "What is in these?" },
            {
              type: "image_url",
              image_url: { url: expect.stringMatching(/^data:image\/png;base64,/) },
            },
            {
              type: "image_url",
              image_url: { url: expect.stringMatching(/^data:image\/png;base64,/) },
            },
          ],
        },
      ],
    });
  });

  it("images: jpeg, jpg and png only, at most 31088640 bytes each, at most 20; only gpt-4o takes them", async () => {
    const app = await openConsole("tokenInspect");
    const { texts } = app;
    await addConversation(app, "gpt-4o");
    const input = () => screen.getByLabelText(texts.tester.imageFiles);
    // A file the picker's filter would hide (the user can still pick "all files").
    pick(input(), new File(["GIF89a"], "anim.gif", { type: "image/gif" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      fill(texts.tester.imageType, { name: "anim.gif" }),
    );
    const huge = png("huge.png");
    Object.defineProperty(huge, "size", { value: 31_088_641 });
    pick(input(), huge);
    expect(screen.getByRole("alert")).toHaveTextContent(/huge\.png/);
    pick(
      input(),
      Array.from({ length: 21 }, (_, i) => png(`p${i}.png`)),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(fill(texts.tester.imageCount, { max: 20 }));
    pick(
      input(),
      Array.from({ length: 20 }, (_, i) => png(`p${i}.png`)),
    );
    expect(
      screen.getByRole("list", { name: fill(texts.tester.images_other, { count: 20 }) }),
    ).toBeInTheDocument();
    pick(input(), png("one-more.png"));
    expect(screen.getByRole("alert")).toHaveTextContent(fill(texts.tester.imageCount, { max: 20 }));

    await addConversation(app, "gpt-4o-mini");
    expect(screen.getByText(texts.tester.imagesOnlyGpt4o)).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.tester.imageFiles)).not.toBeInTheDocument();
  });

  it("claude: the conversation so far goes with every message", async () => {
    const app = await openConsole("tokenInspect");
    const { user, texts } = app;
    const log = await addConversation(app, "claude-3-5-sonnet");
    const bodies = captureBodies("/api/token/claude/v1/message");
    await user.type(textBox(texts), "Hi{Enter}");
    await within(log).findByTestId("answer-meta");
    await user.type(textBox(texts), "Again{Enter}");
    await waitFor(() => expect(within(log).getAllByTestId("answer-meta")).toHaveLength(2));
    expect(within(log).getAllByTestId("answer-meta")[1]!.textContent).toMatch(
      /tokens: input \d+, output \d+/,
    );
    expect(bodies[1]).toMatchObject({
      model: "claude-3-5-sonnet",
      max_tokens: 4096,
      anthropic_version: expect.any(String),
      messages: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: expect.any(String) },
        { role: "user", content: "Again" },
      ],
    });
  });

  it("the send box: Shift+Enter is a new line, an IME composition's Enter never sends, a sent text is cleared", async () => {
    const app = await openConsole("tokenInspect");
    const { user, texts } = app;
    const log = await addConversation(app, "gpt-35-turbo");
    const bodies = captureBodies("/api/token/openai/v1/chat/completions");
    await user.type(textBox(texts), "Line one{Shift>}{Enter}{/Shift}line two");
    expect(textBox(texts)).toHaveValue("Line one\nline two");
    // Choosing characters with an input method: its Enter confirms the choice and sends nothing.
    fireEvent.keyDown(textBox(texts), { key: "Enter", isComposing: true });
    expect(textBox(texts)).toHaveValue("Line one\nline two");
    expect(within(log).queryByText(/Line one/)).not.toBeInTheDocument();
    await user.type(textBox(texts), " and three{Enter}");
    expect(await within(log).findByTestId("answer-meta")).toBeInTheDocument();
    expect(textBox(texts)).toHaveValue("");
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      messages: [{ role: "user", content: "Line one\nline two and three" }],
    });
  });

  it("whisper: the text is disabled, the audio dialog wants one audio file, and the transcription comes back", async () => {
    const app = await openConsole("tokenInspect");
    const { user, texts } = app;
    const log = await addConversation(app, "whisper");
    expect(textBox(texts)).toBeDisabled();
    await user.click(screen.getByRole("button", { name: texts.tester.uploadAudio }));
    const dialog = await screen.findByRole("dialog", { name: texts.tester.audioDialog });
    await user.click(within(dialog).getByRole("button", { name: texts.tester.send }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(texts.tester.audioRequired);
    const file = within(dialog).getByLabelText(/Audio file/);
    pick(file, new File(["text"], "notes.txt", { type: "text/plain" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(/mp3, webm, wav, mpeg, mpga/);
    pick(file, new File([new Uint8Array(64)], "hello.wav", { type: "audio/wav" }));
    await user.click(within(dialog).getByRole("button", { name: texts.tester.send }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(
      within(log).getByText(fill(texts.tester.audioSent, { name: "hello.wav" })),
    ).toBeInTheDocument();
    const meta = await within(log).findByTestId("answer-meta");
    expect(meta.textContent).toMatch(/^\d+\.\d\d s$/);
  });

  it("tts-hd: the text to convert is required; voice alloy, speed 1 and wav by default; the answer plays", async () => {
    const app = await openConsole("tokenInspect");
    const { user, texts } = app;
    const log = await addConversation(app, "tts-hd");
    expect(textBox(texts)).toBeDisabled();
    await user.click(screen.getByRole("button", { name: texts.tester.textToSpeech }));
    const dialog = await screen.findByRole("dialog", { name: texts.tester.speechDialog });
    expect(within(dialog).getByRole("combobox", { name: texts.tester.voice })).toHaveValue("alloy");
    expect(within(dialog).getByRole("combobox", { name: texts.tester.format })).toHaveValue("wav");
    const speed = within(dialog).getByRole("slider", { name: texts.tester.speedLabel });
    expect(speed).toHaveAttribute("aria-valuenow", "1");
    expect(speed).toHaveAttribute("aria-valuemin", "0.1");
    expect(speed).toHaveAttribute("aria-valuemax", "2");
    await user.click(within(dialog).getByRole("button", { name: texts.tester.send }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(texts.tester.speechRequired);
    speed.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(speed).toHaveAttribute("aria-valuenow", "1.2");
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: texts.tester.voice }),
      "nova",
    );
    const bodies = captureBodies("/api/token/openai/v1/audio/speech");
    await user.type(
      within(dialog).getByRole("textbox", { name: texts.tester.speechInput }),
      "Good evening",
    );
    await user.click(within(dialog).getByRole("button", { name: texts.tester.send }));
    const audio = await within(log).findByTestId("speech-audio", {}, { timeout: 5000 });
    expect(audio).toHaveAttribute("src", "blob:console-test");
    expect(bodies).toEqual([
      { model: "tts-hd", input: "Good evening", voice: "nova", speed: 1.2, response_format: "wav" },
    ]);
    expect(within(log).getByTestId("answer-meta").textContent).toMatch(/^\d+\.\d\d s$/);
    // Opened again: the text was sent and is gone; the chosen voice and speed stay.
    await user.click(screen.getByRole("button", { name: texts.tester.textToSpeech }));
    const again = await screen.findByRole("dialog", { name: texts.tester.speechDialog });
    expect(within(again).getByRole("textbox", { name: texts.tester.speechInput })).toHaveValue("");
    expect(within(again).getByRole("combobox", { name: texts.tester.voice })).toHaveValue("nova");
    expect(within(again).getByRole("slider", { name: texts.tester.speedLabel })).toHaveAttribute(
      "aria-valuenow",
      "1.2",
    );
    // A text typed and cancelled is still there when the dialog opens again.
    await user.type(
      within(again).getByRole("textbox", { name: texts.tester.speechInput }),
      "Not yet",
    );
    await user.click(within(again).getByRole("button", { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: texts.tester.textToSpeech }));
    expect(
      within(await screen.findByRole("dialog", { name: texts.tester.speechDialog })).getByRole(
        "textbox",
        { name: texts.tester.speechInput },
      ),
    ).toHaveValue("Not yet");
  });

  it("failures: no key asks for one; a server failure shows in the chat with a retry", async () => {
    const app = await openConsole("tokenInspect");
    const { user, texts } = app;
    const log = await addConversation(app, "gpt-35-turbo", "");
    await user.type(textBox(texts), "Hello{Enter}");
    expect(await screen.findByText(texts.apiKey.required)).toBeInTheDocument();
    expect(textBox(texts)).toHaveValue("Hello");
    await user.type(screen.getByLabelText(texts.apiKey.label), MOCK_API_KEY);
    expect(screen.queryByText(texts.apiKey.required)).not.toBeInTheDocument();
    arm("createChatCompletion", "http500");
    await user.click(screen.getByRole("button", { name: texts.tester.send }));
    expect(await within(log).findByText(errorTexts().server)).toBeInTheDocument();
    await user.click(within(log).getByRole("button", { name: texts.retry }));
    expect(await within(log).findByTestId("answer-meta")).toBeInTheDocument();
    expect(within(log).queryByText(errorTexts().server)).not.toBeInTheDocument();
    expect(within(log).getAllByText("Hello")).toHaveLength(1);
  });

  it("zh-cn: the version rule, the waiting warning and a refused key in Chinese", async () => {
    const texts = consoleTexts("zh-cn");
    const app = await openConsole("tokenInspect", "zh-cn");
    const { user } = app;
    await user.click(screen.getByRole("button", { name: texts.tester.add }));
    expect(screen.getByRole("alert")).toHaveTextContent(texts.tester.versionRequired);
    const log = await addConversation(app, "gpt-4o-mini", "sk-not-a-key");
    await user.type(textBox(texts), "你好{Enter}");
    expect(await within(log).findByText(texts.tester.keyRefused)).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe("/inspect");
    await user.clear(screen.getByLabelText(texts.apiKey.label));
    await user.type(screen.getByLabelText(texts.apiKey.label), MOCK_API_KEY);
    arm("createChatCompletion", "delay4000");
    await user.click(within(log).getByRole("button", { name: texts.retry }));
    await user.type(textBox(texts), "再来{Enter}");
    expect(await screen.findByText(texts.tester.waitForBot)).toBeInTheDocument();
    expect(
      await within(log).findByTestId("answer-meta", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
