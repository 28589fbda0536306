/**
 * The bar scene's action catalogue as the mock bartender knows it (inspect-console.md §3, §9): the
 * 13 single-chat actions (ids 1-13, in the spec's order; the dart game and the drinking game are
 * games that take a score) and the joint behaviours of the multi-player card (ids 101-108, 9,
 * 111-113; their option texts use {0} and {1} for the two players' nicknames). The spec shows
 * neither the single ids nor the options: these are the mock's, listed in mocks/ws/README.md for
 * the console. Each option moves the player's friendliness by `change`.
 */
import type { Text } from "./text";

export interface ActionOption {
  answer_no: number;
  label: Text;
  /** Friendliness change when the player picks it. */
  change: number;
}

export interface CatalogueAction {
  action_id: number;
  name: Text;
  /** A game: reported with playGame and a score, not with gameAction. */
  isGame: boolean;
  /** A joint behaviour of the multi-player card. */
  joint: boolean;
  options: ActionOption[];
  /** Scores the console may offer for a game. */
  scores?: number[];
}

const option = (answer_no: number, change: number, en: string, zh: string): ActionOption => ({
  answer_no,
  change,
  label: { en, "zh-cn": zh },
});

const single = (
  action_id: number,
  en: string,
  zh: string,
  options: ActionOption[],
): CatalogueAction => ({
  action_id,
  name: { en, "zh-cn": zh },
  isGame: false,
  joint: false,
  options,
});

const game = (
  action_id: number,
  en: string,
  zh: string,
  joint: boolean,
  scores?: number[],
): CatalogueAction => ({
  action_id,
  name: { en, "zh-cn": zh },
  isGame: true,
  joint,
  options: [],
  ...(scores ? { scores } : {}),
});

const joint = (
  action_id: number,
  en: string,
  zh: string,
  options: ActionOption[],
): CatalogueAction => ({ ...single(action_id, en, zh, options), joint: true });

const CITIES = [
  option(1, 3, "Shanghai", "上海"),
  option(2, 3, "Paris", "巴黎"),
  option(3, 3, "Tokyo", "东京"),
  option(4, 5, "Stay in this town", "留在这座小镇"),
];

/** The single-chat catalogue: 13 actions. */
export const SINGLE_ACTIONS: readonly CatalogueAction[] = [
  single(1, "Dance floor", "舞池", [
    option(1, 6, "Invite the bartender to dance", "邀请调酒师跳舞"),
    option(2, 2, "Dance alone under the lights", "在灯光下独舞"),
    option(3, 0, "Watch from the edge of the floor", "在舞池边看着"),
  ]),
  single(2, "Music style", "音乐风格", [
    option(1, 4, "Jazz", "爵士"),
    option(2, 1, "Rock", "摇滚"),
    option(3, 2, "Electronic", "电子"),
    option(4, 3, "Classical", "古典"),
  ]),
  single(3, "Toilet", "洗手间", [
    option(1, 1, "Tidy up and come straight back", "整理一下马上回来"),
    option(2, -3, "Hide there for a long while", "在里面躲了很久"),
  ]),
  single(4, "Bar", "吧台", [
    option(1, 5, "Order the bartender's signature cocktail", "点调酒师的招牌鸡尾酒"),
    option(2, 0, "Order a glass of water", "点一杯白开水"),
    option(3, -2, "Ask for the strongest drink in the house", "要店里最烈的酒"),
  ]),
  single(5, "Ice machine", "制冰机", [
    option(1, 4, "Help refill the ice", "帮忙补充冰块"),
    option(2, -3, "Crunch ice cubes loudly", "大声嚼冰块"),
  ]),
  single(6, "Painting", "挂画", [
    option(1, 4, "Ask who painted it", "问这幅画是谁画的"),
    option(2, 2, "Straighten the crooked frame", "把歪了的画框扶正"),
    option(3, -5, "Say it looks like a child's drawing", "说它像小孩子画的"),
  ]),
  single(7, "Telescope", "望远镜", [
    option(1, 1, "Look for the moon", "寻找月亮"),
    option(2, 6, "Invite the bartender to stargaze", "邀请调酒师一起看星星"),
  ]),
  single(8, "Bookshelf", "书架", [
    option(1, 5, "Read a poem aloud", "朗读一首诗"),
    option(2, 3, "Recommend a novel", "推荐一本小说"),
    option(3, -4, "Knock a book off the shelf", "把一本书碰掉了"),
  ]),
  single(9, "City choice", "城市选择", CITIES),
  game(10, "Dart game", "飞镖游戏", false, [80, 100]),
  single(11, "TV", "电视", [
    option(1, -1, "Switch to the football match", "换到足球比赛"),
    option(2, 2, "Turn the TV off", "关掉电视"),
    option(3, 4, "Put on an old film", "放一部老电影"),
  ]),
  single(12, "Microphone", "麦克风", [
    option(1, 6, "Sing a love song", "唱一首情歌"),
    option(2, 3, "Tell a joke", "讲一个笑话"),
    option(3, 4, "Toast the bartender", "向调酒师敬酒"),
  ]),
  game(13, "Drinking game", "拼酒游戏", false),
];

