import { useSearchParams } from "react-router";
import { WorksMorePage } from "@/features/works/components/more/works-more-page";

/** /gameworks/more?id={works type}: one category's works, endless. */
export function Component() {
  const [params] = useSearchParams();
  return <WorksMorePage id={params.get("id")} />;
}
