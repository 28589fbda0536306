import { TopNav } from "../nav/top-nav";
import { ShellLayout } from "./shell-layout";

/** Knowledge layout: the top navigation and the footer. */
export function KnowledgeLayout() {
  return <ShellLayout name="knowledge" header={<TopNav />} footer={true} />;
}
