/**
 * The model tester's conversations and sends (inspect-console.md §2, §4, §5): add a conversation
 * for a model version, select, delete; send text (and images to gpt-4o), an audio file to
 * whisper, a text to tts-hd. A send while the conversation waits for its answer is refused with a
 * warning. Each answer carries its latency and token counts; a failure is shown in the chat with a
 * retry.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "@/components/toaster";
import {
  chatWithClaude,
  chatWithOpenAi,
  speak,
  transcribe,
  type SpeechOptions,
} from "@/api/console/models";
import {
  claudeHistory,
  openAiHistory,
  type Attachment,
  type Conversation,
  type ModelMessage,
  type UserMessage,
} from "../model/conversation";
import { isClaudeModel, isOpenAiChatModel, type ModelVersion } from "../model/model-versions";
import { newConversationId } from "../model/random-id";
import { useApiKey } from "./use-api-key";
import { useTimers, WAITING_DELAY_MS } from "./use-timers";

let sequence = 0;
const nextId = () => `t${++sequence}`;

const revoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === "function") URL.revokeObjectURL(url);
};

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });

export type SendRefusal = "noKey" | "waiting" | "empty";

/** An object URL for playing a blob here ("" where the environment has none, e.g. jsdom). */
const objectUrlOf = (blob: Blob) =>
  typeof URL.createObjectURL === "function" ? URL.createObjectURL(blob) : "";

