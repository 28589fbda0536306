import { ApplicationArea } from "@/features/creator/components/application/application-area";

/** /application/main?tab=: demo management, API keys, incentive accounts, billing (creator-programme.md §2). */
export function Component() {
  return <ApplicationArea />;
}
