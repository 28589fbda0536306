/**
 * Bilingual text material for the seeded articles and works. The seed combines these pieces with
 * a seeded faker, so the same seed always gives the same titles, introductions and bodies.
 * "{s}" in a template stands for the subject of the article.
 */

export type Lang = "zh" | "en";
export type Bilingual<T> = Record<Lang, T>;

export interface CategoryText {
  subjects: Bilingual<string[]>;
  tags: Bilingual<string[]>;
}

/** Knowledge categories 1-11 (ContentCategory): subjects and tags per language. */
export const CATEGORY_TEXT: Record<number, CategoryText> = {
  1: {
    subjects: {
      zh: [
        "角色立绘",
        "像素风场景",
        "二次元头像",
        "概念设定图",
        "游戏图标",
        "UI 界面插画",
        "赛璐璐上色",
        "水彩风背景",
      ],
      en: [
        "character portraits",
        "pixel-art scenes",
        "anime avatars",
        "concept sheets",
        "game icons",
        "UI illustrations",
        "cel shading",
        "watercolour backgrounds",
      ],
    },
    tags: {
      zh: [
        "Stable Diffusion",
        "ControlNet",
        "LoRA",
        "立绘",
        "像素画",
        "提示词",
        "线稿上色",
        "风格迁移",
      ],
      en: [
        "Stable Diffusion",
        "ControlNet",
        "LoRA",
        "Portraits",
        "Pixel art",
        "Prompting",
        "Line art",
        "Style transfer",
      ],
    },
  },
  2: {
    subjects: {
      zh: [
        "低多边形道具",
        "角色模型拓扑",
        "PBR 材质",
        "场景白盒",
        "文字生成 3D",
        "自动绑骨",
        "NeRF 场景重建",
        "高模烘焙",
      ],
      en: [
        "low-poly props",
        "character retopology",
        "PBR materials",
        "level blockouts",
        "text-to-3D",
        "auto-rigging",
        "NeRF scene capture",
        "high-poly baking",
      ],
    },
    tags: {
      zh: ["Blender", "建模", "材质", "贴图", "绑定", "Meshy", "三维重建", "拓扑"],
      en: [
        "Blender",
        "Modeling",
        "Materials",
        "Texturing",
        "Rigging",
        "Meshy",
        "3D capture",
        "Topology",
      ],
    },
  },
  3: {
    subjects: {
      zh: [
        "过场动画",
        "技能特效",
        "角色口型同步",
        "分镜预演",
        "动作捕捉数据清洗",
        "宣传片剪辑",
        "循环动画",
        "镜头运动",
      ],
      en: [
        "cutscenes",
        "skill VFX",
        "lip sync",
        "animatics",
        "motion-capture cleanup",
        "trailer editing",
        "looping animations",
        "camera moves",
      ],
    },
    tags: {
      zh: ["视频生成", "动画", "特效", "分镜", "AnimateDiff", "动作捕捉", "剪辑", "Runway"],
      en: [
        "Video generation",
        "Animation",
        "VFX",
        "Storyboard",
        "AnimateDiff",
        "Mocap",
        "Editing",
        "Runway",
      ],
    },
  },
  4: {
    subjects: {
      zh: [
        "战斗配乐",
        "环境音效",
        "角色配音",
        "UI 音效",
        "自适应音乐",
        "主题曲小样",
        "脚步声库",
        "语音合成",
      ],
      en: [
        "battle music",
        "ambient soundscapes",
        "character voices",
        "UI sound effects",
        "adaptive music",
        "theme demos",
        "footstep libraries",
        "speech synthesis",
      ],
    },
    tags: {
      zh: ["音频生成", "配乐", "音效", "TTS", "Suno", "混音", "动态音乐", "配音"],
      en: [
        "Audio generation",
        "Soundtrack",
        "SFX",
        "TTS",
        "Suno",
        "Mixing",
        "Adaptive audio",
        "Voice acting",
      ],
    },
  },
  5: {
    subjects: {
      zh: [
        "任务对白",
        "世界观设定",
        "NPC 性格",
        "分支剧情",
        "道具描述",
        "本地化文案",
        "游戏内新闻",
        "角色小传",
      ],
      en: [
        "quest dialogue",
        "world building",
        "NPC personalities",
        "branching stories",
        "item descriptions",
        "localisation copy",
        "in-game news",
        "character bios",
      ],
    },
    tags: {
      zh: ["大语言模型", "剧情", "对白", "提示工程", "本地化", "叙事设计", "GPT-4o", "设定集"],
      en: [
        "LLM",
        "Story",
        "Dialogue",
        "Prompt engineering",
        "Localisation",
        "Narrative design",
        "GPT-4o",
        "Lore",
      ],
    },
  },
  6: {
    subjects: {
      zh: [
        "Shader 编写",
        "寻路算法",
        "存档系统",
        "单元测试",
        "关卡编辑器插件",
        "网络同步",
        "性能分析",
        "状态机",
      ],
      en: [
        "shader writing",
        "pathfinding",
        "save systems",
        "unit tests",
        "level-editor plugins",
        "netcode",
        "profiling",
        "state machines",
      ],
    },
    tags: {
      zh: ["代码助手", "Unity", "Unreal", "Godot", "C#", "TypeScript", "重构", "Copilot"],
      en: [
        "Coding assistant",
        "Unity",
        "Unreal",
        "Godot",
        "C#",
        "TypeScript",
        "Refactoring",
        "Copilot",
      ],
    },
  },
  7: {
    subjects: {
      zh: [
        "美术管线",
        "关卡设计流程",
        "QA 自动化",
        "数值平衡",
        "内容生产排期",
        "外包协作",
        "本地化流程",
        "版本发布",
      ],
      en: [
        "art pipelines",
        "level-design workflows",
        "QA automation",
        "economy balancing",
        "content scheduling",
        "outsourcing",
        "localisation pipelines",
        "release management",
      ],
    },
    tags: {
      zh: ["游戏制作", "工作流", "管线", "自动化测试", "数值", "团队协作", "生产力", "独立游戏"],
      en: [
        "Game production",
        "Workflow",
        "Pipeline",
        "Test automation",
        "Balancing",
        "Teamwork",
        "Productivity",
        "Indie dev",
      ],
    },
  },
  8: {
    subjects: {
      zh: [
        "AI 驱动的 NPC",
        "程序化地牢",
        "对话式解谜",
        "AI 陪伴游戏",
        "动态难度",
        "玩家生成内容",
        "智能敌人",
        "无限剧情",
      ],
      en: [
        "AI-driven NPCs",
        "procedural dungeons",
        "conversational puzzles",
        "AI companion games",
        "dynamic difficulty",
        "player-made content",
        "smart enemies",
        "endless stories",
      ],
    },
    tags: {
      zh: [
        "AI 原生游戏",
        "程序化生成",
        "NPC",
        "Game Jam",
        "玩法设计",
        "智能体",
        "沙盒",
        "Roguelike",
      ],
      en: [
        "AI-native games",
        "Procedural generation",
        "NPC",
        "Game jam",
        "Game design",
        "Agents",
        "Sandbox",
        "Roguelike",
      ],
    },
  },
  9: {
    subjects: {
      zh: [
        "开源模型",
        "图像生成工具",
        "语音克隆服务",
        "ComfyUI 工作流",
        "本地部署",
        "API 价格",
        "插件生态",
        "显卡选购",
      ],
      en: [
        "open models",
        "image-generation tools",
        "voice-cloning services",
        "ComfyUI workflows",
        "local deployment",
        "API pricing",
        "plugin ecosystems",
        "GPU buying",
      ],
    },
    tags: {
      zh: ["工具评测", "ComfyUI", "开源", "部署", "性价比", "模型对比", "插件", "硬件"],
      en: [
        "Tool review",
        "ComfyUI",
        "Open source",
        "Deployment",
        "Value",
        "Model comparison",
        "Plugins",
        "Hardware",
      ],
    },
  },
  10: {
    subjects: {
      zh: [
        "扩散模型",
        "强化学习",
        "Transformer 注意力",
        "程序化内容生成理论",
        "玩家建模",
        "游戏 AI 评测",
        "世界模型",
        "多智能体协作",
      ],
      en: [
        "diffusion models",
        "reinforcement learning",
        "transformer attention",
        "PCG theory",
        "player modelling",
        "game-AI benchmarks",
        "world models",
        "multi-agent cooperation",
      ],
    },
    tags: {
      zh: ["论文解读", "学术", "强化学习", "扩散模型", "理论", "综述", "基准测试", "研究"],
      en: [
        "Paper notes",
        "Academic",
        "RL",
        "Diffusion",
        "Theory",
        "Survey",
        "Benchmarks",
        "Research",
      ],
    },
  },
  11: {
    subjects: {
      zh: [
        "本月爆款游戏",
        "AI 创作趋势",
        "独立游戏榜单",
        "Steam 新品节",
        "短视频玩法",
        "海外发行",
        "玩家社区热点",
        "年度盘点",
      ],
      en: [
        "this month's hit games",
        "AI creation trends",
        "indie charts",
        "Steam Next Fest",
        "short-video gameplay",
        "global publishing",
        "community buzz",
        "year in review",
      ],
    },
    tags: {
      zh: ["热门", "趋势", "榜单", "行业观察", "发行", "社区", "盘点", "新闻"],
      en: [
        "Trending",
        "Trends",
        "Charts",
        "Industry",
        "Publishing",
        "Community",
        "Roundup",
        "News",
      ],
    },
  },
};

