import { TopNav } from "../nav/top-nav";
import { ShellLayout } from "./shell-layout";

/** Personal layout: the top navigation with a line under it, and the footer. */
export function PersonalLayout() {
  return <ShellLayout name="personal" header={<TopNav line />} footer={true} />;
}
