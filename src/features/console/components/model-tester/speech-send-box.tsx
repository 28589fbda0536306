import { useId, useState } from "react";
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  Slider,
  TextArea,
} from "@blueprintjs/core";
import { VolumeUpIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { CreateSpeechBodyResponseFormat } from "@/generated/model/createSpeechBodyResponseFormat";
import { CreateSpeechBodyVoice } from "@/generated/model/createSpeechBodyVoice";
import { SPEECH_INPUT_MAX, SPEECH_SPEED_MAX, SPEECH_SPEED_MIN } from "@/api/console/rules";
import type { ModelTester } from "../../hooks/use-model-tester";
import type { Conversation } from "../../model/conversation";
import { DisabledText } from "./disabled-text";
import { Select } from "@/components/form/select";

/** §5, §9 speech settings: speed 0.1-2 in steps of 0.1 (default 1), voice alloy, format wav. */
const SPEED_STEP = 0.1;
const SPEED_LABELS = [0.1, 0.5, 1, 1.5, 2];
const DEFAULTS = {
  voice: CreateSpeechBodyVoice.alloy,
  speed: 1,
  format: CreateSpeechBodyResponseFormat.wav,
} as const;

/**
 * tts-hd's send box (§2, §5): text disabled; the speech dialog takes the text (not empty: "please
 * enter the text to convert"), the voice, the speed and the format. The answer plays in the chat.
 */
export function SpeechSendBox({
  tester,
  conversation,
}: {
  tester: ModelTester;
  conversation: Conversation;
}) {
  const { t } = useTranslation("console");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState("");
  const [voice, setVoice] = useState<CreateSpeechBodyVoice>(DEFAULTS.voice);
  const [speed, setSpeed] = useState<number>(DEFAULTS.speed);
  const [format, setFormat] = useState<CreateSpeechBodyResponseFormat>(DEFAULTS.format);
  const [problem, setProblem] = useState(false);

  const send = () => {
    if (!input.trim()) {
      setProblem(true);
      return;
    }
    if (
      tester.sendSpeech(conversation, { input: input.trim(), voice, speed, format }) === undefined
    ) {
      setOpen(false);
      setInput("");
    }
  };

  return (
    <div className="console-sendbox">
      <DisabledText hint={t("tester.speechHint")} />
      <div className="console-row console-row--end">
        <Button
          intent="primary"
          icon={<VolumeUpIcon />}
          text={t("tester.textToSpeech")}
          onClick={() => setOpen(true)}
        />
      </div>
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t("tester.speechDialog")}
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
            <FormGroup
              label={t("tester.speechInput")}
              labelFor={`${id}-input`}
              intent={problem ? "danger" : "none"}
              helperText={
                problem ? (
                  <span id={`${id}-message`} role="alert">
                    {t("tester.speechRequired")}
                  </span>
                ) : undefined
              }
            >
              <TextArea
                id={`${id}-input`}
                fill
                rows={4}
                maxLength={SPEECH_INPUT_MAX}
                value={input}
                onChange={(event) => {
                  setInput(event.target.value);
                  setProblem(false);
                }}
                aria-invalid={problem || undefined}
                aria-describedby={problem ? `${id}-message` : undefined}
              />
            </FormGroup>
            <FormGroup label={t("tester.voice")} labelFor={`${id}-voice`}>
              <Select
                id={`${id}-voice`}
                fill
                value={voice}
                onChange={(event) => setVoice(event.target.value as CreateSpeechBodyVoice)}
              >
                {Object.values(CreateSpeechBodyVoice).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Select>
            </FormGroup>
            <FormGroup
              label={t("tester.speed", { speed: speed.toFixed(1) })}
              labelFor={`${id}-speed`}
            >
              <Slider
                min={SPEECH_SPEED_MIN}
                max={SPEECH_SPEED_MAX}
                stepSize={SPEED_STEP}
                labelValues={SPEED_LABELS}
                labelPrecision={1}
                value={speed}
                onChange={(value) => setSpeed(Math.round(value * 10) / 10)}
                handleHtmlProps={{ "aria-label": t("tester.speedLabel") }}
              />
            </FormGroup>
            <FormGroup label={t("tester.format")} labelFor={`${id}-format`}>
              <Select
                id={`${id}-format`}
                fill
                value={format}
                onChange={(event) =>
                  setFormat(event.target.value as CreateSpeechBodyResponseFormat)
                }
              >
                {Object.values(CreateSpeechBodyResponseFormat).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Select>
            </FormGroup>
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
