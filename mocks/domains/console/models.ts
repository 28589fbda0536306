/**
 * The mock models behind the proxies: deterministic answers in the providers' shapes, with usage
 * token counts (the console shows them).
 * - Chat (OpenAI, Claude): a short answer to the last user message in its language; with images
 *   (gpt-4o) a description of each image read from its bytes (format, pixel size, size in KB);
 *   a message naming PetName gets the pet parameters as JSON text (inspect-console.md §3, §5).
 * - Transcription (whisper): a sentence in the requested language, chosen by the audio's bytes.
 */
import type {
  ChatMessage,
  ClaudeMessage,
  CreateChatCompletionBody,
  CreateChatCompletionResponse,
  CreateClaudeMessageBody,
  CreateClaudeMessageResponse,
} from "@/generated/model";
import { randomHex } from "../../core/random";
import { wavSeconds } from "./audio";
import { fromBase64, jpegSize, pngSize } from "./png";
import {
  clipGraphemes,
  estimateTokens,
  graphemeCount,
  hashBytes,
  hashText,
  languageOfText,
  pick,
  type Language,
} from "./text";
import { IMAGE_WORK_PICTURE_MAX_BYTES } from "@/lib/upload-limits";

/** Images per message and bytes per image the console may send (decisions.md §1). */
export const MAX_IMAGES = 20;
export const MAX_IMAGE_BYTES = IMAGE_WORK_PICTURE_MAX_BYTES;
/** Only this chat model takes images (inspect-console.md §5). */
export const VISION_MODEL = "gpt-4o";
/** What an image costs in prompt tokens (OpenAI's low-detail figure). */
const IMAGE_TOKENS = 85;

export interface ImageFacts {
  format: "PNG" | "JPEG" | "remote";
  width?: number;
  height?: number;
  bytes?: number;
}

