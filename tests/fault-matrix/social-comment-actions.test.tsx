/** The comment actions of the article detail: comment, reply, delete one's own comment or reply. */
import { beforeAll } from "vitest";
import { walkTriggers } from "./walk";
import { socialTriggers } from "./triggers/social";

// The pages' code is compiled once, before the tests, so that no test's time limit pays for it.
beforeAll(async () => {
  await Promise.all([
    import("@/app/routes/knowledge/detail"),
    import("@/features/social/components/comment-section"),
    import("@/features/social/components/delete-dialog"),
    import("@/components/toaster-impl"),
    import("@/app/routes/account/login"),
  ]);
}, 120_000);

const { addComment, addReply, delComment, delReply } = socialTriggers;

walkTriggers({ addComment, addReply, delComment, delReply });
