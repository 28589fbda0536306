import { useId } from "react";
import { useFormikContext } from "formik";
import { FileInput } from "@blueprintjs/core";
import { UploadIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { translateDynamic } from "@/lib/i18n";
import type { ModelTester } from "../../hooks/use-model-tester";
import type { Conversation } from "../../model/conversation";
import { AUDIO_ACCEPT, AUDIO_EXTENSIONS, isAcceptedAudio } from "../../model/upload-rules";
import { DialogSendBox } from "./dialog-send-box";

/**
 * whisper's send box (§2, §5): text disabled; the audio dialog takes one mp3, webm, wav, mpeg or
 * mpga file. Sending without a file says "please upload an audio file first". The dialog's frame,
 * form and buttons are DialogSendBox's: a file chosen and not sent stays when the dialog closes.
 */
interface AudioValues {
  file: File | undefined;
}

export function TranscriptionSendBox({
  tester,
  conversation,
}: {
  tester: ModelTester;
  conversation: Conversation;
}) {
  const { t } = useTranslation("console");
  return (
    <DialogSendBox<AudioValues>
      hint={t("tester.whisperHint")}
      icon={<UploadIcon />}
      openText={t("tester.uploadAudio")}
      title={t("tester.audioDialog")}
      initialValues={{ file: undefined }}
      validate={({ file }) => (file ? {} : { file: "console:tester.audioRequired" })}
      send={({ file }, { resetForm }) => {
        if (!file || tester.sendAudio(conversation, file) !== undefined) return false;
        resetForm();
        return true;
      }}
    >
      <AudioFields />
    </DialogSendBox>
  );
}

function AudioFields() {
  const { t } = useTranslation("console");
  const id = useId();
  const { values, errors, setFieldValue, setFieldError } = useFormikContext<AudioValues>();
  const file = values.file;
  const rule = typeof errors.file === "string" ? errors.file : undefined;
  const message = rule ? (translateDynamic(rule) ?? rule) : undefined;
  return (
    <>
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
          "aria-invalid": message ? true : undefined,
          "aria-describedby": message ? `${id}-message` : undefined,
        }}
        onInputChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          const refused = chosen !== undefined && !isAcceptedAudio(chosen);
          void setFieldValue("file", refused ? undefined : chosen, false);
          setFieldError(
            "file",
            refused ? t("tester.audioType", { types: AUDIO_EXTENSIONS.join(", ") }) : undefined,
          );
        }}
      />
      {message ? (
        <p id={`${id}-message`} role="alert" className="console-field-error">
          {message}
        </p>
      ) : null}
    </>
  );
}