export function useModelTester() {
  const { t } = useTranslation("console");
  const [apiKey] = useApiKey();
  const [conversations, setConversations] = useState<Conversation[]>([]);
  const [selectedId, setSelectedId] = useState<number>();
  const [keyMissing, setKeyMissing] = useState(false);
  const schedule = useTimers();
  const objectUrls = useRef(new Map<number, string[]>());
  /** The audio files sent to whisper, by message id (kept for a retry). */
  const audioFiles = useRef(new Map<string, File>());
  const latest = useRef(conversations);
  useEffect(() => {
    latest.current = conversations;
  }, [conversations]);

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((list) => list.forEach(revoke));
  }, []);

  const keepUrl = (conversationId: number, url: string) => {
    objectUrls.current.set(conversationId, [
      ...(objectUrls.current.get(conversationId) ?? []),
      url,
    ]);
  };

  const update = (id: number, change: (conversation: Conversation) => Conversation) =>
    setConversations((old) => old.map((c) => (c.id === id ? change(c) : c)));

  const add = (version: ModelVersion) => {
    const id = newConversationId(new Set(latest.current.map((c) => c.id)));
    setConversations((old) => [
      { id, version, activity: Date.now(), messages: [], pending: false },
      ...old,
    ]);
    setSelectedId(id);
  };

  const remove = (id: number) => {
    objectUrls.current.get(id)?.forEach(revoke);
    objectUrls.current.delete(id);
    setConversations((old) => old.filter((c) => c.id !== id));
    setSelectedId((current) => (current === id ? undefined : current));
  };

  /** Runs one request of a conversation: waiting bubble after 500 ms, then answer or failure. */
  const run = useCallback(
    async (
      conversationId: number,
      question: UserMessage,
      call: (history: readonly ModelMessage[]) => Promise<ModelMessage>,
    ) => {
      const before = latest.current.find((c) => c.id === conversationId)?.messages ?? [];
      const at = before.findIndex((message) => message.id === question.id);
      const history = at >= 0 ? before.slice(0, at) : before;
      const waitId = nextId();
      update(conversationId, (c) => ({
        ...c,
        pending: true,
        activity: Date.now(),
        messages: [
          ...c.messages.filter((m) => !(m.kind === "failure" && m.retryOf === question.id)),
          ...(c.messages.some((m) => m.id === question.id) ? [] : [question]),
        ].map((m) => (m.id === question.id ? ({ ...m, failed: false } as ModelMessage) : m)),
      }));
      const cancelWaiting = schedule(
        () =>
          update(conversationId, (c) => ({
            ...c,
            messages: [...c.messages, { id: waitId, at: Date.now(), role: "bot", kind: "wait" }],
          })),
        WAITING_DELAY_MS,
      );
      let answer: ModelMessage;
      try {
        answer = await call(history);
      } catch (error) {
        answer = {
          id: nextId(),
          at: Date.now(),
          role: "bot",
          kind: "failure",
          error,
          retryOf: question.id,
        };
      }
      cancelWaiting();
      const failed = answer.kind === "failure";
      update(conversationId, (c) => ({
        ...c,
        pending: false,
        activity: Date.now(),
        messages: [
          ...c.messages
            .filter((m) => m.id !== waitId)
            .map((m) => (m.id === question.id ? ({ ...m, failed } as ModelMessage) : m)),
          answer,
        ],
      }));
    },
    [schedule],
  );

  /** Why a send cannot start now (and its warning), or undefined. */
  const refuse = (conversation: Conversation): SendRefusal | undefined => {
    if (conversation.pending) {
      void showToast(t("tester.waitForBot"), "warning");
      return "waiting";
    }
    if (!apiKey) {
      setKeyMissing(true);
      return "noKey";
    }
    return undefined;
  };

  const callFor = (conversation: Conversation, asked: UserMessage) => {
    const { version, id } = conversation;
    // A retried message was marked failed; it is asked again now.
    const question = { ...asked, failed: false } as UserMessage;
    return async (history: readonly ModelMessage[]): Promise<ModelMessage> => {
      const done = { id: nextId(), at: Date.now(), role: "bot" as const };
      if (question.kind === "text" && isOpenAiChatModel(version)) {
        const { value, latencyMs } = await chatWithOpenAi(
          apiKey,
          version,
          openAiHistory([...history, question]),
        );
        return { ...done, kind: "text", text: value.text, usage: value.usage, latencyMs };
      }
      if (question.kind === "text" && isClaudeModel(version)) {
        const { value, latencyMs } = await chatWithClaude(
          apiKey,
          version,
          claudeHistory([...history, question]),
        );
        return { ...done, kind: "text", text: value.text, usage: value.usage, latencyMs };
      }
      if (question.kind === "audio") {
        const file = audioFiles.current.get(question.id);
        if (!file) throw new Error("the audio file is gone");
        const { value, latencyMs } = await transcribe(apiKey, file);
        return { ...done, kind: "text", text: value, latencyMs };
      }
      if (question.kind === "speech") {
        const options: SpeechOptions = {
          input: question.text,
          voice: question.voice as SpeechOptions["voice"],
          speed: question.speed,
          format: question.format as SpeechOptions["format"],
        };
        const { value, latencyMs } = await speak(apiKey, options);
        const url = objectUrlOf(value);
        keepUrl(id, url);
        return {
          ...done,
          kind: "audio",
          audio: { name: `speech.${question.format}`, url },
          latencyMs,
        };
      }
      throw new Error(`no call for ${question.kind} on ${version}`);
    };
  };

  /** A text (and, gpt-4o, images); the refusal, or undefined once sent. */
  const sendText = async (
    conversation: Conversation,
    text: string,
    images: readonly File[],
  ): Promise<SendRefusal | undefined> => {
    if (!text.trim() && images.length === 0) return "empty";
    const refusal = refuse(conversation);
    if (refusal) return refusal;
    const attachments: Attachment[] = await Promise.all(
      images.map(async (file) => ({ name: file.name, url: await readAsDataUrl(file) })),
    );
    const question: UserMessage = {
      id: nextId(),
      at: Date.now(),
      role: "user",
      kind: "text",
      text: text.trim(),
      images: attachments,
    };
    void run(conversation.id, question, callFor(conversation, question));
    return undefined;
  };

  const sendAudio = (conversation: Conversation, file: File): SendRefusal | undefined => {
    const refusal = refuse(conversation);
    if (refusal) return refusal;
    const url = objectUrlOf(file);
    keepUrl(conversation.id, url);
    const question: UserMessage = {
      id: nextId(),
      at: Date.now(),
      role: "user",
      kind: "audio",
      audio: { name: file.name, url },
    };
    audioFiles.current.set(question.id, file);
    void run(conversation.id, question, callFor(conversation, question));
    return undefined;
  };

  const sendSpeech = (
    conversation: Conversation,
    options: SpeechOptions,
  ): SendRefusal | undefined => {
    const refusal = refuse(conversation);
    if (refusal) return refusal;
    const question: UserMessage = {
      id: nextId(),
      at: Date.now(),
      role: "user",
      kind: "speech",
      text: options.input,
      voice: options.voice,
      speed: options.speed,
      format: options.format,
    };
    void run(conversation.id, question, callFor(conversation, question));
    return undefined;
  };

  /** Sends a failed message again. */
  const retry = (conversation: Conversation, questionId: string) => {
    const question = conversation.messages.find(
      (message): message is UserMessage => message.id === questionId && message.role === "user",
    );
    if (!question || refuse(conversation)) return;
    void run(conversation.id, question, callFor(conversation, question));
  };

  return {
    conversations,
    selected: conversations.find((c) => c.id === selectedId),
    select: setSelectedId,
    add,
    remove,
    sendText,
    sendAudio,
    sendSpeech,
    retry,
    keyMissing: keyMissing && !apiKey,
    clearKeyMissing: () => setKeyMissing(false),
  };
}

export type ModelTester = ReturnType<typeof useModelTester>;
