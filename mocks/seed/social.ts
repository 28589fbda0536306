/**
 * Seeds the social data after accounts and content: follow relations (the reader follows the
 * creator; mutual pairs with the creator and with the reader), bilingual comments with replies
 * (to comments and to replies) on published articles and works, some awaiting audit (always some
 * of the creator's and the reader's own), likes and favourites spread over the users. The counters
 * of the items are brought in line: comment_num and reply_num count the public items exactly;
 * like_num and collect_num of articles and works grow by the seeded likes and favourites.
 */
import type { Faker } from "@faker-js/faker";
import { CollectType, CommentType, WorksType } from "@/generated/model";
import type { MockState } from "../core/state";
import { insertRecords } from "../db/insert";
import type {
  CommentRecord,
  FollowRecord,
  LikeRecord,
  ReplyRecord,
  CollectRecord,
} from "../db/social";
import { touchCatalog } from "../domains/content/catalog";
import { commentText, replyText, type CommentSubject } from "./social-phrases";
import {
  bump,
  commentLikeType,
  isPublicContent,
  replyLikeType,
  type ContentRecord,
} from "../domains/social/targets";
import { findUser } from "../domains/accounts/queries";
import { createFaker, SEED_SALT } from "./faker";
import { CREATOR, READER, SEEDED_USERS } from "./users";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Comments go on the newest published items (bounded, so a 10,000-article seed stays quick). */
const ARTICLES_WITH_COMMENTS = 150;
const WORKS_WITH_COMMENTS = 100;
/** The featured items (the creator's newest) carry enough comments and replies to page. */
const FEATURED_COMMENTS = 24;
const FEATURED_REPLIES = 14;
const AWAITING_SHARE = 0.06;

interface Target {
  type: CommentType;
  item: ContentRecord;
  gid: string;
}

/** What a comment on the target talks about: the article, the demo or the image work. */
const subjectOf = (target: Target): CommentSubject =>
  target.type === CommentType.Essay
    ? "article"
    : "works_type" in target.item && target.item.works_type === WorksType.GameDemo
      ? "demo"
      : "image";

interface Built {
  follows: FollowRecord[];
  comments: CommentRecord[];
  replies: ReplyRecord[];
  likes: LikeRecord[];
  collects: CollectRecord[];
}

export async function seedSocial(state: MockState): Promise<void> {
  const users = SEEDED_USERS.allIds.filter((id) => findUser(state, id));
  if (!users.includes(CREATOR.user_id) || !users.includes(READER.user_id)) return;
  const faker = createFaker(state.seed, SEED_SALT.social);
  const built: Built = { follows: [], comments: [], replies: [], likes: [], collects: [] };
  const targets = publicTargets(state);

  seedFollows(faker, state.seededAt, users, built);
  seedComments(faker, state.seededAt, users, targets, built);
  seedLikes(faker, state.seededAt, users, targets, built);
  seedCollects(faker, state.seededAt, users, targets, built);

  await insertRecords(state.db.follows, built.follows);
  await insertRecords(state.db.comments, built.comments);
  await insertRecords(state.db.replies, built.replies);
  await insertRecords(state.db.likes, built.likes);
  await insertRecords(state.db.collects, built.collects);
  alignContentCounters(targets, built);
  // The counters were set in place: let the content catalogs (hot ranking) rebuild.
  touchCatalog(state.db.articles);
  touchCatalog(state.db.works);
}

/** Published works and articles, newest first. */
function publicTargets(state: MockState): { articles: Target[]; works: Target[] } {
  const newest = (a: Target, b: Target) => b.item.sort_key - a.item.sort_key;
  const articles = state.db.articles
    .all()
    .filter(isPublicContent)
    .map((item): Target => ({ type: CommentType.Essay, item, gid: item.lore_essay_id }))
    .sort(newest);
  const works = state.db.works
    .all()
    .filter(isPublicContent)
    .map((item): Target => ({ type: CommentType.Work, item, gid: item.works_id }))
    .sort(newest);
  return { articles, works };
}

