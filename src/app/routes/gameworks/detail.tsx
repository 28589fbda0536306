import { useSearchParams } from "react-router";
import { WorksDetailPage } from "@/features/works/components/detail/works-detail-page";
import { worksSocialSlots } from "./social-slots";

/** /gameworks/detail?id=&type=&actionType= (type=preview reads the draft; actionType=comment). */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() ?? "";
  return (
    <WorksDetailPage
      key={id}
      id={id}
      preview={params.get("type") === "preview"}
      toComments={params.get("actionType") === "comment"}
      social={worksSocialSlots}
    />
  );
}