/** Reads an image part's URL: a jpeg/png data URL (checked) or an https URL (taken as is). */
export function readImage(
  url: string,
  maxBytes = MAX_IMAGE_BYTES,
): ImageFacts | { problem: string } {
  if (/^https:\/\//i.test(url)) return { format: "remote" };
  const match = /^data:image\/(png|jpe?g);base64,(.+)$/is.exec(url);
  if (!match)
    return { problem: "Only jpeg, png and jpg images (data URLs) or https URLs are accepted." };
  const bytes = fromBase64(match[2]!.replace(/\s/g, ""));
  if (!bytes) return { problem: "The image data is not valid base64." };
  if (bytes.length > maxBytes)
    return { problem: `An image is ${bytes.length} bytes; the limit is ${maxBytes}.` };
  const isPng = match[1]!.toLowerCase() === "png";
  const size = isPng ? pngSize(bytes) : jpegSize(bytes);
  if (!size) return { problem: `The image data is not a ${isPng ? "PNG" : "JPEG"} file.` };
  return { format: isPng ? "PNG" : "JPEG", ...size, bytes: bytes.length };
}

interface Turn {
  text: string;
  images: string[];
}

function turnOf(content: ChatMessage["content"] | ClaudeMessage["content"]): Turn {
  if (typeof content === "string") return { text: content, images: [] };
  const text: string[] = [];
  const images: string[] = [];
  for (const part of content) {
    if (part.type === "text") text.push(part.text);
    else if (part.type === "image_url") images.push(part.image_url.url);
  }
  return { text: text.join("\n"), images };
}

/** Every image URL of a chat request. */
export const imagesOf = (messages: readonly ChatMessage[]): string[] =>
  messages.flatMap((m) => turnOf(m.content).images);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function describeImages(images: readonly ImageFacts[], language: Language): string {
  const lines = images.map((image, i) =>
    image.format === "remote"
      ? language === "zh-cn"
        ? `图片 ${i + 1}：一张远程图片（未下载）。`
        : `Image ${i + 1}: a remote image (not downloaded).`
      : language === "zh-cn"
        ? `图片 ${i + 1}：${image.width}×${image.height} 的 ${image.format} 图片（${kb(image.bytes!)}）。`
        : `Image ${i + 1}: a ${image.width}×${image.height} ${image.format} image (${kb(image.bytes!)}).`,
  );
  const head =
    language === "zh-cn"
      ? `我看到了 ${images.length} 张图片。`
      : `I can see ${images.length} image${images.length === 1 ? "" : "s"}.`;
  return [head, ...lines].join("\n");
}

const ANSWERS: Record<Language, readonly string[]> = {
  en: [
    "Happy to help with that.",
    "Here is a thought: start small, then iterate.",
    "Good question. The short answer is that it depends on the context.",
    "Understood. Let me summarise it in one line.",
  ],
  "zh-cn": [
    "很乐意帮忙。",
    "一个想法：先从小处着手，再逐步迭代。",
    "好问题。简单来说，这取决于具体情况。",
    "明白了，我用一句话总结一下。",
  ],
};

// ── pet parameters (inspect-console.md §3, §5) ──────────────────────────────────────────────

const PET_NAMES: Record<Language, readonly string[]> = {
  en: ["Pip", "Mochi", "Ember", "Nimbus", "Pebble", "Biscuit", "Luna"],
  "zh-cn": ["团子", "小焰", "云朵", "豆豆", "星星", "阿福", "糯米"],
};
const PET_TYPES: Record<Language, readonly string[]> = {
  en: ["Cat", "Dog", "Fox", "Rabbit", "Dragon", "Owl"],
  "zh-cn": ["猫", "狗", "狐狸", "兔子", "小龙", "猫头鹰"],
};
const PET_TAGS: Record<Language, readonly string[]> = {
  en: ["Curious", "Loyal", "Playful", "Shy", "Brave", "Lazy", "Gentle"],
  "zh-cn": ["好奇", "忠诚", "贪玩", "害羞", "勇敢", "慵懒", "温柔"],
};
const ELEMENTS = ["Fire", "Water", "Wind", "Light", "Dark"] as const;

export interface PetParameters {
  PetName: string;
  PetType: string;
  PetGender: "Male" | "Female" | "None";
  PetSize: "Medium" | "Small";
  PetCommunication: "Introverted" | "Extroverted" | "Mixed";
  PetDecisionMaking: "Emotional" | "Rational";
  PetPlanning: "Strict" | "Casual";
  PetPersonalityTags: string[];
  PetBaseType: string[];
  PetDescription: string;
}

/** Pet parameters within every §5 rule, chosen by the request's text. */
export function petParameters(seedText: string, language: Language): PetParameters {
  const h = hashText(seedText);
  const bit = (n: number) => (h >>> n) & 1;
  const name = pick(PET_NAMES[language], h);
  const type = pick(PET_TYPES[language], h >>> 3);
  const size = bit(6) ? "Small" : "Medium";
  const tagCount = 1 + ((h >>> 7) % 3);
  const tags = Array.from(
    { length: tagCount },
    (_, i) => PET_TAGS[language][((h >>> 9) + i * 2) % PET_TAGS[language].length]!,
  );
  const first = (h >>> 12) % (ELEMENTS.length + 1);
  const base =
    first === ELEMENTS.length
      ? ["None"]
      : bit(15)
        ? [ELEMENTS[first]!, ELEMENTS[(first + 2) % ELEMENTS.length]!]
        : [ELEMENTS[first]!];
  const weight = size === "Small" ? 2 + ((h >>> 16) % 3) : 6 + ((h >>> 16) % 6);
  const description =
    language === "zh-cn"
      ? `${name}是一只${tags.join("、")}的${type}，体重约 ${weight} 公斤，属性为${base.join("和")}，最喜欢在酒吧的吧台上打盹。`
      : `${name} is a ${tags.join(", ").toLowerCase()} ${type.toLowerCase()} of about ${weight} kg with ${base.join(" and ")} nature who naps on the bar counter.`;
  return {
    PetName: clipGraphemes(name, 7),
    PetType: type,
    PetGender: (["Male", "Female", "None"] as const)[(h >>> 17) % 3]!,
    PetSize: size,
    PetCommunication: (["Introverted", "Extroverted", "Mixed"] as const)[(h >>> 19) % 3]!,
    PetDecisionMaking: bit(21) ? "Emotional" : "Rational",
    PetPlanning: bit(22) ? "Strict" : "Casual",
    PetPersonalityTags: tags,
    PetBaseType: base,
    PetDescription: clipGraphemes(description, 120),
  };
}

// ── the answers ─────────────────────────────────────────────────────────────────────────────

/** The text of the model's answer to a conversation (the last user turn drives it). */
export function answerText(
  turns: readonly { role: string; turn: Turn }[],
  images: readonly ImageFacts[],
): string {
  const last = [...turns].reverse().find((t) => t.role === "user")?.turn ?? {
    text: "",
    images: [],
  };
  const allText = turns.map((t) => t.turn.text).join("\n");
  const language = languageOfText(last.text || allText);
  if (/PetName/.test(allText))
    return JSON.stringify(petParameters(allText, languageOfText(last.text)));
  const lastImages = images.slice(images.length - last.images.length);
  const parts: string[] = [];
  if (lastImages.length > 0) parts.push(describeImages(lastImages, language));
  parts.push(pick(ANSWERS[language], hashText(`${last.text}#${turns.length}`)));
  if (last.text.trim() !== "") {
    const quote = graphemeCount(last.text) > 80 ? `${clipGraphemes(last.text, 80)}…` : last.text;
    parts.push(language === "zh-cn" ? `你说：“${quote}”` : `You said: “${quote}”`);
  }
  return parts.join("\n\n");
}

const promptTokens = (turns: readonly { turn: Turn }[]) =>
  turns.reduce((n, t) => n + estimateTokens(t.turn.text) + t.turn.images.length * IMAGE_TOKENS, 0);

/** OpenAI's chat completion for a (checked) request. */
export function chatCompletion(
  body: CreateChatCompletionBody,
  images: readonly ImageFacts[],
  now: number,
): CreateChatCompletionResponse {
  const turns = body.messages.map((m) => ({ role: m.role, turn: turnOf(m.content) }));
  const content = answerText(turns, images);
  const prompt = promptTokens(turns);
  const completion = estimateTokens(content);
  return {
    id: `chatcmpl-${randomHex(12)}`,
    object: "chat.completion",
    created: Math.floor(now / 1000),
    model: body.model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completion,
      total_tokens: prompt + completion,
    },
  };
}

