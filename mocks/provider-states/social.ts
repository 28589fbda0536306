/**
 * Provider states of the social group: comments and replies (public or awaiting audit) on the
 * creator's article, favourites and follows. Counters follow the data (a public comment counts in
 * the article's comment_num, a public reply in its comment's reply_num, a favourite in
 * collect_num), as the social domain keeps them.
 */
import { CollectType, CommentType } from "@/generated/model";
import type { MockState } from "../core/state";
import type { SocialAuditState } from "../db/social";
import { adjustContent } from "../domains/social/targets";
import { FIXTURES, given } from "./sentences";
import { ensureUser, parseTarget, state } from "./common";

const { creator, reader, article, comment, reply, ownComment, awaitingComment, awaitingReply } =
  FIXTURES;
const ON_ARTICLE = `article ${article}`;

/** A comment with exactly this id on the target, by the author (replacing one of that id). */
async function putComment(
  mock: MockState,
  id: string,
  on: string,
  author: string,
  audit: SocialAuditState,
): Promise<void> {
  const target = parseTarget(on);
  const type = target.kind === "article" ? CommentType.Essay : CommentType.Work;
  await ensureUser(mock, author);
  const previous = mock.db.comments.deleteMany((q) => q.where({ comment_id: id }));
  mock.db.replies.deleteMany((q) => q.where({ comment_id: id }));
  for (const old of previous) {
    if (old.audit === "public")
      await adjustContent(mock, old.comment_type, old.gid, "comment_num", -1);
  }
  await mock.db.comments.create({
    comment_id: id,
    comment_type: type,
    gid: target.id,
    user_id: author,
    content: audit === "public" ? "Loved the part about prompt tuning." : "Waiting for review.",
    created_at: mock.now() - 3_600_000,
    like_num: 0,
    reply_num: 0,
    audit,
    audit_due_at: null,
  });
  if (audit === "public") await adjustContent(mock, type, target.id, "comment_num", 1);
}

/** A direct reply with exactly this id to the comment, by the author. */
async function putReply(
  mock: MockState,
  id: string,
  commentId: string,
  author: string,
  audit: SocialAuditState,
): Promise<void> {
  const parent = mock.db.comments.findFirst((q) => q.where({ comment_id: commentId }));
  if (!parent) throw new Error(`Comment ${commentId} does not exist: name it first.`);
  await ensureUser(mock, author);
  const previous = mock.db.replies.deleteMany((q) => q.where({ reply_id: id }));
  const delta =
    (audit === "public" ? 1 : 0) - previous.filter((old) => old.audit === "public").length;
  await mock.db.replies.create({
    reply_id: id,
    comment_id: commentId,
    comment_type: parent.comment_type,
    gid: parent.gid,
    other_reply_id: "0",
    other_user_id: "",
    user_id: author,
    content: audit === "public" ? "Thank you!" : "Waiting for review too.",
    created_at: mock.now() - 1_800_000,
    like_num: 0,
    audit,
    audit_due_at: null,
  });
  if (delta !== 0) {
    await mock.db.comments.update((q) => q.where({ comment_id: commentId }), {
      data(record) {
        record.reply_num = Math.max(0, record.reply_num + delta);
      },
    });
  }
}

/** Defines the social sentences (called once by registerProviderStates in ./index.ts). */
export function defineSocialStates(): void {
  state(given.comment(comment, ON_ARTICLE, reader.user_id), ({ state: mock }) =>
    putComment(mock, comment, ON_ARTICLE, reader.user_id, "public"),
  );

  state(given.comment(ownComment, ON_ARTICLE, creator.user_id), ({ state: mock }) =>
    putComment(mock, ownComment, ON_ARTICLE, creator.user_id, "public"),
  );

  state(given.awaitingComment(awaitingComment, ON_ARTICLE, creator.user_id), ({ state: mock }) =>
    putComment(mock, awaitingComment, ON_ARTICLE, creator.user_id, "awaiting"),
  );

  state(given.reply(reply, comment, creator.user_id), ({ state: mock }) =>
    putReply(mock, reply, comment, creator.user_id, "public"),
  );

  state(given.awaitingReply(awaitingReply, comment, creator.user_id), ({ state: mock }) =>
    putReply(mock, awaitingReply, comment, creator.user_id, "awaiting"),
  );

  // A favourite collected now (the newest of the user's list).
  state(given.collected(reader.user_id, ON_ARTICLE), async ({ state: mock }) => {
    const target = parseTarget(ON_ARTICLE);
    const type = target.kind === "article" ? CollectType.Essay : CollectType.Work;
    await ensureUser(mock, reader.user_id);
    const previous = mock.db.collects.deleteMany((q) =>
      q.where({ user_id: reader.user_id, collect_type: type, gid: target.id }),
    );
    await mock.db.collects.create({
      user_id: reader.user_id,
      collect_type: type,
      gid: target.id,
      up_time: mock.now(),
    });
    if (previous.length === 0) await adjustContent(mock, type, target.id, "collect_num", 1);
  });

  state(given.follows(reader.user_id, creator.user_id), async ({ state: mock }) => {
    await ensureUser(mock, reader.user_id);
    await ensureUser(mock, creator.user_id);
    mock.db.follows.deleteMany((q) =>
      q.where({ follower_id: reader.user_id, followee_id: creator.user_id }),
    );
    await mock.db.follows.create({
      follower_id: reader.user_id,
      followee_id: creator.user_id,
      created_at: mock.now(),
    });
  });
}
