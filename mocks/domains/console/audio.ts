/**
 * Spoken audio for the text-to-speech mock (createSpeech): real files that play.
 * - wav (the default): 16-bit PCM mono, one short tone per "syllable" of the text, pitched by the
 *   voice, each syllable shorter at a higher speed.
 * - mp3: there is no mp3 encoder here, so the answer is a valid MPEG-1 Layer III stream of the same
 *   length whose frames carry no sound (silence); record 0041 explains the choice.
 * The length follows the text (graphemes) and the speed, capped at MAX_SPEECH_SECONDS.
 */
import { graphemeCount, hashText } from "./text";

export const SAMPLE_RATE = 22_050;
export const MAX_SPEECH_SECONDS = 30;
const SYLLABLE_SECONDS = 0.12;
const VOICE_PITCH: Record<string, number> = {
  alloy: 210,
  echo: 165,
  onyx: 125,
  nova: 265,
  shimmer: 300,
};

/** Seconds of speech for the text at the speed (0.1-2). */
export function speechSeconds(input: string, speed: number): number {
  const syllables = Math.max(3, graphemeCount(input.trim()));
  return Math.min(MAX_SPEECH_SECONDS, (syllables * SYLLABLE_SECONDS) / speed);
}

/** A WAV file (RIFF, PCM 16-bit mono) speaking the text as tones. */
export function speakWav(input: string, voice: string, speed: number): Uint8Array {
  const seconds = speechSeconds(input, speed);
  const samples = Math.round(seconds * SAMPLE_RATE);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, samples * 2, true);

  const base = VOICE_PITCH[voice] ?? VOICE_PITCH.alloy!;
  const syllable = Math.max(1, Math.round((SYLLABLE_SECONDS / speed) * SAMPLE_RATE));
  const fade = Math.min(Math.round(0.01 * SAMPLE_RATE), Math.floor(syllable / 4));
  const chars = [...input];
  let phase = 0;
  for (let i = 0; i < samples; i += 1) {
    const index = Math.floor(i / syllable);
    const within = i % syllable;
    const voiced = within < syllable * 0.8; // a short gap between syllables
    const code = chars.length > 0 ? hashText(chars[index % chars.length]!) : index;
    const pitch = base * (1 + ((code % 7) - 3) / 24);
    phase += (2 * Math.PI * pitch) / SAMPLE_RATE;
    const envelope = !voiced ? 0 : Math.min(1, within / fade, (syllable * 0.8 - within) / fade);
    const value = envelope * (0.6 * Math.sin(phase) + 0.2 * Math.sin(2 * phase));
    view.setInt16(44 + i * 2, Math.round(value * 0.5 * 32767), true);
  }
  return bytes;
}

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono: 417-byte frames of 1152 samples. */
const MP3_FRAME_BYTES = 417;
const MP3_FRAME_SECONDS = 1152 / 44_100;
const MP3_HEADER = [0xff, 0xfb, 0x90, 0xc4];

/** A silent MP3 stream as long as the speech would be (see the module comment). */
export function speakSilentMp3(input: string, speed: number): Uint8Array {
  const frames = Math.max(1, Math.ceil(speechSeconds(input, speed) / MP3_FRAME_SECONDS));
  const bytes = new Uint8Array(frames * MP3_FRAME_BYTES);
  for (let f = 0; f < frames; f += 1) bytes.set(MP3_HEADER, f * MP3_FRAME_BYTES);
  return bytes;
}

/** Seconds of a PCM WAV file, or undefined when the bytes are not one. */
export function wavSeconds(bytes: Uint8Array): number | undefined {
  if (bytes.length < 44) return undefined;
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (text(0) !== "RIFF" || text(8) !== "WAVE") return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const byteRate = view.getUint32(28, true);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    if (text(at) === "data") return byteRate > 0 ? size / byteRate : undefined;
    at += 8 + size + (size % 2);
  }
  return undefined;
}
