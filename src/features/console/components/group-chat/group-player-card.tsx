import { useId, useState } from "react";
import { Button, Card, FormGroup, TextArea } from "@blueprintjs/core";
import { SendMessageIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { GroupChat } from "../../hooks/use-group-chat";
import type { PlayerPersona } from "../../model/group-roles";

/** §2 a player card of the group chat: the player's chat line (§5: not empty). */
export function GroupPlayerCard({ persona, group }: { persona: PlayerPersona; group: GroupChat }) {
  const { t } = useTranslation("console");
  const id = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState(false);
  const live = group.connection.kind === "live";

  const submit = () => {
    const content = text.trim();
    if (!content) {
      setProblem(true);
      return;
    }
    if (group.send(persona, content)) setText("");
  };

  return (
    <Card className="console-card" data-testid={`group-card-${persona.key}`}>
      <h3 id={`${id}-title`}>{t("group.card.title", { nick: persona.nick })}</h3>
      <form
        aria-labelledby={`${id}-title`}
        className="console-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormGroup label={t("single.cards.chatContent")} labelFor={`${id}-text`}>
          <TextArea
            id={`${id}-text`}
            fill
            rows={2}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(false);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
            aria-invalid={problem || undefined}
            aria-describedby={problem ? `${id}-message` : live ? undefined : `${id}-offline`}
          />
        </FormGroup>
        {problem ? (
          <span id={`${id}-message`} role="alert" className="console-field-error">
            {t("single.cards.contentRequired")}
          </span>
        ) : null}
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
      </form>
    </Card>
  );
}
