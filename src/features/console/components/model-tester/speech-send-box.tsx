import { useId } from "react";
import { useFormikContext } from "formik";
import { FormGroup, Slider, TextArea } from "@blueprintjs/core";
import { VolumeUpIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { translateDynamic } from "@/lib/i18n";
import { CreateSpeechBodyResponseFormat } from "@/generated/model/createSpeechBodyResponseFormat";
import { CreateSpeechBodyVoice } from "@/generated/model/createSpeechBodyVoice";
import { SPEECH_INPUT_MAX, SPEECH_SPEED_MAX, SPEECH_SPEED_MIN } from "@/api/console/rules";
import type { ModelTester } from "../../hooks/use-model-tester";
import type { Conversation } from "../../model/conversation";
import { DialogSendBox } from "./dialog-send-box";
import { Select } from "@/components/form/select";

/** §5, §9 speech settings: speed 0.1-2 in steps of 0.1 (default 1), voice alloy, format wav. */
const SPEED_STEP = 0.1;
const SPEED_LABELS = [0.1, 0.5, 1, 1.5, 2];
const DEFAULTS: SpeechValues = {
  input: "",
  voice: CreateSpeechBodyVoice.alloy,
  speed: 1,
  format: CreateSpeechBodyResponseFormat.wav,
};

interface SpeechValues {
  input: string;
  voice: CreateSpeechBodyVoice;
  speed: number;
  format: CreateSpeechBodyResponseFormat;
}

/**
 * tts-hd's send box (§2, §5): text disabled; the speech dialog takes the text (not empty: "please
 * enter the text to convert"), the voice, the speed and the format. The answer plays in the chat.
 * The dialog's frame, form and buttons are DialogSendBox's: the settings and an unsent text stay
 * when the dialog closes.
 */
export function SpeechSendBox({
  tester,
  conversation,
}: {
  tester: ModelTester;
  conversation: Conversation;
}) {
  const { t } = useTranslation("console");
  return (
    <DialogSendBox<SpeechValues>
      hint={t("tester.speechHint")}
      icon={<VolumeUpIcon />}
      openText={t("tester.textToSpeech")}
      title={t("tester.speechDialog")}
      initialValues={DEFAULTS}
      validate={({ input }) => (input.trim() ? {} : { input: "console:tester.speechRequired" })}
      send={({ input, voice, speed, format }, { setFieldValue }) => {
        const refused = tester.sendSpeech(conversation, {
          input: input.trim(),
          voice,
          speed,
          format,
        });
        if (refused !== undefined) return false;
        void setFieldValue("input", "", false);
        return true;
      }}
    >
      <SpeechFields />
    </DialogSendBox>
  );
}

function SpeechFields() {
  const { t } = useTranslation("console");
  const id = useId();
  const { values, errors, setFieldValue, setErrors } = useFormikContext<SpeechValues>();
  const { input, voice, speed, format } = values;
  const message = errors.input ? (translateDynamic(errors.input) ?? errors.input) : undefined;
  const change = <K extends keyof SpeechValues>(field: K, value: SpeechValues[K]) =>
    void setFieldValue(field, value, false);

  return (
    <>
      <FormGroup
        label={t("tester.speechInput")}
        labelFor={`${id}-input`}
        intent={message ? "danger" : "none"}
        helperText={
          message ? (
            <span id={`${id}-message`} role="alert">
              {message}
            </span>
          ) : undefined
        }
      >
        <TextArea
          id={`${id}-input`}
          name="input"
          fill
          rows={4}
          maxLength={SPEECH_INPUT_MAX}
          value={input}
          onChange={(event) => {
            change("input", event.target.value);
            setErrors({});
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
        />
      </FormGroup>
      <FormGroup label={t("tester.voice")} labelFor={`${id}-voice`}>
        <Select
          id={`${id}-voice`}
          name="voice"
          fill
          value={voice}
          onChange={(event) => change("voice", event.target.value as CreateSpeechBodyVoice)}
        >
          {Object.values(CreateSpeechBodyVoice).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </FormGroup>
      <FormGroup label={t("tester.speed", { speed: speed.toFixed(1) })} labelFor={`${id}-speed`}>
        <Slider
          min={SPEECH_SPEED_MIN}
          max={SPEECH_SPEED_MAX}
          stepSize={SPEED_STEP}
          labelValues={SPEED_LABELS}
          labelPrecision={1}
          value={speed}
          onChange={(value) => change("speed", Math.round(value * 10) / 10)}
          handleHtmlProps={{ "aria-label": t("tester.speedLabel") }}
        />
      </FormGroup>
      <FormGroup label={t("tester.format")} labelFor={`${id}-format`}>
        <Select
          id={`${id}-format`}
          name="format"
          fill
          value={format}
          onChange={(event) =>
            change("format", event.target.value as CreateSpeechBodyResponseFormat)
          }
        >
          {Object.values(CreateSpeechBodyResponseFormat).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </FormGroup>
    </>
  );
}