function seedFollows(faker: Faker, seededAt: number, users: readonly string[], built: Built): void {
  const seen = new Set<string>();
  const follow = (follower: string, followee: string, daysAgo: number) => {
    const key = `${follower}>${followee}`;
    if (
      follower === followee ||
      seen.has(key) ||
      !users.includes(follower) ||
      !users.includes(followee)
    )
      return;
    seen.add(key);
    built.follows.push({
      follower_id: follower,
      followee_id: followee,
      created_at: seededAt - daysAgo * DAY,
    });
  };
  const [creator, reader] = [CREATOR.user_id, READER.user_id];
  const others = users.filter((id) => id !== creator && id !== reader);
  // The reader follows the creator (the creator does not follow back: a "follow back" button).
  follow(reader, creator, 20);
  // Mutual pairs with the creator, and with the reader.
  for (const [i, other] of others.slice(0, 2).entries()) {
    follow(other, creator, 40 + i);
    follow(creator, other, 30 + i);
  }
  if (others[2]) {
    follow(reader, others[2], 25);
    follow(others[2], reader, 24);
  }
  for (const other of others.slice(3, 7))
    follow(creator, other, faker.number.int({ min: 1, max: 90 }));
  if (others[7]) follow(reader, others[7], 3);
  for (const other of others) {
    if (faker.datatype.boolean({ probability: 0.6 }))
      follow(other, creator, faker.number.int({ min: 1, max: 120 }));
    if (faker.datatype.boolean({ probability: 0.15 }))
      follow(other, reader, faker.number.int({ min: 1, max: 120 }));
    const followees = faker.helpers.arrayElements(others, faker.number.int({ min: 0, max: 4 }));
    for (const followee of followees) {
      const daysAgo = faker.number.int({ min: 1, max: 120 });
      follow(other, followee, daysAgo);
      if (faker.datatype.boolean({ probability: 0.3 })) follow(followee, other, daysAgo - 0.5);
    }
  }
}

/** A time between from and to (ms), both clamped before the seed's reference time. */
function timeBetween(faker: Faker, from: number, to: number): number {
  const end = Math.max(from + 1, to);
  return faker.number.int({ min: from, max: end });
}

function publishedAt(target: Target, seededAt: number): number {
  const released = target.item.release_time;
  return released > 0 && released < seededAt - 2 * HOUR ? released : seededAt - 30 * DAY;
}

