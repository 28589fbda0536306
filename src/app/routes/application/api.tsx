import { ApiArea } from "@/features/creator/components/application/application-area";

/** /application/api: the API key and incentive areas under the application header (issue 18). */
export function Component() {
  return <ApiArea />;
}
