import { useId, useState } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FileInput } from "@blueprintjs/core";
import { UploadIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { ModelTester } from "../../hooks/use-model-tester";
import type { Conversation } from "../../model/conversation";
import { AUDIO_ACCEPT, AUDIO_EXTENSIONS, isAcceptedAudio } from "../../model/upload-rules";
import { DisabledText } from "./disabled-text";

/**
 * whisper's send box (§2, §5): text disabled; the audio dialog takes one mp3, webm, wav, mpeg or
 * mpga file. Sending without a file says "please upload an audio file first".
 */
export function TranscriptionSendBox({
  tester,
  conversation,
}: {
  tester: ModelTester;
  conversation: Conversation;
}) {
  const { t } = useTranslation("console");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<"required" | "type">();

  const send = () => {
    if (!file) {
      setProblem("required");
      return;
    }
    if (tester.sendAudio(conversation, file) === undefined) {
      setOpen(false);
      setFile(undefined);
    }
  };

  return (
    <div className="console-sendbox">
      <DisabledText hint={t("tester.whisperHint")} />
      <div className="console-row console-row--end">
        <Button
          intent="primary"
          icon={<UploadIcon />}
          text={t("tester.uploadAudio")}
          onClick={() => setOpen(true)}
        />
      </div>
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t("tester.audioDialog")}
        className="console-dialog"
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <DialogBody>
            <label className="bp6-label" htmlFor={`${id}-file`}>
              {t("tester.audioFile", { types: AUDIO_EXTENSIONS.join(", ") })}
            </label>
            <FileInput
              fill
              text={file?.name ?? t("tester.chooseFile")}
              buttonText={t("tester.browse")}
              hasSelection={file !== undefined}
              inputProps={{
                id: `${id}-file`,
                accept: AUDIO_ACCEPT,
                "aria-invalid": problem ? true : undefined,
                "aria-describedby": problem ? `${id}-message` : undefined,
              }}
              onInputChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                if (chosen && !isAcceptedAudio(chosen)) {
                  setFile(undefined);
                  setProblem("type");
                  return;
                }
                setFile(chosen);
                setProblem(undefined);
              }}
            />
            {problem ? (
              <p id={`${id}-message`} role="alert" className="console-field-error">
                {problem === "required"
                  ? t("tester.audioRequired")
                  : t("tester.audioType", { types: AUDIO_EXTENSIONS.join(", ") })}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t("cancel")} onClick={() => setOpen(false)} />
                <Button type="submit" intent="primary" text={t("tester.send")} />
              </>
            }
          />
        </form>
      </Dialog>
    </div>
  );
}
