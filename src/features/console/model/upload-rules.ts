/**
 * The model tester's upload rules (inspect-console.md §5, §9; decisions.md §1 for the image size):
 * images jpeg, png or jpg of at most 31088640 bytes each, at most 20 per message; one audio file of
 * type mp3, webm, wav, mpeg or mpga. A file is judged by its MIME type and, when the browser gives
 * none, by its extension.
 */
import { IMAGE_WORK_PICTURE_MAX_BYTES } from "@/lib/upload-limits";
export const IMAGE_MAX_BYTES = IMAGE_WORK_PICTURE_MAX_BYTES;
export const IMAGE_MAX_COUNT = 20;
export const IMAGE_EXTENSIONS = ["jpeg", "png", "jpg"] as const;
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/jpg"];

export const AUDIO_EXTENSIONS = ["mp3", "webm", "wav", "mpeg", "mpga"] as const;
const AUDIO_TYPES = [
  "audio/mpeg",
  "audio/mp3",
  "audio/webm",
  "video/webm",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/vnd.wave",
  "audio/mpga",
];

/** The accept attribute of the file inputs. */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS.map((e) => `.${e}`), ...IMAGE_TYPES].join(",");
export const AUDIO_ACCEPT = [...AUDIO_EXTENSIONS.map((e) => `.${e}`), ...AUDIO_TYPES].join(",");

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";

const matches = (file: File, types: readonly string[], extensions: readonly string[]) =>
  file.type ? types.includes(file.type.toLowerCase()) : extensions.includes(extensionOf(file.name));

export type ImageRefusal = "type" | "size" | "count";

/** Why images cannot be added to the ones already chosen, or undefined when they can. */
export function refuseImages(
  chosen: readonly File[],
  added: readonly File[],
): { reason: ImageRefusal; file?: string } | undefined {
  const wrongType = added.find((file) => !matches(file, IMAGE_TYPES, IMAGE_EXTENSIONS));
  if (wrongType) return { reason: "type", file: wrongType.name };
  const tooLarge = added.find((file) => file.size > IMAGE_MAX_BYTES);
  if (tooLarge) return { reason: "size", file: tooLarge.name };
  if (chosen.length + added.length > IMAGE_MAX_COUNT) return { reason: "count" };
  return undefined;
}

/** Whether an audio file is of an accepted type. */
export const isAcceptedAudio = (file: File) => matches(file, AUDIO_TYPES, AUDIO_EXTENSIONS);