export const TITLE_TEMPLATES: Bilingual<string[]> = {
  zh: [
    "用 AI 做{s}：从入门到实战",
    "{s}的完整工作流分享",
    "三步搞定{s}",
    "{s}：我踩过的 7 个坑",
    "独立开发者如何用 AI 提速{s}",
    "{s}实战复盘",
    "一周做完{s}的经验",
    "{s}常见问题与解决方案",
    "从零开始学习{s}",
    "{s}的最佳实践（2024 版）",
  ],
  en: [
    "AI for {s}: from first steps to production",
    "My complete workflow for {s}",
    "{s} in three steps",
    "Seven mistakes I made with {s}",
    "How solo developers speed up {s} with AI",
    "A post-mortem on {s}",
    "Shipping {s} in one week",
    "{s}: common problems and fixes",
    "Learning {s} from scratch",
    "Best practices for {s} (2024 edition)",
  ],
};

export const INTRO_TEMPLATES: Bilingual<string[]> = {
  zh: [
    "本文记录了我们团队在{s}上的完整实践，包括工具选择、参数设置和常见问题，适合刚开始接触 AI 辅助创作的开发者。",
    "{s}一直是小团队的难点。这篇文章分享一套可复用的流程，并附上示例图和可直接套用的提示词。",
    "我们用两周时间重做了{s}，产能提升了三倍。下面是具体做法和踩过的坑。",
    "如果你也在为{s}发愁，这篇文章或许能帮你节省不少时间。",
  ],
  en: [
    "This article walks through how our team handles {s}: the tools we picked, the settings that worked and the problems we hit along the way.",
    "Getting {s} right is hard for small teams. Here is a repeatable process, with example images and prompts you can reuse.",
    "We rebuilt our approach to {s} in two weeks and tripled our output. These are the exact steps and the mistakes to avoid.",
    "If you keep struggling with {s}, this guide should save you a few evenings.",
  ],
};

