import { useId } from "react";
import { Button, Card, FormGroup, TextArea } from "@blueprintjs/core";
import { SendMessageIcon } from "@blueprintjs/icons";
import { Form, Formik, useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import { useEnterToSend } from "@/components/form/enter-to-send";
import { useFieldError } from "@/components/form/use-field-error";
import type { GroupChat } from "../../hooks/use-group-chat";
import type { PlayerPersona } from "../../model/group-roles";
import { FieldRuleMessage } from "../shared/field-rule-message";

interface LineValues {
  text: string;
}

/** §5: a chat line is not empty (the message is the catalogue's, through the form kit). */
const validateLine = ({ text }: LineValues) =>
  text.trim() === "" ? { text: "console:single.cards.contentRequired" } : {};

/**
 * §2 a player card of the group chat: the player's chat line (§5: not empty), a form of the kit
 * (Formik's values and submit, docs/decisions/0066). The line clears once the socket took it; when
 * it could not be sent (the connection is not live) what was typed stays.
 */
export function GroupPlayerCard({ persona, group }: { persona: PlayerPersona; group: GroupChat }) {
  const { t } = useTranslation("console");
  const id = useId();
  return (
    <Card className="console-card" data-testid={`group-card-${persona.key}`}>
      <h3 id={`${id}-title`}>{t("group.card.title", { nick: persona.nick })}</h3>
      <Formik<LineValues>
        initialValues={{ text: "" }}
        validate={validateLine}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={({ text }, { resetForm }) => {
          if (group.send(persona, text.trim())) resetForm();
        }}
      >
        <Form aria-labelledby={`${id}-title`} className="console-stack" noValidate>
          <LineFields id={id} live={group.connection.kind === "live"} />
        </Form>
      </Formik>
    </Card>
  );
}

function LineFields({ id, live }: { id: string; live: boolean }) {
  const { t } = useTranslation("console");
  const { values, setFieldValue, setFieldError } = useFormikContext<LineValues>();
  const { ruleError } = useFieldError("text");
  const onKeyDown = useEnterToSend();
  return (
    <>
      <FormGroup label={t("single.cards.chatContent")} labelFor={`${id}-text`}>
        <TextArea
          id={`${id}-text`}
          name="text"
          fill
          rows={2}
          value={values.text}
          onChange={(event) => {
            void setFieldValue("text", event.target.value, false);
            setFieldError("text", undefined);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={ruleError ? true : undefined}
          aria-describedby={ruleError ? `${id}-message` : live ? undefined : `${id}-offline`}
        />
      </FormGroup>
      <FieldRuleMessage id={`${id}-message`} message={ruleError} />
      {!live ? (
        <span id={`${id}-offline`} className="bp6-text-muted">
          {t("group.card.notLive")}
        </span>
      ) : null}
      <div className="console-row console-row--end">
        <Button
          type="submit"
          intent="primary"
          icon={<SendMessageIcon />}
          disabled={!live}
          text={t("group.card.send")}
        />
      </div>
    </>
  );
}
