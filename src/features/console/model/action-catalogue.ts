/**
 * The bar scene's action catalogues (inspect-console.md §3, §9): 13 single-player actions (two of
 * them games that take a score: the dart game and the drinking game) and the joint behaviours of
 * two players (ids 101-108, 9, 111-113), whose option texts name the two players as {0} and {1}.
 * The ids and option numbers (answer_no) are what gameAction / playGame send; the spec shows
 * neither, so they are the game service's (mocks/ws/README.md lists the mock's, which these
 * follow). The labels are the console's own text, in console:actions / console:jointActions.
 */

/** One action of a catalogue. */
export interface BarAction {
  /** action_id (or game_id for a game). */
  id: number;
  /** A game takes a score (playGame) instead of an option (gameAction). */
  isGame: boolean;
  /** The options' answer_no values, in display order (none for a game). */
  options: readonly number[];
  /** Scores the game's board offers (a hint; any number >= 0 is accepted). */
  scores?: readonly number[];
}

const numbered = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const action = (id: number, options: number): BarAction => ({
  id,
  isGame: false,
  options: numbered(options),
});
const game = (id: number, scores?: readonly number[]): BarAction => ({
  id,
  isGame: true,
  options: [],
  ...(scores ? { scores } : {}),
});

/** §9: the dart game scores 80 or 100. */
export const DART_SCORES = [80, 100] as const;

/** The 13 single-player actions (§9), in the spec's order. */
export const SINGLE_ACTIONS: readonly BarAction[] = [
  action(1, 3), // dance floor
  action(2, 4), // music style
  action(3, 2), // toilet
  action(4, 3), // bar
  action(5, 2), // ice machine
  action(6, 3), // painting
  action(7, 2), // telescope
  action(8, 3), // bookshelf
  action(9, 4), // city choice
  game(10, DART_SCORES), // dart game
  action(11, 3), // TV
  action(12, 3), // microphone
  game(13), // drinking game
];

/** The joint behaviours of two players (§3: 101-108, 9, 111-113); 111 and 112 are games. */
export const JOINT_ACTIONS: readonly BarAction[] = [
  action(101, 2),
  action(102, 2),
  action(103, 2),
  action(104, 2),
  action(105, 2),
  action(106, 2),
  action(107, 2),
  action(108, 2),
  action(9, 4),
  game(111, DART_SCORES),
  game(112),
  action(113, 2),
];

export const findAction = (catalogue: readonly BarAction[], id: number) =>
  catalogue.find((candidate) => candidate.id === id);

/** A joint option's text with {0} and {1} replaced by the two players' nicknames. */
export const fillJointTemplate = (template: string, first: string, second: string) =>
  template.replaceAll("{0}", first).replaceAll("{1}", second);
