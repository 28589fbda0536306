/** The toggles of the article detail: like, favourite (add and remove), follow the author. */
import { beforeAll } from "vitest";
import { walkTriggers } from "./walk";
import { socialTriggers } from "./triggers/social";

// The pages' code is compiled once, before the tests, so that no test's time limit pays for it.
beforeAll(async () => {
  await Promise.all([
    import("@/app/routes/knowledge/detail"),
    import("@/components/toaster-impl"),
    import("@/app/routes/account/login"),
  ]);
}, 120_000);

const { like, replaceCollect, delCollect, followOp } = socialTriggers;

walkTriggers({ like, replaceCollect, delCollect, followOp });
