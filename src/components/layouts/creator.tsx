import { TopNav } from "../nav/top-nav";
import { ShellLayout } from "./shell-layout";

/** Creator layout (the token activity area): the top navigation and the footer. */
export function CreatorLayout() {
  return <ShellLayout name="creator" header={<TopNav />} footer={true} />;
}
