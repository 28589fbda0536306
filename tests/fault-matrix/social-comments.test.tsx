/** The comment reads of the article and work details: public comments and replies, the reader's own awaiting audit. */
import { beforeAll } from "vitest";
import { walkTriggers } from "./walk";
import { socialTriggers } from "./triggers/social";

// The pages' code is compiled once, before the tests, so that no test's time limit pays for it.
beforeAll(async () => {
  await Promise.all([
    import("@/app/routes/knowledge/detail"),
    import("@/app/routes/gameworks/detail"),
    import("@/features/social/components/comment-section"),
    import("@/app/routes/account/login"),
  ]);
}, 120_000);

const { selectCommentAll, selectReplyAll, commentUserAll, replyUserAll } = socialTriggers;

walkTriggers({ selectCommentAll, selectReplyAll, commentUserAll, replyUserAll });
