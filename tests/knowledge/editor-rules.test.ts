/**
 * Property tests of the article editor's rules (portal.md §5, decisions.md §1): tags (at most 5, at
 * most 30 user-perceived characters, blank ignored, no duplicates) and the length and presence
 * rules of save, preview and post.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emptyArticleValues,
  INTRODUCTION_MAX,
  isBlankHtml,
  TAG_LIMITS,
  TITLE_MAX,
  toSaveBody,
  validateArticle,
  noExtras,
} from "@/features/knowledge/components/editor/article-form";
import { graphemeLength } from "@/lib/graphemes";
import { addTag as addTagWithin } from "@/lib/validation/tags";

// The shared tag rule (src/lib/validation/tags.ts) with an article's limits: 5 tags of 30.
const addTag = (tags: readonly string[], typed: string) => addTagWithin(tags, typed, TAG_LIMITS);
const { maxCount: TAG_MAX_COUNT, maxLength: TAG_MAX_LENGTH } = TAG_LIMITS;

/** Text of user-perceived characters, some of them wide or combined (CJK, emoji, accents). */
const glyph = fc.constantFrom("a", "Z", "7", "题", "字", "👍🏽", "é", "e\u0301", "-", " ");
const text = (max: number) => fc.array(glyph, { maxLength: max }).map((parts) => parts.join(""));

describe("tag rules", () => {
  it("an article takes at most 5 tags of at most 30 characters", () => {
    expect(TAG_LIMITS).toEqual({ maxCount: 5, maxLength: 30 });
  });

  it("never holds more than 5 tags, none blank, none over 30, no duplicates", () => {
    fc.assert(
      fc.property(fc.array(text(40), { maxLength: 20 }), (typed) => {
        let tags: readonly string[] = [];
        for (const entry of typed) tags = addTag(tags, entry).tags;
        expect(tags.length).toBeLessThanOrEqual(TAG_MAX_COUNT);
        for (const tag of tags) {
          expect(tag.trim()).toBe(tag);
          expect(tag).not.toBe("");
          expect(graphemeLength(tag)).toBeLessThanOrEqual(TAG_MAX_LENGTH);
        }
        const keys = tags.map((tag) => tag.toLocaleLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it("adds a fitting new tag, ignores a blank one and says why it refuses the rest", () => {
    fc.assert(
      fc.property(fc.array(text(10), { maxLength: 6 }), text(40), (start, typed) => {
        let tags: readonly string[] = [];
        for (const entry of start) tags = addTag(tags, entry).tags;
        const result = addTag(tags, typed);
        const tag = typed.trim();
        if (tag === "") {
          expect(result).toEqual({ tags });
        } else if (graphemeLength(tag) > TAG_MAX_LENGTH) {
          expect(result.refused).toBe("tooLong");
        } else if (tags.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase())) {
          expect(result.refused).toBe("duplicate");
        } else if (tags.length >= TAG_MAX_COUNT) {
          expect(result.refused).toBe("limit");
        } else {
          expect(result.refused).toBeUndefined();
          expect(result.tags).toEqual([...tags, tag]);
        }
        if (result.refused) expect(result.tags).toBe(tags);
      }),
    );
  });

  it("counts 30 wide characters as 30 (a 30-character Chinese tag is accepted)", () => {
    expect(addTag([], "题".repeat(30)).refused).toBeUndefined();
    expect(addTag([], "👍🏽".repeat(31)).refused).toBe("tooLong");
  });
});

describe("length and presence rules", () => {
  it("title and introduction limits count user-perceived characters, for every action", () => {
    fc.assert(
      fc.property(
        text(110),
        text(20),
        fc.constantFrom("save", "preview", "post" as const),
        (title, profiles, action) => {
          const values = { ...emptyArticleValues(), title, profiles };
          const errors = validateArticle(values, action);
          if (graphemeLength(title) > TITLE_MAX) expect(errors.title).toBe("titleTooLong");
          else if (action !== "save" && title.trim() === "")
            expect(errors.title).toBe("titleEmpty");
          else expect(errors.title).toBeUndefined();
          expect(errors.profiles).toBeUndefined();
        },
      ),
    );
    const long = { ...emptyArticleValues(), profiles: "字".repeat(INTRODUCTION_MAX + 1) };
    expect(validateArticle(long, "save").profiles).toBe("introductionTooLong");
    const exact = { ...emptyArticleValues(), profiles: "字".repeat(INTRODUCTION_MAX) };
    expect(validateArticle(exact, "save").profiles).toBeUndefined();
  });

  it("save needs nothing; preview and post need a title, a body and a category", () => {
    const empty = emptyArticleValues();
    expect(validateArticle(empty, "save")).toEqual({});
    for (const action of ["preview", "post"] as const)
      expect(validateArticle(empty, action)).toEqual({
        title: "titleEmpty",
        content: "contentEmpty",
        category: "categoryRequired",
      });
    const full = { ...empty, title: "T", content: "<p>x</p>", category: 7 as const };
    expect(validateArticle(full, "post")).toEqual({});
  });

  it("a body is blank when it has neither text nor an image", () => {
    expect(isBlankHtml("<p></p><p>&nbsp;</p>")).toBe(true);
    expect(isBlankHtml('<p><img src="/a.png"></p>')).toBe(false);
    expect(isBlankHtml("<h2>x</h2>")).toBe(false);
  });

  it("the saved body drops blank tags and keeps the chosen cover and related ids", () => {
    const values = {
      ...emptyArticleValues(),
      tags: ["a", " "],
      related: ["5", "6"],
      cover: [
        { url: "/f/1.png", width: 1, height: 1, bytes: 10, name: "1.png", cover: false },
        { url: "/f/2.png", width: 1, height: 1, bytes: 20, name: "2.png", cover: true },
      ],
    };
    const body = toSaveBody(values, 0, "", noExtras());
    expect(body.lore_essay_id).toBeUndefined();
    expect(body.base_data?.label).toEqual(["a"]);
    expect(body.other_data?.lore_essay_id).toEqual(["5", "6"]);
    expect(body.other_data?.medias?.cover).toMatchObject({ url: "/f/2.png", filesize: 20 });
  });
});
