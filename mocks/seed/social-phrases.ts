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

/** What a comment is about: an article, a game demo or an image work. */
export type CommentSubject = "article" | "demo" | "image";

const COMMENTS_ZH: Record<CommentSubject, readonly string[]> = {
  article: [
    "写得很清楚，尤其是{t}那部分，收藏了慢慢看。",
    "请问{t}用的是哪个模型？文中的效果比我自己试的好太多了。",
    "终于有人把{t}讲明白了，感谢分享！",
    "照着文中的方法试了一下，{t}的速度快了一倍。",
    "{t}这一块能不能再出一篇详细的教程？",
    "作为独立开发者，这种{t}的思路太有用了。",
    "有个小问题：按文中步骤做{t}，导出时分辨率会变低，是正常的吗？",
    "{t}的对比图很直观，一看就懂。",
    "已经转给我们组的美术同学了，{t}那段正好用得上 👍",
    "第三步的参数能再解释一下吗？{t}我一直调不好。",
  ],
  demo: [
    "玩了十分钟停不下来，期待正式版！",
    "这个 Demo 的手感不错，就是{t}还可以再打磨一下。",
    "画面风格很统一，{t}做得很用心。",
    "第二关有点难，卡了好久，{t}的引导可以再明显一点。",
    "请问{t}是用 AI 生成后手工修的吗？完全看不出来。",
    "在网页上就能玩太方便了，已经分享给朋友。",
    "通关了！{t}和音乐配合得很好。",
    "存档好像会丢，其他都很棒，尤其是{t}。",
  ],
  image: [
    "配色太舒服了，{t}的细节也很到位。",
    "请问这组图的{t}是怎么做统一的？",
    "可以当壁纸了，求高清原图！",
    "光影处理得很自然，完全看不出是生成的。",
    "{t}的风格很有辨识度，期待更多作品。",
    "第三张最喜欢，构图很有故事感。",
    "想用在自己的 Demo 里做参考，可以吗？",
    "这个系列的{t}越来越稳定了 👍",
  ],
};

const COMMENTS_EN: Record<CommentSubject, readonly string[]> = {
  article: [
    "Really clear write-up, especially the part on {t}. Bookmarked.",
    "Which model did you use for {t}? Mine never looks this clean.",
    "Finally someone explains {t} properly. Thanks for sharing!",
    "Tried the workflow from this post and {t} got twice as fast.",
    "Could you do a deeper tutorial on {t}?",
    "As a solo dev, this approach to {t} is exactly what I needed.",
    "Small question: following your steps, the resolution drops when I export {t}. Is that expected?",
    "The before/after shots for {t} make it instantly clear.",
    "Sharing this with the art team right away; the {t} section is just what we needed 👍",
    "Could you explain the settings in step three? I can never get {t} right.",
  ],
  demo: [
    "Played for ten minutes and couldn't stop. Looking forward to the full release!",
    "The demo feels great; {t} could use a bit more polish though.",
    "The art direction is so consistent, you can tell a lot of care went into {t}.",
    "Level two is tough, I was stuck for ages. The hints for {t} could be clearer.",
    "Was the {t} generated and then touched up by hand? I honestly can't tell.",
    "Love that it runs right in the browser. Already sent it to friends.",
    "Finished it! The {t} and the music work really well together.",
    "My save seems to get lost sometimes; everything else is great, especially the {t}.",
  ],
  image: [
    "Lovely palette, and the {t} details are spot on.",
    "How do you keep the {t} consistent across the whole set?",
    "This would make a great wallpaper. Any chance of a full-size version?",
    "The lighting feels so natural, you'd never guess it was generated.",
    "Your {t} style is instantly recognisable. Looking forward to more.",
    "The third one is my favourite; the composition tells a story.",
    "Could I use these as reference for my own demo?",
    "The {t} in this series keeps getting more consistent 👍",
  ],
};

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

/**
 * A comment on an item of that subject, Chinese or English (about half each); `said` holds the
 * templates already used on the item, so that no item shows one remark twice (while it has others).
 */
export function commentText(
  faker: Faker,
  subject: CommentSubject,
  said: Set<string> = new Set(),
): string {
  const english = faker.datatype.boolean();
  const templates = (english ? COMMENTS_EN : COMMENTS_ZH)[subject];
  const drawn = faker.number.int({ max: templates.length - 1 });
  const offset = templates.findIndex(
    (_, k) => !said.has(templates[(drawn + k) % templates.length]!),
  );
  const template = templates[(drawn + Math.max(offset, 0)) % templates.length]!;
  said.add(template);
  return fill(faker, template, english);
}

/** A reply, in the language of the text it answers when known. */
export function replyText(faker: Faker, answering?: string): string {
  const english = answering ? !/[\u4e00-\u9fff]/.test(answering) : faker.datatype.boolean();
  return fill(faker, faker.helpers.arrayElement(english ? REPLIES_EN : REPLIES_ZH), english);
}