export const HEADINGS: Bilingual<{ h1: string[]; h2: string[] }> = {
  zh: {
    h1: ["背景与目标", "工具与环境", "完整流程", "效果对比", "总结"],
    h2: [
      "准备素材",
      "参数设置",
      "迭代与筛选",
      "常见问题",
      "性能与成本",
      "团队协作",
      "下一步计划",
      "参考资料",
    ],
  },
  en: {
    h1: ["Background and goals", "Tools and setup", "The full workflow", "Results", "Wrapping up"],
    h2: [
      "Preparing the inputs",
      "Settings that matter",
      "Iterating and picking",
      "Common problems",
      "Speed and cost",
      "Working as a team",
      "What comes next",
      "Further reading",
    ],
  },
};

export const PARAGRAPHS: Bilingual<string[]> = {
  zh: [
    "在开始之前，我们先明确了{s}的目标：风格统一、可批量生产，并且能方便地交给美术同学二次修改。",
    "工具方面我们对比了三款主流方案，最终选择了上手最快、社区资料最多的那一个。显存 12GB 的显卡就足够日常使用。",
    "第一轮产出的质量参差不齐，我们把提示词拆成了主体、风格、构图三部分，分别调整后稳定性明显提升。",
    "批量生成时一定要固定随机种子并记录参数，否则很难复现之前满意的结果。",
    "人工筛选依然不可或缺。我们的经验是先粗筛留下约 20%，再由主美挑出最终使用的版本。",
    "成本方面，整个流程每张图的平均耗时从原来的 2 小时降到了 15 分钟左右。",
    "需要注意的是，AI 生成的内容仍需检查版权与合规问题，尤其是用于商业发布时。",
    "最后，我们把整个流程整理成了团队内部文档，新人一天就能上手。",
  ],
  en: [
    "Before starting we wrote down what {s} had to achieve: a consistent style, output in batches, and results an artist can still touch up by hand.",
    "We compared three popular tools and settled on the one with the gentlest learning curve and the largest community. A 12 GB graphics card is enough for daily work.",
    "The first round was uneven. Splitting the prompt into subject, style and composition, and tuning each part separately, made the results far more stable.",
    "When generating in batches, fix the seed and log every parameter, or you will never reproduce the result you liked last week.",
    "Human review is still essential. We keep roughly the best 20% in a first pass, then the lead artist picks the final versions.",
    "On cost, the average time per asset dropped from about two hours to around fifteen minutes.",
    "Keep in mind that generated content still needs a licensing and compliance check, especially for a commercial release.",
    "Finally, we turned the whole process into an internal guide; new team members are productive within a day.",
  ],
};

