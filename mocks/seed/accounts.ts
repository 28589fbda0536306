/**
 * The seeded accounts: the creator and the reader of README.md, 40 other users with Chinese and
 * English names (some with avatars, some drawn as letter avatars) and one blocked account.
 * Deterministic: the same seed and seededAt give the same users.
 */
import type { Faker } from "@faker-js/faker";
import { Gender, UserLanguage } from "@/generated/model";
import type { MockState } from "../core/state";
import { insertRecords } from "../db/insert";
import type { UserRecord } from "../db/accounts";
import { avatarUrl } from "../domains/accounts/queries";
import { createFaker, createEnglishFaker, SEED_SALT } from "./faker";
import { BLOCKED, CREATOR, OTHER_USER_IDS, OTHER_USER_PASSWORD, READER } from "./users";

const DAY = 86_400_000;

const HANDLE_FIRST = [
  "Neon",
  "Pixel",
  "Shader",
  "Voxel",
  "Lunar",
  "Quiet",
  "Copper",
  "Echo",
  "Nova",
  "Rogue",
  "Amber",
  "Cobalt",
  "Paper",
  "Frost",
  "Ember",
  "Static",
];
const HANDLE_SECOND = [
  "Rabbit",
  "Witch",
  "Smith",
  "Forge",
  "Moth",
  "Pilot",
  "Lantern",
  "Garden",
  "Knight",
  "Atlas",
  "Sprite",
  "Harbor",
  "Drifter",
  "Owl",
];
const CHINESE_HANDLES = [
  "像素旅人",
  "夜航星",
  "半糖建模师",
  "云端画匠",
  "代码与猫",
  "山海绘卷",
  "独立游戏小馆",
  "声音收藏家",
  "拾光工作室",
  "橘子汽水",
];

const ENGLISH_PROFILES = [
  "Indie dev. Making small games with big feelings.",
  "Concept artist exploring AI-assisted workflows.",
  "3D generalist: Blender, Houdini and too much coffee.",
  "Writing about procedural generation and game feel.",
  "Sound designer turning noise into worlds.",
  "Prompt tinkerer, level designer, weekend jammer.",
  "Teaching myself shaders one frame at a time.",
  "Technical artist. Pipelines, tools and tiny demos.",
  "Narrative designer; I write quests for robots.",
];
const CHINESE_PROFILES = [
  "独立游戏开发者，喜欢像素风和温柔的故事。",
  "原画师，正在探索 AI 辅助创作流程。",
  "3D 美术，Blender 爱好者，偶尔做做小游戏。",
  "关注程序化生成与游戏手感的研究。",
  "音效设计，把声音做成世界。",
  "关卡设计师，周末参加 Game Jam。",
  "技术美术，写工具、做管线、攒 Demo。",
  "喜欢用 AI 画分镜，也喜欢写剧情。",
  "",
];

/** A Latin display name that keeps the display-name rule (letters and digits, 2-20). */
function latinName(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, "").slice(0, 20);
}

interface Persona {
  user_name: string;
  email: string;
  language: UserLanguage;
  profiles: string;
}

function chinesePersona(zh: Faker, en: Faker, n: number, taken: Set<string>): Persona {
  const handle = zh.helpers.arrayElement(CHINESE_HANDLES);
  const user_name =
    zh.datatype.boolean(0.35) && !taken.has(handle)
      ? handle
      : `${zh.person.lastName()}${zh.person.firstName()}`;
  const local = latinName(en.internet.username()).toLowerCase() || "user";
  return {
    user_name,
    email: `${local}${n}@example.cn`,
    language: zh.helpers.arrayElement([
      UserLanguage.Chinese,
      UserLanguage.Chinese,
      UserLanguage.Draft,
    ]),
    profiles: zh.helpers.arrayElement(CHINESE_PROFILES),
  };
}

function englishPersona(en: Faker, n: number, taken: Set<string>): Persona {
  const first = en.person.firstName();
  const last = en.person.lastName();
  const handle = `${en.helpers.arrayElement(HANDLE_FIRST)}${en.helpers.arrayElement(HANDLE_SECOND)}`;
  const user_name =
    en.datatype.boolean(0.5) && !taken.has(handle) ? handle : latinName(`${first}${last}`);
  const local = latinName(`${first}.${last}`).toLowerCase();
  return {
    user_name: user_name.length >= 2 ? user_name : `Maker${n}`,
    email: `${local}${n}@example.com`,
    language: en.helpers.arrayElement([
      UserLanguage.English,
      UserLanguage.English,
      UserLanguage.Draft,
    ]),
    profiles: en.datatype.boolean(0.85) ? en.helpers.arrayElement(ENGLISH_PROFILES) : "",
  };
}

export function seededUsers(state: MockState): UserRecord[] {
  const zh = createFaker(state.seed, SEED_SALT.accounts);
  const en = createEnglishFaker(state.seed, SEED_SALT.accounts);
  const at = (daysAgo: number) => state.seededAt - daysAgo * DAY;

  const creator: UserRecord = {
    user_id: CREATOR.user_id,
    user_name: CREATOR.user_name,
    user_url: avatarUrl(CREATOR.user_id, CREATOR.user_name),
    user_profiles:
      "Indie dev making pixel-art roguelikes with AI tools. 用 AI 工具做像素风 Roguelike 的独立开发者。",
    gender: Gender.Male,
    email: CREATOR.email,
    language: UserLanguage.English,
    password: CREATOR.password,
    created_at: at(420),
    blocked: false,
  };
  const reader: UserRecord = {
    user_id: READER.user_id,
    user_name: READER.user_name,
    user_url: "",
    user_profiles: "爱读游戏设计与 AI 创作的文章，偶尔写写读后感。",
    gender: Gender.Female,
    email: READER.email,
    language: UserLanguage.Chinese,
    password: READER.password,
    created_at: at(200),
    blocked: false,
  };
  const taken = new Set<string>([CREATOR.user_name, READER.user_name]);
  const others = OTHER_USER_IDS.map((user_id, i): UserRecord => {
    const n = Number(user_id) - 1000;
    const persona = i % 2 === 0 ? chinesePersona(zh, en, n, taken) : englishPersona(en, n, taken);
    taken.add(persona.user_name);
    return {
      user_id,
      user_name: persona.user_name,
      // About 60% draw an avatar picture; the others show the letter avatar.
      user_url: en.number.int({ min: 0, max: 9 }) < 6 ? avatarUrl(user_id, persona.user_name) : "",
      user_profiles: persona.profiles,
      gender: en.helpers.arrayElement([Gender.Unknown, Gender.Male, Gender.Female]),
      email: persona.email,
      language: persona.language,
      password: OTHER_USER_PASSWORD,
      created_at: at(en.number.int({ min: 20, max: 700 })),
      blocked: false,
    };
  });
  const blocked: UserRecord = {
    user_id: BLOCKED.user_id,
    user_name: BLOCKED.user_name,
    user_url: "",
    user_profiles: "",
    gender: Gender.Unknown,
    email: BLOCKED.email,
    language: UserLanguage.Draft,
    password: BLOCKED.password,
    created_at: at(90),
    blocked: true,
  };
  return [creator, reader, ...others, blocked];
}

export async function seedAccounts(state: MockState): Promise<void> {
  await insertRecords(state.db.users, seededUsers(state));
}
