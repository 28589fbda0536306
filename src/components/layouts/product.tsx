import { TopNav } from "../nav/top-nav";
import { ShellLayout } from "./shell-layout";

/** Product layout (landing, game works): the top navigation and the footer. */
export function ProductLayout() {
  return <ShellLayout name="product" header={<TopNav />} footer={true} />;
}
