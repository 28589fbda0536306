import { ShellLayout } from "./shell-layout";

/** Blank layout (internal and test pages): the page alone on the black background. */
export function BlankLayout() {
  return <ShellLayout name="blank" />;
}
