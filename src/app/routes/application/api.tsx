import { ApiArea } from "@/features/creator/components/application/application-area";

/** /application/api: the API key and incentive areas under the application header (platform.md §2). */
export function Component() {
  return <ApiArea />;
}
