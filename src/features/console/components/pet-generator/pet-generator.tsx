import { useId } from "react";
import { Form, Formik, useFormikContext } from "formik";
import { Button, Card, FormGroup, ProgressBar, TextArea } from "@blueprintjs/core";
import { LightbulbIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "@/lib/error-message";
import { translateDynamic } from "@/lib/i18n";
import { RenderError } from "@/api/console/image-socket";
import { PET_TEXT_MODEL, usePetGenerator, type PetMessage } from "../../hooks/use-pet-generator";
import { PET_FIELDS } from "../../model/pet-rules";
import { ApiKeyField } from "../shared/api-key-field";
import { Bubble, WaitingBubble } from "../shared/bubble";
import { ChatLog } from "../shared/chat-log";
import "../console.css";
import { FieldRuleMessage } from "../shared/field-rule-message";

/**
 * The pet generator (inspect-console.md §2, §4): a chat view and a text box for the test data.
 * Self-contained (its own API key field), so the /gatepet page can embed it as it is. The test
 * data's form is the kit's (Formik's value, rule and submit, docs/decisions/0066); what was typed
 * stays after a run, whatever its outcome.
 */
export function PetGenerator() {
  const { t } = useTranslation("console");
  const generator = usePetGenerator();

  return (
    <div className="console-split">
      <div className="console-side">
        <Card className="console-card">
          <ApiKeyField
            error={generator.keyMissing ? t("apiKey.required") : undefined}
            onChange={generator.clearKeyMissing}
          />
          <Formik<PetValues>
            initialValues={{ text: "" }}
            validate={({ text }) => (text.trim() ? {} : { text: "console:pet.dataRequired" })}
            validateOnBlur={false}
            validateOnChange={false}
            onSubmit={async ({ text }) => {
              await generator.generate(text.trim());
            }}
          >
            <Form className="console-stack" noValidate>
              <PetDataFields busy={generator.busy} />
            </Form>
          </Formik>
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

interface PetValues {
  text: string;
}

/** The test data, its rule's message, the sample and the submit (the generator's pending state). */
function PetDataFields({ busy }: { busy: boolean }) {
  const { t } = useTranslation("console");
  const id = useId();
  const { values, errors, setFieldValue, setErrors, isSubmitting } = useFormikContext<PetValues>();
  const message = errors.text ? (translateDynamic(errors.text) ?? errors.text) : undefined;
  const change = (text: string) => {
    void setFieldValue("text", text, false);
    setErrors({});
  };
  return (
    <>
      <FormGroup
        label={t("pet.testData")}
        labelFor={`${id}-data`}
        helperText={t("pet.model", { model: PET_TEXT_MODEL })}
      >
        <TextArea
          id={`${id}-data`}
          name="text"
          fill
          rows={5}
          value={values.text}
          onChange={(event) => change(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
        />
      </FormGroup>
      <FieldRuleMessage id={`${id}-message`} message={message} />
      <div className="console-row console-row--between">
        <Button
          variant="outlined"
          text={t("pet.sample")}
          onClick={() => change(t("pet.sampleData"))}
        />
        <Button
          type="submit"
          intent="primary"
          icon={<LightbulbIcon />}
          loading={busy || isSubmitting}
          text={t("pet.generate")}
        />
      </div>
    </>
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
