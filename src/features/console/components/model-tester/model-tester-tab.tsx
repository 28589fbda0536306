import { useId, useState } from "react";
import { Alert, Button, Card, FormGroup } from "@blueprintjs/core";
import { AddIcon, ChatIcon, TrashIcon } from "@blueprintjs/icons";
import { Form, Formik, useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import { useFieldError } from "@/components/form/use-field-error";
import { EmptyState } from "@/components/states/empty-state";
import { useModelTester, type ModelTester } from "../../hooks/use-model-tester";
import type { Conversation } from "../../model/conversation";
import { MODEL_VERSIONS, isModelVersion, sendKindOf } from "../../model/model-versions";
import { ApiKeyField } from "../shared/api-key-field";
import { ModelChatView } from "./model-chat-view";
import { SpeechSendBox } from "./speech-send-box";
import { TextSendBox } from "./text-send-box";
import { TranscriptionSendBox } from "./transcription-send-box";
import { Select } from "@/components/form/select";

/** The model tester tab, tokenInspect (inspect-console.md §2, §5). */
export function ModelTesterTab() {
  const { t } = useTranslation("console");
  const tester = useModelTester();
  const selected = tester.selected;
  return (
    <div className="console-split">
      <div className="console-side">
        <Card className="console-card">
          <ApiKeyField
            error={tester.keyMissing ? t("apiKey.required") : undefined}
            onChange={tester.clearKeyMissing}
          />
          <NewConversation tester={tester} />
        </Card>
        <ConversationList tester={tester} />
      </div>
      <div className="console-main">
        {selected ? (
          <>
            <h2 className="console-conversation-title">
              {t("tester.conversation", { id: selected.id, version: selected.version })}
            </h2>
            <ModelChatView conversation={selected} onRetry={(id) => tester.retry(selected, id)} />
            <SendBox tester={tester} conversation={selected} />
          </>
        ) : (
          <EmptyState
            title={t("tester.noConversation")}
            description={t("tester.noConversationHint")}
            hideAction
          />
        )}
      </div>
    </div>
  );
}

function SendBox({ tester, conversation }: { tester: ModelTester; conversation: Conversation }) {
  switch (sendKindOf(conversation.version)) {
    case "transcription":
      return (
        <TranscriptionSendBox key={conversation.id} tester={tester} conversation={conversation} />
      );
    case "speech":
      return <SpeechSendBox key={conversation.id} tester={tester} conversation={conversation} />;
    default:
      return <TextSendBox key={conversation.id} tester={tester} conversation={conversation} />;
  }
}

interface VersionValues {
  version: string;
}

/** §5: a version must be chosen (the catalogue's message, through the form kit). */
const validateVersion = ({ version }: VersionValues) =>
  isModelVersion(version) ? {} : { version: "console:tester.versionRequired" };

/** §2 choose a model version and add a conversation, a form of the kit (docs/decisions/0066). */
function NewConversation({ tester }: { tester: ModelTester }) {
  return (
    <Formik<VersionValues>
      initialValues={{ version: "" }}
      validate={validateVersion}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={({ version }) => {
        if (isModelVersion(version)) tester.add(version);
      }}
    >
      <Form className="console-stack" noValidate>
        <VersionField />
      </Form>
    </Formik>
  );
}

function VersionField() {
  const { t } = useTranslation("console");
  const id = useId();
  const { values, setFieldValue, setFieldError } = useFormikContext<VersionValues>();
  const { ruleError } = useFieldError("version");
  return (
    <>
      <FormGroup
        label={t("tester.version")}
        labelFor={`${id}-version`}
        intent={ruleError ? "danger" : "none"}
        helperText={
          ruleError ? (
            <span id={`${id}-message`} role="alert">
              {ruleError}
            </span>
          ) : undefined
        }
      >
        <Select
          id={`${id}-version`}
          name="version"
          fill
          value={values.version}
          onChange={(event) => {
            void setFieldValue("version", event.target.value, false);
            setFieldError("version", undefined);
          }}
          aria-invalid={ruleError ? true : undefined}
          aria-describedby={ruleError ? `${id}-message` : undefined}
        >
          <option value="">{t("tester.chooseVersion")}</option>
          {MODEL_VERSIONS.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}
            </option>
          ))}
        </Select>
      </FormGroup>
      <Button type="submit" icon={<AddIcon />} text={t("tester.add")} />
    </>
  );
}

/** §2 the conversation list: a click selects; delete asks "delete the conversation?" first. */
function ConversationList({ tester }: { tester: ModelTester }) {
  const { t } = useTranslation("console");
  const [deleting, setDeleting] = useState<Conversation>();
  if (tester.conversations.length === 0) return null;
  return (
    <Card className="console-card">
      <h2 id="console-conversations">{t("tester.conversations")}</h2>
      <ul className="console-conversations" aria-labelledby="console-conversations">
        {tester.conversations.map((conversation) => {
          const current = conversation.id === tester.selected?.id;
          return (
            <li key={conversation.id} className="console-conversation" aria-current={current}>
              <Button
                variant="minimal"
                icon={<ChatIcon />}
                aria-pressed={current}
                text={t("tester.conversationItem", {
                  id: conversation.id,
                  version: conversation.version,
                })}
                onClick={() => tester.select(conversation.id)}
              />
              <Button
                variant="minimal"
                icon={<TrashIcon />}
                aria-label={t("tester.delete", { id: conversation.id })}
                onClick={() => setDeleting(conversation)}
              />
            </li>
          );
        })}
      </ul>
      <Alert
        isOpen={deleting !== undefined}
        intent="danger"
        icon={<TrashIcon />}
        confirmButtonText={t("tester.deleteConfirm")}
        cancelButtonText={t("cancel")}
        canEscapeKeyCancel
        canOutsideClickCancel
        onConfirm={() => {
          if (deleting) tester.remove(deleting.id);
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      >
        <p>{t("tester.deleteQuestion", { id: deleting?.id ?? "" })}</p>
      </Alert>
    </Card>
  );
}
