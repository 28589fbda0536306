import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/error-message";
import type { TokenUsage } from "@/api/console/models";
import type { Conversation, ModelMessage } from "../../model/conversation";
import { Bubble, WaitingBubble } from "../shared/bubble";
import { ChatLog } from "../shared/chat-log";

/** A model call's failure in the console's words (the provider's text is never shown). */
function useFailureText() {
  const { t } = useTranslation("console");
  return (error: unknown) => {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      return t("tester.keyRefused");
    }
    if (isApiError(error) && error.status === 413) return t("tester.tooLarge");
    if (isApiError(error) && error.status === 429) return t("tester.rateLimited");
    return apiErrorMessage(error) ?? t("tester.failed");
  };
}

function Meta({ latencyMs, usage }: { latencyMs: number; usage?: TokenUsage }) {
  const { t } = useTranslation("console");
  const latency = t("tester.latency", { seconds: (latencyMs / 1000).toFixed(2) });
  const tokens =
    usage?.kind === "openai"
      ? t("tester.tokensOpenAi", usage)
      : usage?.kind === "claude"
        ? t("tester.tokensClaude", usage)
        : undefined;
  return (
    <span data-testid="answer-meta">
      {latency}
      {tokens ? ` · ${tokens}` : null}
    </span>
  );
}

interface ModelChatViewProps {
  conversation: Conversation;
  onRetry: (questionId: string) => void;
}

/** The selected conversation's messages (§2), with each answer's latency and tokens. */
export function ModelChatView({ conversation, onRetry }: ModelChatViewProps) {
  const { t } = useTranslation("console");
  const failureText = useFailureText();
  const bot = conversation.version;
  const render = (message: ModelMessage) => {
    switch (message.kind) {
      case "text":
        return message.role === "user" ? (
          <Bubble key={message.id} side="mine" author={t("tester.you")}>
            {message.text ? <p>{message.text}</p> : null}
            {message.images.map((image, index) => (
              <img
                key={index}
                className="console-attachment"
                src={image.url}
                alt={t("tester.imageAlt", { name: image.name })}
              />
            ))}
          </Bubble>
        ) : (
          <Bubble
            key={message.id}
            side="theirs"
            author={bot}
            meta={<Meta latencyMs={message.latencyMs} usage={message.usage} />}
          >
            <p>{message.text}</p>
          </Bubble>
        );
      case "audio":
        return message.role === "user" ? (
          <Bubble key={message.id} side="mine" author={t("tester.you")}>
            <p>{t("tester.audioSent", { name: message.audio.name })}</p>
            {message.audio.url ? (
              <audio controls src={message.audio.url} aria-label={message.audio.name} />
            ) : null}
          </Bubble>
        ) : (
          <Bubble
            key={message.id}
            side="theirs"
            author={bot}
            meta={<Meta latencyMs={message.latencyMs} />}
          >
            <audio
              controls
              src={message.audio.url || undefined}
              aria-label={t("tester.speechAnswer")}
              data-testid="speech-audio"
            />
          </Bubble>
        );
      case "speech":
        return (
          <Bubble key={message.id} side="mine" author={t("tester.you")}>
            <p>{message.text}</p>
            <p className="console-bubble__meta">
              {t("tester.speechOptions", {
                voice: message.voice,
                speed: message.speed,
                format: message.format,
              })}
            </p>
          </Bubble>
        );
      case "wait":
        return <WaitingBubble key={message.id} author={bot} text={t("chat.waiting")} />;
      case "failure":
        return (
          <Bubble key={message.id} side="system" intent="danger">
            <div className="console-row console-row--between">
              <p role="alert">{failureText(message.error)}</p>
              <Button
                size="small"
                text={t("retry")}
                onClick={() => onRetry(message.retryOf)}
                disabled={conversation.pending}
              />
            </div>
          </Bubble>
        );
    }
  };
  return (
    <ChatLog
      label={t("tester.chatLog", { id: conversation.id })}
      change={conversation.messages}
      empty={
        conversation.messages.length === 0 ? (
          <p className="console-log__empty">{t("chat.empty")}</p>
        ) : undefined
      }
    >
      {conversation.messages.map(render)}
    </ChatLog>
  );
}
