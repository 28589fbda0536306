/**
 * Helpers of the game works tests: seeded works picked by what a test needs (from the mock's
 * state, so a reseed does not break them), the event counters, and the layout jsdom does not do
 * (an album width for react-photo-album, where the waterfall's end is, scrollIntoView).
 */
import { vi } from "vitest";
import { DownloadFlag, Platform, WorksType, type EventType } from "@/generated/model";
import { CommentType } from "@/generated/model/commentType";
import { publicComments } from "@mocks/domains/social/comments";
import type { WorksRecord } from "@mocks/db/content";
import { state } from "@mocks/testing";

const publicWorks = (): WorksRecord[] =>
  state()
    .db.works.all()
    .filter((record) => record.published && !record.deleted)
    .sort((a, b) => b.sort_key - a.sort_key || Number(b.works_id) - Number(a.works_id));

const withParameters = (record: WorksRecord) =>
  (record.published?.photo_data ?? []).map((photo) => Boolean(photo.prompt));

/** A published image work with at least 3 pictures, the first carrying generation parameters. */
export function multiPhotoWork(): WorksRecord {
  const found = publicWorks().find(
    (record) =>
      record.works_type === WorksType.ArtCreativity &&
      record.published!.photo_data.length >= 3 &&
      withParameters(record)[0] === true,
  );
  if (!found) throw new Error("no seeded image work with 3 pictures and parameters");
  return found;
}

/** A published image work with more than `count` public comments, and those comments' ids. */
export function commentedImageWork(count: number) {
  for (const record of publicWorks()) {
    if (record.works_type !== WorksType.ArtCreativity) continue;
    const comments = publicComments(state(), CommentType.Work, record.works_id);
    if (comments.length > count) return { record, commentIds: comments.map((c) => c.comment_id) };
  }
  throw new Error(`no seeded image work with more than ${count} comments`);
}

/** A published image work with one picture and no generation parameters. */
export function plainSinglePhotoWork(): WorksRecord {
  const found = publicWorks().find(
    (record) =>
      record.works_type === WorksType.ArtCreativity &&
      record.published!.photo_data.length === 1 &&
      !withParameters(record)[0],
  );
  if (!found) throw new Error("no seeded image work with one plain picture");
  return found;
}

/** A published game demo that can be downloaded and played online (the creator's first demo). */
export function downloadableDemo(): WorksRecord {
  const found = publicWorks().find(
    (record) =>
      record.works_type === WorksType.GameDemo &&
      record.published!.other_data?.download === DownloadFlag.Yes &&
      (record.published!.base_data?.platform ?? []).includes(Platform.PcWeb) &&
      (record.published!.other_data?.lore_essay_id?.length ?? 0) > 0,
  );
  if (!found) throw new Error("no seeded downloadable web demo");
  return found;
}

/** A published game demo without a download. */
export function undownloadableDemo(): WorksRecord {
  const found = publicWorks().find(
    (record) =>
      record.works_type === WorksType.GameDemo &&
      record.published!.other_data?.download === DownloadFlag.No,
  );
  if (!found) throw new Error("no seeded demo without a download");
  return found;
}

/** A work its author deleted (its public version still exists in the store). */
export function deletedWork(): WorksRecord {
  const found = state()
    .db.works.all()
    .find((record) => record.deleted && record.published);
  if (!found) throw new Error("no seeded deleted work");
  return found;
}

/** The published works of a type, newest first (as getWorksAll answers them). */
export const publishedOfType = (type: WorksType) =>
  publicWorks().filter((record) => record.works_type === type);

/** How many times the event was reported for the target (by anyone). */
export function eventCount(eventType: EventType, target: string): number {
  return (
    state().db.eventCounters.findFirst((q) =>
      q.where({ event_type: eventType, target, user_id: "" }),
    )?.count ?? 0
  );
}

/**
 * jsdom lays nothing out: react-photo-album gets an album 1248 px wide (4 columns of 300 px and
 * 16 px gutters), the waterfall's end sits `endTop()` px from the viewport's top, and
 * scrollIntoView (missing in jsdom) is recorded.
 */
export function stubLayout(endTop: () => number = () => 5000) {
  const width = vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains("react-photo-album") ? 1248 : 0;
  });
  const original = HTMLElement.prototype.getBoundingClientRect;
  const rect = vi
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockImplementation(function (this: HTMLElement) {
      if (this.classList.contains("works-waterfall__end")) {
        const top = endTop();
        return {
          top,
          bottom: top + 48,
          left: 0,
          right: 0,
          width: 0,
          height: 48,
          x: 0,
          y: top,
        } as DOMRect;
      }
      return original.call(this);
    });
  const scrolled: Element[] = [];
  const scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
  Element.prototype.scrollIntoView = scrollIntoView;
  return {
    scrolled,
    restore() {
      width.mockRestore();
      rect.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    },
  };
}

/** Signs a seeded user in through the mock backend (a live session for the widgets' calls). */
export async function seededUser(who: "creator" | "reader") {
  const { CREATOR, READER } = await import("@mocks/seed/users");
  const { signIn } = await import("../api-helpers");
  return signIn(who === "creator" ? CREATOR : READER);
}

/**
 * What the pages load on first use (the popup, the full-screen viewer, the toaster), compiled
 * once before the tests so that no test's time limit pays for it.
 */
export const preloadLazyModules = () =>
  Promise.all([
    import("@/features/works/components/popup/works-popup"),
    import("@/components/lightbox/photo-lightbox"),
    import("@/components/toaster-impl"),
    import("@/app/routes/gameworks/home"),
    import("@/app/routes/gameworks/detail"),
    import("@/app/routes/gameworks/more"),
  ]);

/** The definition a description list gives a term (dt → dd), read through their roles. */
export function definitionOf(terms: HTMLElement[], definitions: HTMLElement[], term: string) {
  const index = terms.findIndex((element) => element.textContent === term);
  if (index < 0) throw new Error(`no term ${term}`);
  return definitions[index]!;
}
