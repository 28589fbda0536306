/**
 * Seeded knowledge articles: bilingual titles, introductions and HTML bodies with h1/h2 headings
 * (the detail page builds its directory from them), generated figures, tags, a cover, related
 * articles and counters, in every publish state.
 */
import type { Faker } from "@faker-js/faker";
import { ContentCategory, EditorType } from "@/generated/model";
import { imageUrl } from "../core/files";
import type { ArticleContent, ArticleRecord } from "../db/content";
import {
  AUDIT_OPINIONS,
  CATEGORY_TEXT,
  FIGURE_CAPTIONS,
  HEADINGS,
  INTRO_TEMPLATES,
  LIST_ITEMS,
  PARAGRAPHS,
  SECTION_PARAGRAPHS,
  TITLE_TEMPLATES,
  type Lang,
} from "./content-text";
import {
  baseFields,
  fill,
  hasPublicVersion,
  inLang,
  labelOf,
  pick,
  pickSome,
  pickTags,
  pictureFile,
  seedCounters,
  timeline,
  type Plan,
} from "./content-kit";

const CATEGORIES = Object.values(ContentCategory).filter(
  (type) => type !== ContentCategory.Recommended,
);

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

/**
 * The paragraph under a heading: the one written for it (SECTION_PARAGRAPHS). The shuffle of the
 * old paragraph pool is still drawn, so that every later draw of the seed stays as it was.
 */
function paragraphs(faker: Faker, lang: Lang, subject: string): (heading: string) => string {
  pickSome(faker, PARAGRAPHS[lang], PARAGRAPHS[lang].length);
  return (heading) =>
    `<p>${escapeHtml(fill(SECTION_PARAGRAPHS[lang][heading] ?? "", "s", subject))}</p>`;
}

function figure(faker: Faker, lang: Lang, key: string): string {
  const caption = inLang(faker, FIGURE_CAPTIONS, lang);
  const [w, h] = pick(faker, [
    [960, 540],
    [800, 800],
    [1200, 600],
    [720, 960],
  ] as const);
  const src = imageUrl(key, { w, h, label: caption });
  return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(caption)}" width="${w}" height="${h}"><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}

/**
 * An HTML body: two or three h1 sections in reading order (background first, wrap-up last), each
 * with one or two h2 subsections, paragraphs, a list and at least one figure.
 */
export function articleBody(faker: Faker, lang: Lang, subject: string, id: string): string {
  const { h1, h2 } = HEADINGS[lang];
  const middle = pickSome(faker, h1.slice(1, -1), faker.number.int({ min: 0, max: 1 })).sort(
    (a, b) => h1.indexOf(a) - h1.indexOf(b),
  );
  const sections = [h1[0]!, ...middle, h1[h1.length - 1]!];
  const subheadings = pickSome(faker, h2, h2.length);
  const paragraph = paragraphs(faker, lang, subject);
  const parts: string[] = [];
  let figures = 0;
  let nextSubheading = 0;
  sections.forEach((heading, section) => {
    parts.push(`<h1>${escapeHtml(heading)}</h1>`, paragraph(heading));
    const count = faker.number.int({ min: 1, max: 2 });
    for (let k = 0; k < count; k += 1) {
      const subheading = subheadings[nextSubheading++ % subheadings.length]!;
      parts.push(`<h2>${escapeHtml(subheading)}</h2>`, paragraph(subheading));
      if (faker.datatype.boolean({ probability: 0.5 })) {
        figures += 1;
        parts.push(figure(faker, lang, `article-${id}-fig${figures}`));
      }
    }
    if (section === 0) {
      const items = pickSome(faker, LIST_ITEMS[lang], 3).map(
        (item) => `<li>${escapeHtml(item)}</li>`,
      );
      parts.push(`<ul>${items.join("")}</ul>`);
    }
  });
  if (figures === 0) parts.splice(2, 0, figure(faker, lang, `article-${id}-fig1`));
  return parts.join("");
}

export interface ArticleSeed {
  id: string;
  userId: string;
  plan: Plan;
  /** Milliseconds before the reference time of the (first) release. */
  ageMs: number;
  /** The reference time (state.seededAt). */
  now: number;
  lang: Lang;
  /** 1-11; 0 only for drafts. */
  type: ContentCategory;
  /** A fixed title and subject (curated items); otherwise they are composed. */
  title?: string;
  subject?: string;
  /** Related article ids (other seeded articles). */
  relatedIds: readonly string[];
}

function articleContent(faker: Faker, seed: ArticleSeed): ArticleContent {
  const category = seed.type === ContentCategory.Recommended ? pick(faker, CATEGORIES) : seed.type;
  const text = CATEGORY_TEXT[category]!;
  const subject = seed.subject ?? inLang(faker, text.subjects, seed.lang);
  const title = seed.title ?? fill(inLang(faker, TITLE_TEMPLATES, seed.lang), "s", subject);
  return {
    lore_essay_type: seed.type,
    title: title.slice(0, 100),
    profiles: fill(inLang(faker, INTRO_TEMPLATES, seed.lang), "s", subject),
    content: articleBody(faker, seed.lang, subject, seed.id),
    editor_type: EditorType.Tiny,
    base_data: { label: pickTags(faker, text.tags[seed.lang]) },
    other_data: {
      tools_id: [],
      lore_essay_id: [...new Set(seed.relatedIds)].filter((id) => id !== seed.id),
      medias: {
        cover: pictureFile(
          `article-${seed.id}-cover`,
          800,
          450,
          labelOf(title),
          faker.number.int({ min: 60_000, max: 900_000 }),
        ),
      },
    },
  };
}

/** A newer edit of a published article: a revised title and one more paragraph. */
function revised(content: ArticleContent, lang: Lang): ArticleContent {
  const suffix = lang === "zh" ? "（修订版）" : " (revised)";
  const note =
    lang === "zh"
      ? "<p>更新：补充了最新版本工具的使用说明。</p>"
      : "<p>Update: notes on the latest tool versions added.</p>";
  return {
    ...content,
    title: `${content.title}${suffix}`.slice(0, 100),
    content: `${content.content ?? ""}${note}`,
  };
}

export function buildArticle(faker: Faker, seed: ArticleSeed): ArticleRecord {
  const published = hasPublicVersion(seed.plan);
  const content = articleContent(faker, seed);
  const edited = seed.plan.startsWith("published-");
  const times = timeline(faker, seed.now, seed.ageMs, seed.plan);
  const opinion = inLang(faker, AUDIT_OPINIONS, seed.lang);
  return {
    lore_essay_id: seed.id,
    ...baseFields(seed.userId, seed.plan, times, seedCounters(faker, published, false), opinion),
    copy: edited ? revised(content, seed.lang) : content,
    published: published ? content : null,
  };
}
