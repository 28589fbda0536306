/** The creator group, part 2: the application area's tabs (part 1: creator.test.tsx). */
import { beforeAll } from "vitest";
import { walkTriggers } from "./walk";
import { creatorTriggers } from "./triggers/creator";

// The tabs' code loads on demand: load it once, so the first walk does not wait for it.
beforeAll(async () => {
  await Promise.all([
    import("@/app/routes/application/main"),
    import("@/features/creator/components/application/api-keys"),
    import("@/features/creator/components/application/incentive-accounts"),
    import("@/features/creator/components/application/billing"),
    import("@/components/toaster-impl"),
  ]);
}, 60_000);

const {
  projectApplyAdd: _activityPage,
  projectApplyGet: _activityPageToo,
  ...applicationArea
} = creatorTriggers;
walkTriggers(applicationArea);