/**
 * The paragraph under each heading of HEADINGS: a section says what its heading promises ({s}: the
 * article's subject).
 */
export const SECTION_PARAGRAPHS: Bilingual<Record<string, string>> = {
  zh: {
    背景与目标:
      "在开始之前，我们先明确了{s}的目标：风格统一、可批量生产，并且能方便地交给美术同学二次修改。",
    工具与环境:
      "工具方面我们对比了三款主流方案，最终选择了上手最快、社区资料最多的那一个。显存 12GB 的显卡就足够日常使用。",
    完整流程:
      "整个流程分四步：整理参考、生成初稿、人工筛选、进引擎验证。每一步都有固定的检查清单，{s}的产出因此可以稳定复用。",
    效果对比:
      "和纯手工相比，{s}的初稿速度快了数倍，风格一致性也更好；但细节和手部等局部仍需要美术手动修正。",
    总结: "最后，我们把整个流程整理成了团队内部文档，新人一天就能上手。",
    准备素材: "先收集二十张左右的风格参考图，统一尺寸并标注要点，这一步决定了后面生成结果的上限。",
    参数设置: "批量生成时一定要固定随机种子并记录参数，否则很难复现之前满意的结果。",
    迭代与筛选:
      "第一轮产出的质量参差不齐，我们把提示词拆成了主体、风格、构图三部分分别调整；人工先粗筛留下约 20%，再由主美挑出最终版本。",
    常见问题: "需要注意的是，AI 生成的内容仍需检查版权与合规问题，尤其是用于商业发布时。",
    性能与成本: "成本方面，整个流程每张图的平均耗时从原来的 2 小时降到了 15 分钟左右。",
    团队协作:
      "我们约定提示词和参数都放进共享文档，策划提需求、美术定风格、程序负责批量脚本，分工清楚后返工少了很多。",
    下一步计划:
      "接下来我们打算把{s}接入自动化管线，并尝试用少量自有数据微调模型，让风格更贴近项目。",
    参考资料: "文中用到的工具文档和社区教程都整理在评论区置顶，欢迎补充你用过的好资料。",
  },
  en: {
    "Background and goals":
      "Before starting we wrote down what {s} had to achieve: a consistent style, output in batches, and results an artist can still touch up by hand.",
    "Tools and setup":
      "We compared three popular tools and settled on the one with the gentlest learning curve and the largest community. A 12 GB graphics card is enough for daily work.",
    "The full workflow":
      "The workflow has four steps: gather references, generate drafts, review by hand, and check in the engine. Each step has a short checklist, so {s} gives repeatable results.",
    Results:
      "Compared with doing it all by hand, {s} produced first drafts several times faster and in a more consistent style; hands and small details still needed an artist's fix.",
    "Wrapping up":
      "Finally, we turned the whole process into an internal guide; new team members are productive within a day.",
    "Preparing the inputs":
      "Collect about twenty style references first, crop them to one size and note what matters in each: this step sets the ceiling for everything generated later.",
    "Settings that matter":
      "When generating in batches, fix the seed and log every parameter, or you will never reproduce the result you liked last week.",
    "Iterating and picking":
      "The first round was uneven. Splitting the prompt into subject, style and composition made it stable; a first pass keeps roughly the best 20%, then the lead artist picks the final versions.",
    "Common problems":
      "Keep in mind that generated content still needs a licensing and compliance check, especially for a commercial release.",
    "Speed and cost":
      "On cost, the average time per asset dropped from about two hours to around fifteen minutes.",
    "Working as a team":
      "Prompts and parameters live in one shared document: design asks, art sets the style, and a programmer owns the batch scripts. With clear roles, far less work is redone.",
    "What comes next":
      "Next we want to plug {s} into an automated pipeline and fine-tune a model on a small set of our own art, so the style fits the project better.",
    "Further reading":
      "The tool documentation and community tutorials we used are pinned in the comments; add the ones that helped you.",
  },
};

