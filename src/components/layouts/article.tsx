import { TopNav } from "../nav/top-nav";
import { ShellLayout } from "./shell-layout";

/** Article layout (editors): the top navigation, no footer. */
export function ArticleLayout() {
  return <ShellLayout name="article" header={<TopNav />} footer={false} />;
}
