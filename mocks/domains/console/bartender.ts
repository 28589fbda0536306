/**
 * The mock AI bartender of the single chat: a deterministic reply to each line, behaviour and game
 * score, and the friendliness change it brings (AiFeed). Compliments raise friendliness, rudeness
 * lowers it, a question earns a little and a follow-up reply, a repeated line costs a little; an
 * action moves it by its option's change, a game by its score. The same input always gives the same
 * reply, so tests and QA can rely on it.
 */
import type { AiFeed } from "@/generated/model";
import type { ActionOption, CatalogueAction } from "./catalogue";
import { scoreChange } from "./catalogue";
import { hashText, pick, type Language, type Text } from "./text";

/** Every player's friendliness when they join. */
export const START_RELATIONSHIP = 40;
/** The winner rule: rank 1 wins the AI's contact code only above this (inspect-console.md §6). */
export const WINNER_THRESHOLD = 60;
export const RELATIONSHIP_MIN = 0;
export const RELATIONSHIP_MAX = 100;

export const clampRelationship = (value: number): number =>
  Math.min(RELATIONSHIP_MAX, Math.max(RELATIONSHIP_MIN, Math.round(value)));

/** One reply before the running friendliness is applied. */
export interface Reaction {
  content: string;
  behavior_desc: string;
  change: number;
  reason: string;
}

type Pool = Record<Language, readonly string[]>;

const POSITIVE_WORDS = [
  "thank",
  "beautiful",
  "lovely",
  "love",
  "like",
  "great",
  "amazing",
  "wonderful",
  "cute",
  "nice",
  "kind",
  "sweet",
  "cheers",
  "谢谢",
  "喜欢",
  "漂亮",
  "好看",
  "可爱",
  "厉害",
  "温柔",
  "干杯",
  "开心",
  "棒",
];
const NEGATIVE_WORDS = [
  "ugly",
  "stupid",
  "boring",
  "hate",
  "shut up",
  "idiot",
  "awful",
  "terrible",
  "rude",
  "丑",
  "笨",
  "无聊",
  "讨厌",
  "闭嘴",
  "滚",
  "难喝",
  "烦",
  "蠢",
];

const has = (line: string, words: readonly string[]) => {
  const lower = line.toLowerCase();
  return words.some((word) => lower.includes(word));
};

type Mood = "warm" | "cold" | "curious" | "plain" | "repeat";

const LINE_CHANGE: Record<Mood, number> = { warm: 5, cold: -6, curious: 2, plain: 1, repeat: -2 };

const LINE_REPLIES: Record<Mood, Pool> = {
  warm: {
    en: [
      "You know how to make a bartender smile. This one's on the house.",
      "Flattery works on me more than it should. Tell me more.",
      "That's the nicest thing anyone has said at this bar tonight.",
    ],
    "zh-cn": [
      "你真会让调酒师开心，这杯我请。",
      "好话对我总是很管用，再多说几句吧。",
      "这是今晚这间酒吧里我听过最好听的话。",
    ],
  },
  cold: {
    en: [
      "Careful. I decide who gets the good ice.",
      "I've heard worse, but not tonight.",
      "Say that again and you're drinking tap water.",
    ],
    "zh-cn": [
      "说话小心点，好冰块给谁可是我说了算。",
      "我听过更难听的，不过不是今晚。",
      "再这么说，你就只能喝自来水了。",
    ],
  },
  curious: {
    en: [
      "Good question. Most people only ask for the menu.",
      "I'll answer that if you answer one of mine later.",
      "Ask me again after the second drink.",
    ],
    "zh-cn": [
      "好问题，大多数人只会问菜单。",
      "我可以回答，不过之后你也得回答我一个问题。",
      "等第二杯下肚再问我一次吧。",
    ],
  },
  plain: {
    en: [
      "Mm-hm. Go on, I'm listening.",
      "The night is long. What else is on your mind?",
      "Noted. Anything to drink with that?",
    ],
    "zh-cn": ["嗯，继续说，我在听。", "夜还长着呢，你还在想什么？", "记下了，要配点什么喝的吗？"],
  },
  repeat: {
    en: ["You said that already. Try something new.", "Déjà vu. Same line, same bartender."],
    "zh-cn": ["这句话你已经说过了，换点新鲜的吧。", "似曾相识：同样的话，同一个调酒师。"],
  },
};

const LINE_BEHAVIOURS: Record<Mood, Pool> = {
  warm: {
    en: ["smiles and slides a glass across the bar", "laughs and leans on the counter"],
    "zh-cn": ["微笑着把一杯酒推过吧台", "笑着靠在吧台上"],
  },
  cold: {
    en: ["raises an eyebrow and keeps polishing a glass", "turns away to the shelf of bottles"],
    "zh-cn": ["挑了挑眉，继续擦着杯子", "转身去整理酒柜"],
  },
  curious: {
    en: ["tilts her head, thinking", "pauses with the shaker in her hand"],
    "zh-cn": ["歪着头想了想", "拿着调酒壶停了下来"],
  },
  plain: { en: ["nods", ""], "zh-cn": ["点了点头", ""] },
  repeat: { en: ["sighs"], "zh-cn": ["叹了口气"] },
};