export const LIST_ITEMS: Bilingual<string[]> = {
  zh: [
    "先做小样再批量",
    "记录每一次参数",
    "保留原始素材",
    "定期回顾成品",
    "与美术保持沟通",
    "控制显存占用",
  ],
  en: [
    "Prototype before batching",
    "Log every parameter",
    "Keep the raw outputs",
    "Review results weekly",
    "Stay in touch with the artists",
    "Watch your VRAM",
  ],
};

export const FIGURE_CAPTIONS: Bilingual<string[]> = {
  zh: ["流程示意图", "参数对比", "最终效果", "迭代过程", "工具界面"],
  en: ["Workflow overview", "Settings compared", "Final result", "Iterations", "Tool interface"],
};

export const AUDIT_OPINIONS: Bilingual<string[]> = {
  zh: [
    "内容包含未经授权的第三方素材，请替换后重新提交。",
    "标题与正文不符，请修改后重新提交。",
    "正文包含广告或联系方式，请删除后重新提交。",
  ],
  en: [
    "The content includes third-party material without permission; replace it and post again.",
    "The title does not match the content; please revise and post again.",
    "The content contains advertising or contact details; remove them and post again.",
  ],
};

/** Game demo titles (works_type 1). */
export const DEMO_TITLES: Bilingual<string[]> = {
  zh: [
    "星海回响",
    "雾都侦探社",
    "机械花园",
    "像素远征",
    "月下茶馆",
    "深渊列车",
    "云端牧场",
    "灯塔守望者",
    "折纸王国",
    "回声迷宫",
    "霓虹快递",
    "失落的图书馆",
  ],
  en: [
    "Echoes of the Star Sea",
    "Foggy Town Detectives",
    "Clockwork Garden",
    "Pixel Expedition",
    "Moonlit Teahouse",
    "Abyss Express",
    "Ranch in the Clouds",
    "Lighthouse Keeper",
    "Paper Kingdom",
    "Echo Maze",
    "Neon Courier",
    "The Lost Library",
  ],
};

