import { TopNav } from "../nav/top-nav";
import { ShellLayout } from "./shell-layout";

/** Document layout (token API document): the top navigation; the page brings its own directory. */
export function DocumentLayout() {
  return <ShellLayout name="document" header={<TopNav />} footer={false} />;
}
