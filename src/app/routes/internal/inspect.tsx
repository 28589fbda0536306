import { lazy, Suspense } from "react";
import { Spinner } from "@/components/form/spinner";
import { i18n } from "@/lib/i18n";

// The console is heavy (Blueprint's tabs, forms and dialogs, the sockets): it loads after the
// route, keeping /inspect's first load within the route budget (docs/decisions/0034). Its
// catalogue is asked for with it, in case the app stops loading every namespace up front.
const InspectConsole = lazy(() =>
  Promise.all([
    import("@/features/console/components/inspect-console"),
    i18n.loadNamespaces("console"),
  ]).then(([module]) => ({ default: module.InspectConsole })),
);

/** /inspect: the internal AI test console (inspect-console.md); open to everyone (§2, §6). */
export function Component() {
  return (
    <Suspense
      fallback={
        <div className="app-page" aria-busy="true">
          <Spinner size={32} />
        </div>
      }
    >
      <InspectConsole />
    </Suspense>
  );
}