export const DEMO_INTROS: Bilingual<string[]> = {
  zh: [
    "<p>一款由 AI 辅助制作的{g}。所有角色立绘和背景音乐均由团队结合生成工具完成。</p><p>目前开放前两章内容，欢迎试玩并留下反馈！</p>",
    "<p>{g}，操作简单、节奏轻快。NPC 对话由大语言模型实时生成，每次游玩都有不同的故事。</p>",
    "<p>Game Jam 48 小时作品。我们用 AI 生成了全部关卡草图，再手工打磨成可玩的{g}。</p>",
  ],
  en: [
    "<p>A {g} made with AI-assisted tools. Every character portrait and the whole soundtrack came out of our generation pipeline.</p><p>The first two chapters are playable now; feedback is very welcome!</p>",
    "<p>A light, fast-paced {g}. NPC dialogue is generated live by a language model, so every run tells a different story.</p>",
    "<p>Made in 48 hours for a game jam. AI sketched every level; we polished them by hand into a playable {g}.</p>",
  ],
};

export const DEMO_GENRES: Bilingual<string[]> = {
  zh: ["解谜冒险游戏", "横版动作游戏", "模拟经营游戏", "视觉小说", "Roguelike 游戏", "塔防游戏"],
  en: [
    "puzzle adventure",
    "side-scrolling action game",
    "management sim",
    "visual novel",
    "roguelike",
    "tower-defence game",
  ],
};

export const VERSION_NOTES: Bilingual<string[]> = {
  zh: [
    "修复了存档丢失的问题",
    "新增第二章剧情",
    "优化了加载速度",
    "调整了战斗平衡",
    "新增英文字幕",
  ],
  en: [
    "Fixed lost saves",
    "Added chapter two",
    "Faster loading",
    "Rebalanced combat",
    "Added Chinese subtitles",
  ],
};

/** Image works (works_type 3): titles at most 40 characters. */
export const IMAGE_TITLES: Bilingual<string[]> = {
  zh: [
    "赛博庭院·夜雨",
    "山海经异兽图鉴",
    "蒸汽朋克飞艇",
    "海底神殿",
    "樱花与机甲",
    "沙漠遗迹",
    "冰原狼骑士",
    "水墨仙侠",
    "未来城市天际线",
    "森林精灵",
    "复古街机厅",
    "星际港口",
  ],
  en: [
    "Neon Courtyard in the Rain",
    "Bestiary of Mountains and Seas",
    "Steampunk Airship",
    "Temple Under the Sea",
    "Cherry Blossoms and Mechs",
    "Desert Ruins",
    "Ice-Wolf Rider",
    "Ink-Wash Immortals",
    "Future Skyline",
    "Forest Spirits",
    "Retro Arcade",
    "Star Harbour",
  ],
};

export const IMAGE_INTROS: Bilingual<string[]> = {
  zh: [
    "一组练习作品，尝试了不同的光影和构图。",
    "为独立游戏做的概念设定，欢迎交流参数。",
    "用同一个 LoRA 做的系列图，风格比较统一。",
  ],
  en: [
    "A set of studies trying different lighting and composition.",
    "Concept art for an indie game; happy to share settings.",
    "A series made with one LoRA, so the style stays consistent.",
  ],
};

