/**
 * Seed text for comments and replies, in Chinese and English, about AI-assisted game making.
 * Templates take a topic ({t}); the seeded faker picks them, so the same seed writes the same text.
 */
import type { Faker } from "@faker-js/faker";

const TOPICS_ZH = [
  "角色立绘",
  "场景建模",
  "贴图生成",
  "配音合成",
  "关卡设计",
  "像素风格",
  "提示词",
  "动作捕捉",
  "NPC 对话",
  "光照烘焙",
  "背景音乐",
  "UI 图标",
];

const TOPICS_EN = [
  "character art",
  "environment modelling",
  "texture generation",
  "voice synthesis",
  "level design",
  "pixel art",
  "prompting",
  "motion capture",
  "NPC dialogue",
  "light baking",
  "background music",
  "UI icons",
];

const COMMENTS_ZH = [
  "写得很清楚，尤其是{t}那部分，收藏了慢慢看。",
  "请问{t}用的是哪个模型？效果比我自己试的好太多了。",
  "终于有人把{t}讲明白了，感谢分享！",
  "试了一下文中的方法，{t}的速度快了一倍。",
  "{t}这一块能不能再出一篇详细的教程？",
  "画面风格很统一，{t}做得很用心。",
  "玩了十分钟停不下来，期待正式版！",
  "作为独立开发者，这种{t}的思路太有用了。",
  "有个小问题：{t}导出的时候分辨率会变低，是正常的吗？",
  "已经推荐给我们组的美术同学了 👍",
  "{t}的对比图很直观，一看就懂。",
  "这个 Demo 的手感不错，就是{t}还可以再打磨一下。",
];

const COMMENTS_EN = [
  "Really clear write-up, especially the part on {t}. Bookmarked.",
  "Which model did you use for {t}? Mine never looks this clean.",
  "Finally someone explains {t} properly. Thanks for sharing!",
  "Tried the workflow from this post and {t} got twice as fast.",
  "Could you do a deeper tutorial on {t}?",
  "The art direction is so consistent, you can tell a lot of care went into {t}.",
  "Played for ten minutes and couldn't stop. Looking forward to the full release!",
  "As a solo dev, this approach to {t} is exactly what I needed.",
  "Small question: the resolution drops when I export {t}, is that expected?",
  "Sharing this with the art team right away 👍",
  "The before/after shots for {t} make it instantly clear.",
  "The demo feels great; {t} could use a bit more polish though.",
];

const REPLIES_ZH = [
  "同问！",
  "我也遇到过，换成高分辨率模式就好了。",
  "谢谢支持，下一篇就写{t}。",
  "赞同，{t}确实是关键。",
  "可以看看作者主页，里面有更详细的说明。",
  "哈哈，我也是玩了好久。",
  "用的是开源模型，参数在文章末尾。",
  "好主意，我去试试。",
];

const REPLIES_EN = [
  "Same question here!",
  "Had the same issue, switching to high-res mode fixed it for me.",
  "Thanks! The next post will be about {t}.",
  "Agreed, {t} is the key part.",
  "Check the author's profile, there's a longer guide there.",
  "Haha, same, lost an hour to it.",
  "It's an open model; the settings are at the end of the post.",
  "Good idea, I'll give it a try.",
];

function fill(faker: Faker, template: string, english: boolean): string {
  return template.replace("{t}", faker.helpers.arrayElement(english ? TOPICS_EN : TOPICS_ZH));
}

/** A comment, Chinese or English (about half each). */
export function commentText(faker: Faker): string {
  const english = faker.datatype.boolean();
  return fill(faker, faker.helpers.arrayElement(english ? COMMENTS_EN : COMMENTS_ZH), english);
}

/** A reply, in the language of the text it answers when known. */
export function replyText(faker: Faker, answering?: string): string {
  const english = answering ? !/[\u4e00-\u9fff]/.test(answering) : faker.datatype.boolean();
  return fill(faker, faker.helpers.arrayElement(english ? REPLIES_EN : REPLIES_ZH), english);
}
