/** The console's input limits, from the generated rules (the spec's schemas). */
import { createSpeechRules, setRoleRules } from "@/generated/rules";

/** setRole.nick: 1-20 characters. */
export const NICK_MAX = setRoleRules.nick.maxLength;

/** createSpeech: input 1-4096 characters, speed 0.1-2. */
export const SPEECH_INPUT_MAX = createSpeechRules.input.maxLength;
export const SPEECH_SPEED_MIN = createSpeechRules.speed.minimum;
export const SPEECH_SPEED_MAX = createSpeechRules.speed.maximum;