const LINE_REASONS: Record<Mood, Text> = {
  warm: { en: "You were kind to the bartender.", "zh-cn": "你对调酒师很友善。" },
  cold: { en: "You were rude to the bartender.", "zh-cn": "你对调酒师很无礼。" },
  curious: { en: "You showed interest in the bartender.", "zh-cn": "你对调酒师表现出兴趣。" },
  plain: { en: "A pleasant chat.", "zh-cn": "愉快的闲聊。" },
  repeat: { en: "You repeated yourself.", "zh-cn": "你重复了自己的话。" },
};

const FOLLOW_UPS: Pool = {
  en: ["And what brings you to this town?", "Your turn: what's your favourite drink?"],
  "zh-cn": ["那你为什么会来这座小镇？", "轮到你了：你最喜欢喝什么？"],
};

function moodOf(line: string, lastAsk: string): Mood {
  const normal = (text: string) => text.trim().toLowerCase();
  if (lastAsk !== "" && normal(line) === normal(lastAsk)) return "repeat";
  if (has(line, NEGATIVE_WORDS)) return "cold";
  if (has(line, POSITIVE_WORDS)) return "warm";
  if (/[?？]\s*$/.test(line)) return "curious";
  return "plain";
}

/** The bartender's reply to a chat line (a question brings a second, follow-up reply). */
export function reactToLine(line: string, lastAsk: string, turn: number, language: Language) {
  const mood = moodOf(line, lastAsk);
  const hash = hashText(`${line}#${turn}`);
  const reactions: Reaction[] = [
    {
      content: pick(LINE_REPLIES[mood][language], hash),
      behavior_desc: pick(LINE_BEHAVIOURS[mood][language], hash >>> 3),
      change: LINE_CHANGE[mood],
      reason: LINE_REASONS[mood][language],
    },
  ];
  if (mood === "curious") {
    reactions.push({
      content: pick(FOLLOW_UPS[language], hash >>> 5),
      behavior_desc: "",
      change: 0,
      reason: LINE_REASONS.plain[language],
    });
  }
  return reactions;
}

const ACTION_REPLIES: Record<"up" | "flat" | "down", Pool> = {
  up: {
    en: ["“{b}” — now that is my kind of guest.", "“{b}”? You just made my night."],
    "zh-cn": ["“{b}”——这才是我喜欢的客人。", "“{b}”？你让我今晚心情大好。"],
  },
  flat: {
    en: ["“{b}”. Fair enough.", "“{b}”. I've seen stranger things in here."],
    "zh-cn": ["“{b}”，也行吧。", "“{b}”，这里比这更奇怪的事我都见过。"],
  },
  down: {
    en: ["“{b}”? Really?", "“{b}”. I'll pretend I didn't see that."],
    "zh-cn": ["“{b}”？真的吗？", "“{b}”，我就当没看见吧。"],
  },
};

const ACTION_BEHAVIOURS: Record<"up" | "flat" | "down", Text> = {
  up: { en: "claps and pours a little extra", "zh-cn": "拍了拍手，多倒了一点酒" },
  flat: { en: "shrugs", "zh-cn": "耸了耸肩" },
  down: { en: "frowns and wipes the counter harder", "zh-cn": "皱起眉，更用力地擦着吧台" },
};

const direction = (change: number) => (change > 0 ? "up" : change < 0 ? "down" : "flat");

/**
 * The reply to a behaviour. `described` is the console's own text of it (a joint behaviour's
 * option with the nicknames filled in); without it the option's label is used.
 */
export function reactToAction(
  action: CatalogueAction,
  choice: ActionOption,
  described: string | undefined,
  language: Language,
): Reaction {
  const way = direction(choice.change);
  const behaviour = described?.trim() || choice.label[language];
  return {
    content: pick(ACTION_REPLIES[way][language], hashText(behaviour)).replace("{b}", behaviour),
    behavior_desc: ACTION_BEHAVIOURS[way][language],
    change: choice.change,
    reason:
      language === "zh-cn"
        ? `行为：${action.name[language]}——${behaviour}`
        : `Behaviour: ${action.name[language]} — ${behaviour}`,
  };
}

/** The reply to a game score. */
export function reactToGame(action: CatalogueAction, score: number, language: Language): Reaction {
  const change = scoreChange(score);
  const way = direction(change);
  const content: Record<typeof way, Text> = {
    up: {
      en: `${score} points at the ${action.name.en.toLowerCase()}! Drinks are on me.`,
      "zh-cn": `${action.name["zh-cn"]}拿了 ${score} 分！这杯我请。`,
    },
    flat: {
      en: `${score} points. Not bad, not great.`,
      "zh-cn": `${score} 分，不算好也不算差。`,
    },
    down: {
      en: `${score} points? Maybe stick to talking.`,
      "zh-cn": `${score} 分？你还是多聊聊天吧。`,
    },
  };
  return {
    content: content[way][language],
    behavior_desc: ACTION_BEHAVIOURS[way][language],
    change,
    reason:
      language === "zh-cn"
        ? `游戏：${action.name[language]} ${score} 分`
        : `Game: ${action.name[language]}, ${score} points`,
  };
}

/** The replies as AiFeed entries, each carrying the friendliness after it; also the final value. */
export function toFeeds(start: number, reactions: readonly Reaction[]) {
  let value = clampRelationship(start);
  const feeds: AiFeed[] = reactions.map((reaction) => {
    const next = clampRelationship(value + reaction.change);
    const feed: AiFeed = {
      content: reaction.content,
      behavior_desc: reaction.behavior_desc,
      relationship_value: next,
      relationship_change_value: next - value,
      relationship_change_reason: reaction.reason,
    };
    value = next;
    return feed;
  });
  return { feeds, value };
}