export const IMAGE_PROMPTS = [
  "masterpiece, best quality, cinematic lighting, detailed background",
  "concept art, wide shot, volumetric fog, soft rim light",
  "isometric view, stylized, vibrant colors, clean lines",
  "ink wash painting, mountains, mist, traditional chinese style",
  "cyberpunk street, neon signs, rain reflections, night",
];

export const NEGATIVE_PROMPTS = [
  "lowres, blurry, bad anatomy, watermark",
  "jpeg artifacts, extra fingers, text, signature",
  "",
];
export const SAMPLERS = ["DPM++ 2M Karras", "Euler a", "DPM++ SDE Karras", "UniPC"];
export const IMAGE_MODELS = [
  "sdxl_base_1.0",
  "dreamshaper_8",
  "animagine-xl-3.1",
  "realisticVision_v6",
];

/** Game resources (works_type 2). */
export const RESOURCE_TITLES: Bilingual<string[]> = {
  zh: [
    "低多边形森林素材包",
    "像素角色行走图合集",
    "科幻 UI 图标 200 枚",
    "治愈系背景音乐 10 首",
    "中世纪武器模型包",
    "手绘地牢贴图",
  ],
  en: [
    "Low-poly Forest Asset Pack",
    "Pixel Character Walk Cycles",
    "200 Sci-fi UI Icons",
    "Ten Cosy Background Tracks",
    "Medieval Weapons Model Pack",
    "Hand-painted Dungeon Textures",
  ],
};

export const RESOURCE_INTROS: Bilingual<string[]> = {
  zh: ["可免费用于个人和商业项目，欢迎反馈。", "全部由 AI 生成后人工修整，格式齐全。"],
  en: [
    "Free for personal and commercial projects; feedback welcome.",
    "Generated with AI and cleaned up by hand; all common formats included.",
  ],
};

/** Curated items of the creator account (1001), so QA always finds the same titles. */
export const CREATOR_ARTICLES = {
  published: [
    {
      lang: "en",
      type: 8,
      title: "Building an AI companion NPC in a weekend",
      subject: "AI companion NPCs",
    },
    { lang: "zh", type: 1, title: "用 LoRA 统一角色立绘风格的实践", subject: "角色立绘" },
    {
      lang: "en",
      type: 9,
      title: "ComfyUI workflows I use every day",
      subject: "ComfyUI workflows",
    },
    { lang: "zh", type: 7, title: "小团队的 AI 美术管线搭建记录", subject: "美术管线" },
    {
      lang: "en",
      type: 6,
      title: "Letting an assistant write my Godot state machines",
      subject: "state machines",
    },
    { lang: "zh", type: 4, title: "用 AI 给独立游戏配乐：三个月的心得", subject: "独立游戏配乐" },
  ],
  /** Published, with a newer edit saved as a draft (the public version stays). */
  editedDraft: {
    lang: "en",
    type: 2,
    title: "Text-to-3D props: what works in 2024",
    subject: "text-to-3D",
  },
  draft: { lang: "zh", type: 0, title: "（草稿）多智能体协作的关卡生成", subject: "多智能体协作" },
  releasing: {
    lang: "en",
    type: 10,
    title: "Reading notes: world models for games",
    subject: "world models",
  },
  failed: { lang: "zh", type: 11, title: "本月 AI 游戏热点速览", subject: "AI 创作趋势" },
} as const;

export const CREATOR_WORKS = {
  demos: [
    { lang: "en", title: "Echo Maze" },
    { lang: "zh", title: "月下茶馆" },
  ],
  demoDraft: { lang: "en", title: "Paper Kingdom (prototype)" },
  demoReleasing: { lang: "zh", title: "深渊列车 v0.2" },
  demoFailed: { lang: "en", title: "Neon Courier" },
  images: [
    { lang: "zh", title: "樱花与机甲" },
    { lang: "en", title: "Star Harbour" },
  ],
  imageDraft: { lang: "en", title: "Forest Spirits (WIP)" },
  resource: { lang: "zh", title: "像素角色行走图合集" },
} as const;