function seedComments(
  faker: Faker,
  seededAt: number,
  users: readonly string[],
  targets: { articles: Target[]; works: Target[] },
  built: Built,
): void {
  let commentSeq = 300_000;
  let replySeq = 500_000;
  const creatorFirst = (list: Target[]) => list.find((t) => t.item.user_id === CREATOR.user_id);
  const featured = [creatorFirst(targets.articles), creatorFirst(targets.works)].filter((t) => !!t);
  const chosen = new Set([
    ...featured,
    ...targets.articles.slice(0, ARTICLES_WITH_COMMENTS),
    ...targets.works.slice(0, WORKS_WITH_COMMENTS),
    ...targets.articles.filter((t) => t.item.user_id === CREATOR.user_id),
    ...targets.works.filter((t) => t.item.user_id === CREATOR.user_id),
  ]);

  // The remarks already made on each item (commentText keeps them from repeating there).
  const said = new Map<string, Set<string>>();
  const saidOn = (target: Target) => {
    const key = `${target.type}:${target.gid}`;
    if (!said.has(key)) said.set(key, new Set());
    return said.get(key)!;
  };
  const addComment = (
    target: Target,
    userId: string,
    created_at: number,
    awaiting: boolean,
  ): CommentRecord => {
    const comment: CommentRecord = {
      comment_id: String(++commentSeq),
      comment_type: target.type,
      gid: target.gid,
      user_id: userId,
      content: commentText(faker, subjectOf(target), saidOn(target)),
      created_at,
      like_num: 0,
      reply_num: 0,
      audit: awaiting ? "awaiting" : "public",
      audit_due_at: null,
    };
    built.comments.push(comment);
    return comment;
  };
  const addReply = (
    comment: CommentRecord,
    userId: string,
    created_at: number,
    awaiting: boolean,
    answered?: ReplyRecord,
  ) => {
    const reply: ReplyRecord = {
      reply_id: String(++replySeq),
      comment_id: comment.comment_id,
      comment_type: comment.comment_type,
      gid: comment.gid,
      other_reply_id: answered ? answered.reply_id : "0",
      other_user_id: answered ? answered.user_id : "",
      user_id: userId,
      content: replyText(faker, (answered ?? comment).content),
      created_at,
      like_num: 0,
      audit: awaiting ? "awaiting" : "public",
      audit_due_at: null,
    };
    built.replies.push(reply);
    if (!awaiting) comment.reply_num += 1;
    return reply;
  };

  for (const target of chosen) {
    const isFeatured = featured.includes(target);
    const count = isFeatured
      ? FEATURED_COMMENTS
      : faker.helpers.weightedArrayElement([
          { weight: 3, value: 0 },
          { weight: 4, value: faker.number.int({ min: 1, max: 3 }) },
          { weight: 2, value: faker.number.int({ min: 4, max: 8 }) },
        ]);
    const start = publishedAt(target, seededAt);
    const times = Array.from({ length: count }, () =>
      timeBetween(faker, start + HOUR, seededAt - HOUR),
    ).sort((a, b) => a - b);
    times.forEach((time, index) => {
      const awaiting = faker.datatype.boolean({ probability: AWAITING_SHARE });
      const comment = addComment(target, faker.helpers.arrayElement(users), time, awaiting);
      if (awaiting) return;
      const replyCount =
        isFeatured && index === 0 ? FEATURED_REPLIES : faker.number.int({ min: 0, max: 3 });
      const replyTimes = Array.from({ length: replyCount }, () =>
        timeBetween(faker, time + 60_000, seededAt - 60_000),
      ).sort((a, b) => a - b);
      const thread: ReplyRecord[] = [];
      replyTimes.forEach((replyTime, i) => {
        // The item's author often answers first; later replies sometimes answer an earlier reply.
        const author =
          i === 0 && faker.datatype.boolean({ probability: 0.4 })
            ? target.item.user_id
            : faker.helpers.arrayElement(users);
        const answered =
          thread.length > 0 && faker.datatype.boolean({ probability: 0.4 })
            ? faker.helpers.arrayElement(thread)
            : undefined;
        const awaitingReply = faker.datatype.boolean({ probability: AWAITING_SHARE });
        const reply = addReply(comment, author, replyTime, awaitingReply, answered);
        if (!awaitingReply) thread.push(reply);
      });
    });
  }

  // The creator's and the reader's own items: public ones, and some awaiting audit.
  const [article, work] = featured;
  const recent = seededAt - 2 * HOUR;
  const publicOn = (target: Target | undefined) =>
    built.comments.find(
      (c) =>
        target && c.gid === target.gid && c.comment_type === target.type && c.audit === "public",
    );
  if (article) {
    addComment(article, READER.user_id, recent - 3 * DAY, false);
    addComment(article, READER.user_id, recent, true);
    const first = publicOn(article);
    if (first) {
      const creatorReply = addReply(first, CREATOR.user_id, recent + 60_000, false);
      addReply(first, READER.user_id, recent + 120_000, true, creatorReply);
      addReply(first, CREATOR.user_id, recent + 180_000, true);
    }
  }
  if (work) {
    addComment(work, READER.user_id, recent + 240_000, true);
    const first = publicOn(work);
    if (first) addReply(first, READER.user_id, recent + 300_000, true);
  }
  const othersArticle = targets.articles.find((t) => t.item.user_id !== CREATOR.user_id);
  if (othersArticle) {
    addComment(othersArticle, CREATOR.user_id, recent - DAY, false);
    addComment(othersArticle, CREATOR.user_id, recent + 360_000, true);
  }
}

