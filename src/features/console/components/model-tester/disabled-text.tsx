import { useId } from "react";
import { TextArea } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

/** §5: the send box's text is disabled for whisper and tts-hd (their dialogs take the input). */
export function DisabledText({ hint }: { hint: string }) {
  const { t } = useTranslation("console");
  const id = useId();
  return (
    <>
      <label className="console-visually-hidden" htmlFor={id}>
        {t("tester.message")}
      </label>
      <TextArea id={id} fill rows={2} disabled placeholder={hint} />
    </>
  );
}