/** The multi-player card's joint behaviours: ids 101-108, 9, 111-113. */
export const JOINT_ACTIONS: readonly CatalogueAction[] = [
  joint(101, "Dance together", "一起跳舞", [
    option(1, 4, "{0} invites {1} to dance", "{0}邀请{1}跳舞"),
    option(2, 6, "{0} and {1} dance a duet for the bartender", "{0}和{1}为调酒师跳双人舞"),
  ]),
  joint(102, "Drinks", "请喝酒", [
    option(1, 3, "{0} buys {1} a drink", "{0}请{1}喝一杯"),
    option(2, 2, "{0} and {1} order the same cocktail", "{0}和{1}点了同一款鸡尾酒"),
  ]),
  joint(103, "Toast", "干杯", [
    option(1, 5, "{0} and {1} toast the bartender", "{0}和{1}向调酒师敬酒"),
    option(2, 2, "{0} toasts {1}", "{0}向{1}敬酒"),
  ]),
  joint(104, "Duet", "合唱", [
    option(1, 5, "{0} and {1} sing a duet", "{0}和{1}合唱一曲"),
    option(2, 2, "{0} sings while {1} claps along", "{0}唱歌，{1}在一旁打拍子"),
  ]),
  joint(105, "Stories", "讲故事", [
    option(1, 3, "{0} tells {1} a story about the town", "{0}给{1}讲小镇的故事"),
    option(2, 3, "{0} and {1} swap travel stories", "{0}和{1}交换旅行故事"),
  ]),
  joint(106, "Argument", "争论", [
    option(1, -4, "{0} argues with {1} about the music", "{0}和{1}为音乐争吵"),
    option(2, 3, "{0} makes up with {1}", "{0}和{1}和好了"),
  ]),
  joint(107, "Helping out", "帮忙", [
    option(1, 5, "{0} and {1} help clean the bar", "{0}和{1}帮忙打扫吧台"),
    option(2, 4, "{0} and {1} refill the ice together", "{0}和{1}一起补充冰块"),
  ]),
  joint(108, "Photo", "合影", [
    option(1, 4, "{0} takes a photo of {1} with the bartender", "{0}给{1}和调酒师拍合照"),
    option(2, 1, "{0} and {1} take a selfie", "{0}和{1}自拍"),
  ]),
  joint(9, "City choice", "城市选择", [
    option(1, 3, "{0} and {1} plan a trip to Shanghai", "{0}和{1}计划去上海旅行"),
    option(2, 3, "{0} and {1} plan a trip to Paris", "{0}和{1}计划去巴黎旅行"),
    option(3, 3, "{0} and {1} plan a trip to Tokyo", "{0}和{1}计划去东京旅行"),
    option(4, 5, "{0} and {1} decide to stay in town", "{0}和{1}决定留在小镇"),
  ]),
  game(111, "Darts together", "一起玩飞镖", true, [80, 100]),
  game(112, "Drinking game together", "一起拼酒", true),
  joint(113, "Leaving", "离开", [
    option(1, 2, "{0} and {1} leave the bar together", "{0}和{1}一起离开酒吧"),
    option(2, 4, "{0} walks {1} home", "{0}送{1}回家"),
  ]),
];

const byId = new Map<number, CatalogueAction>();
// Joint first, then single: id 9 (city choice, in both lists with the same options) resolves to
// the single action; its answer numbers and changes are the same either way.
for (const action of [...JOINT_ACTIONS, ...SINGLE_ACTIONS]) byId.set(action.action_id, action);

/** The action of the catalogue with this id (single or joint). */
export const findAction = (actionId: number): CatalogueAction | undefined => byId.get(actionId);

/** The option of an action with this answer number. */
export const findOption = (action: CatalogueAction, answerNo: number): ActionOption | undefined =>
  action.options.find((o) => o.answer_no === answerNo);

/**
 * Friendliness change for a game score: the dart game's 100 is the best throw, 80 a good one; a
 * poor score costs a little.
 */
export function scoreChange(score: number): number {
  if (score >= 100) return 8;
  if (score >= 80) return 5;
  if (score >= 50) return 2;
  if (score >= 20) return 0;
  return -3;
}
