import { NotFoundView } from "@/components/states/not-found-view";

/** Every unknown path: "page not found" with a button back to /gate. */
export function Component() {
  return <NotFoundView />;
}