function seedLikes(
  faker: Faker,
  seededAt: number,
  users: readonly string[],
  targets: { articles: Target[]; works: Target[] },
  built: Built,
): void {
  const like = (user_id: string, like_type: LikeRecord["like_type"], gid: string, after: number) =>
    built.likes.push({
      user_id,
      like_type,
      gid,
      created_at: timeBetween(faker, after + 60_000, seededAt - 60_000),
    });

  for (const comment of built.comments.filter((c) => c.audit === "public")) {
    const likers = faker.helpers.arrayElements(users, faker.number.int({ min: 0, max: 4 }));
    for (const user of likers)
      like(user, commentLikeType(comment.comment_type), comment.comment_id, comment.created_at);
    comment.like_num = likers.length;
  }
  for (const reply of built.replies.filter((r) => r.audit === "public")) {
    const likers = faker.helpers.arrayElements(users, faker.number.int({ min: 0, max: 2 }));
    for (const user of likers)
      like(user, replyLikeType(reply.comment_type), reply.reply_id, reply.created_at);
    reply.like_num = likers.length;
  }
  const articles = targets.articles.slice(0, ARTICLES_WITH_COMMENTS);
  const works = targets.works.slice(0, WORKS_WITH_COMMENTS);
  for (const user of users) {
    const own = user === CREATOR.user_id || user === READER.user_id;
    const picked = [
      ...faker.helpers.arrayElements(articles, own ? 12 : faker.number.int({ min: 1, max: 6 })),
      ...faker.helpers.arrayElements(works, own ? 8 : faker.number.int({ min: 1, max: 4 })),
    ];
    for (const target of picked) like(user, target.type, target.gid, publishedAt(target, seededAt));
  }
}

function seedCollects(
  faker: Faker,
  seededAt: number,
  users: readonly string[],
  targets: { articles: Target[]; works: Target[] },
  built: Built,
): void {
  const counts = (user: string): [number, number] =>
    user === READER.user_id
      ? [8, 6]
      : user === CREATOR.user_id
        ? [4, 3]
        : [faker.number.int({ min: 0, max: 3 }), faker.number.int({ min: 0, max: 2 })];
  for (const user of users) {
    const [articleCount, workCount] = counts(user);
    const picked = [
      ...faker.helpers.arrayElements(
        targets.articles.slice(0, ARTICLES_WITH_COMMENTS),
        articleCount,
      ),
      ...faker.helpers.arrayElements(targets.works.slice(0, WORKS_WITH_COMMENTS), workCount),
    ];
    for (const target of picked) {
      built.collects.push({
        user_id: user,
        collect_type: target.type === CommentType.Work ? CollectType.Work : CollectType.Essay,
        gid: target.gid,
        up_time: timeBetween(faker, publishedAt(target, seededAt) + HOUR, seededAt - HOUR),
      });
    }
  }
}

/** comment_num counts public comments exactly; seeded likes and favourites add to the counters. */
function alignContentCounters(
  targets: { articles: Target[]; works: Target[] },
  built: Built,
): void {
  const byKey = new Map<string, Target>();
  for (const target of [...targets.articles, ...targets.works]) {
    byKey.set(`${target.type}:${target.gid}`, target);
    target.item.stat.comment_num = 0;
  }
  for (const comment of built.comments) {
    if (comment.audit === "public")
      bump(byKey.get(`${comment.comment_type}:${comment.gid}`)!.item.stat, "comment_num", 1);
  }
  for (const like of built.likes) {
    const target = byKey.get(`${like.like_type}:${like.gid}`);
    if (target && like.like_type <= 2) bump(target.item.stat, "like_num", 1);
  }
  for (const collect of built.collects)
    bump(byKey.get(`${collect.collect_type}:${collect.gid}`)!.item.stat, "collect_num", 1);
}
