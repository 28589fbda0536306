import { WorksHomePage } from "@/features/works/components/home/works-home-page";
import { lazySocialSlots } from "./lazy-social-slots";

/** /gameworks/home: the works home with the social widgets in its popup. */
export function Component() {
  return <WorksHomePage social={lazySocialSlots} />;
}
