/** The personal pages' favourites and follow lists, own (/personal/home) and another user's (/personal/guest). */
import { beforeAll } from "vitest";
import { walkTriggers } from "./walk";
import { socialTriggers } from "./triggers/social";

// The pages' code is compiled once, before the tests, so that no test's time limit pays for it.
beforeAll(async () => {
  await Promise.all([
    import("@/app/routes/personal/home"),
    import("@/app/routes/personal/guest"),
    import("@/app/routes/account/login"),
  ]);
}, 120_000);

const { getCollect, getCollectUser, getFollowee, getFolloweeUser, getFollower, getFollowerUser } =
  socialTriggers;

walkTriggers({
  getCollect,
  getCollectUser,
  getFollowee,
  getFolloweeUser,
  getFollower,
  getFollowerUser,
});
