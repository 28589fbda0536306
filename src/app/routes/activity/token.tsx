import { ActivityPage } from "@/features/creator/components/activity-page";

/** /activity/token: the token activity page with the join dialog (creator-programme.md §2). */
export function Component() {
  return <ActivityPage />;
}
