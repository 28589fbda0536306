import { TopNav } from "../nav/top-nav";
import { ShellLayout } from "./shell-layout";

/** Plain layout (error and not-found pages): the top navigation only. */
export function PlainLayout() {
  return <ShellLayout name="plain" header={<TopNav />} footer={false} />;
}