/** Anthropic's message for a (checked) request. */
export function claudeMessage(body: CreateClaudeMessageBody): CreateClaudeMessageResponse {
  const turns = body.messages.map((m) => ({ role: m.role, turn: turnOf(m.content) }));
  const text = answerText(turns, []);
  const output = Math.min(body.max_tokens, estimateTokens(text));
  return {
    id: `msg_${randomHex(12)}`,
    type: "message",
    role: "assistant",
    content: [{ type: "text", text }],
    model: body.model,
    stop_reason: "end_turn",
    usage: { input_tokens: promptTokens(turns), output_tokens: output },
  };
}

/** Audio types whisper takes (inspect-console.md §5). */
export const AUDIO_EXTENSIONS = ["mp3", "webm", "wav", "mpeg", "mpga"] as const;
const AUDIO_TYPES = /^audio\/(mpeg|mp3|webm|wav|x-wav|wave|mpga)$|^video\/webm$/;

export function isAudioFile(file: { name: string; type: string }): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (
    (extension !== undefined && (AUDIO_EXTENSIONS as readonly string[]).includes(extension)) ||
    AUDIO_TYPES.test(file.type.split(";")[0]!.trim())
  );
}

const SENTENCES: Record<Language, readonly string[]> = {
  en: [
    "Good evening, I'd like the bartender's signature cocktail, please.",
    "The music tonight is wonderful.",
    "Could we sit by the window and watch the stars?",
    "Let's play a round of darts before we go.",
  ],
  "zh-cn": [
    "晚上好，我想要一杯调酒师的招牌鸡尾酒。",
    "今晚的音乐真不错。",
    "我们可以坐在窗边看星星吗？",
    "走之前我们来玩一局飞镖吧。",
  ],
};

/** Whisper's text for the audio: a sentence in the language (zh → Chinese), by the audio's bytes. */
export function transcribe(bytes: Uint8Array, language: string | undefined): string {
  const lang: Language = language === "en" ? "en" : "zh-cn";
  const sentence = pick(SENTENCES[lang], hashBytes(bytes));
  const seconds = wavSeconds(bytes);
  // A long recording says the sentence more than once (one sentence per ~4 s).
  const times = seconds === undefined ? 1 : Math.min(4, Math.max(1, Math.round(seconds / 4)));
  return Array.from({ length: times }, () => sentence).join(lang === "zh-cn" ? "" : " ");
}
