import { useId, useState } from "react";
import { Button, Card, FormGroup, ProgressBar, TextArea } from "@blueprintjs/core";
import { LightbulbIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "@/lib/error-message";
import { RenderError } from "@/api/console/image-socket";
import { PET_TEXT_MODEL, usePetGenerator, type PetMessage } from "../../hooks/use-pet-generator";
import { PET_FIELDS } from "../../model/pet-rules";
import { ApiKeyField } from "../shared/api-key-field";
import { Bubble, WaitingBubble } from "../shared/bubble";
import { ChatLog } from "../shared/chat-log";
import "../console.css";

/**
 * The pet generator (inspect-console.md §2, §4): a chat view and a text box for the test data.
 * Self-contained (its own API key field), so the /gatepet page can embed it as it is.
 */
export function PetGenerator() {
  const { t } = useTranslation("console");
  const id = useId();
  const generator = usePetGenerator();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState(false);

  const submit = async () => {
    if (!text.trim()) {
      setProblem(true);
      return;
    }
    await generator.generate(text.trim());
  };

  return (
    <div className="console-split">
      <div className="console-side">
        <Card className="console-card">
          <ApiKeyField
            error={generator.keyMissing ? t("apiKey.required") : undefined}
            onChange={generator.clearKeyMissing}
          />
          <form
            className="console-stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <FormGroup
              label={t("pet.testData")}
              labelFor={`${id}-data`}
              helperText={t("pet.model", { model: PET_TEXT_MODEL })}
            >
              <TextArea
                id={`${id}-data`}
                fill
                rows={5}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setProblem(false);
                }}
                aria-invalid={problem || undefined}
                aria-describedby={problem ? `${id}-message` : undefined}
              />
            </FormGroup>
            {problem ? (
              <span id={`${id}-message`} role="alert" className="console-field-error">
                {t("pet.dataRequired")}
              </span>
            ) : null}
            <div className="console-row console-row--between">
              <Button
                variant="outlined"
                text={t("pet.sample")}
                onClick={() => {
                  setText(t("pet.sampleData"));
                  setProblem(false);
                }}
              />
              <Button
                type="submit"
                intent="primary"
                icon={<LightbulbIcon />}
                loading={generator.busy}
                text={t("pet.generate")}
              />
            </div>
          </form>
        </Card>
      </div>
      <div className="console-main">
        <ChatLog
          label={t("pet.chatLog")}
          change={generator.messages}
          empty={
            generator.messages.length === 0 ? (
              <p className="console-log__empty">{t("pet.empty")}</p>
            ) : undefined
          }
        >
          {generator.messages.map((message) => (
            <PetMessageView
              key={message.id}
              message={message}
              onRetry={() => void generator.retry()}
              busy={generator.busy}
            />
          ))}
        </ChatLog>
      </div>
    </div>
  );
}

function failureText(t: ReturnType<typeof useTranslation<"console">>["t"], error: unknown) {
  if (error instanceof RenderError) return t(`pet.render.${error.reason}`);
  return apiErrorMessage(error) ?? t("tester.failed");
}

function PetMessageView({
  message,
  onRetry,
  busy,
}: {
  message: PetMessage;
  onRetry: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation("console");
  const retry = <Button size="small" text={t("retry")} onClick={onRetry} disabled={busy} />;
  switch (message.kind) {
    case "request":
      return (
        <Bubble side="mine" author={t("tester.you")}>
          <p>{message.text}</p>
        </Bubble>
      );
    case "generating":
      return <WaitingBubble text={t("pet.generating")} />;
    case "pet":
      return (
        <Bubble
          side="theirs"
          author={PET_TEXT_MODEL}
          meta={t("tester.latency", { seconds: (message.latencyMs / 1000).toFixed(2) })}
          testId="pet-card"
        >
          <dl className="console-pet">
            {PET_FIELDS.map((field) => {
              const value = message.pet[field];
              return (
                <div key={field} style={{ display: "contents" }}>
                  <dt>{t(`pet.fields.${field}`)}</dt>
                  <dd>{Array.isArray(value) ? value.join(", ") : value}</dd>
                </div>
              );
            })}
          </dl>
          <p className="console-bubble__meta">{t("pet.prompt", { prompt: message.prompt })}</p>
        </Bubble>
      );
    case "rejected":
      return (
        <Bubble side="system" intent="danger">
          <p role="alert">{t("pet.rejected")}</p>
          <ul className="console-problems">
            {message.problems.map((problem, index) => (
              <li key={index}>
                {problem.field === "answer"
                  ? t("pet.rules.notJson")
                  : t(`pet.rules.${problem.rule}`, { field: t(`pet.fields.${problem.field}`) })}
              </li>
            ))}
          </ul>
          {retry}
        </Bubble>
      );
    case "rendering":
      return (
        <Bubble side="theirs" author={t("pet.imageService")}>
          <p>{t("pet.rendering", { value: message.value, max: message.max })}</p>
          <ProgressBar
            className="console-progress"
            intent="primary"
            value={message.max > 0 ? message.value / message.max : undefined}
            aria-label={t("pet.progress")}
          />
        </Bubble>
      );
    case "image":
      return (
        <Bubble side="theirs" author={t("pet.imageService")} intent="success" testId="pet-image">
          <img
            className="console-pet-image"
            src={`data:image/png;base64,${message.base64}`}
            alt={t("pet.imageAlt", { name: message.name })}
          />
        </Bubble>
      );
    case "failure":
      return (
        <Bubble side="system" intent="danger">
          <div className="console-row console-row--between">
            <p role="alert">
              {t(`pet.failure.${message.stage}`, { reason: failureText(t, message.error) })}
            </p>
            {retry}
          </div>
        </Bubble>
      );
    case "malformed":
      return (
        <Bubble side="system" intent="danger" testId="malformed-frame">
          <p role="alert">{t("pet.malformed")}</p>
        </Bubble>
      );
  }
}
