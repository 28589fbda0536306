import { ApplicationHeader } from "../nav/application-header";
import { ShellLayout } from "./shell-layout";

/** Application (demo management) layout: its own header with API document, language, publish and the user card. */
export function ApplicationLayout() {
  return <ShellLayout name="application" header={<ApplicationHeader />} footer={false} />;
}
