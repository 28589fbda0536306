/**
 * The group chat's fixed cast (inspect-console.md §2 role setting, §3 character sets): two AI
 * characters and two player personas. Their descriptions are the console's own text
 * (console:group.cast); a persona's nickname is sent as is (setRole), so it is the same in every
 * language and two consoles in different languages name a player alike.
 */
import { Costume } from "@/generated/model/costume";

export interface AiCharacter {
  key: "bartender" | "musician";
  nick: string;
}

export interface PlayerPersona {
  key: "traveller" | "pianist";
  nick: string;
  costume: Costume;
}

/** The AI characters as the group service names them (mocks/ws/README.md: roles 1 and 2). */
export const AI_CHARACTERS: readonly AiCharacter[] = [
  { key: "bartender", nick: "Mira" },
  { key: "musician", nick: "Jasper" },
];

export const PLAYER_PERSONAS: readonly PlayerPersona[] = [
  { key: "traveller", nick: "Kai", costume: Costume.Suit2 },
  { key: "pianist", nick: "Lena", costume: Costume.Suit5 },
];
