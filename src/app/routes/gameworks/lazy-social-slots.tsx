/**
 * The works social widgets for a page that shows them only in the works popup (/gameworks/home):
 * each slot renders once the widgets' code and their texts (the "social" namespace) have loaded,
 * so none of it is in the page's first load.
 */
import { lazy, Suspense, type ComponentType } from "react";
import type { WorksSocialSlots } from "@/features/works/components/shared/social-slots";
import { withNamespaces } from "@/lib/i18n";

const loadSlots = () =>
  withNamespaces(import("./social-slots"), ["social"]).then((module) => module.worksSocialSlots);

type SlotProps<K extends keyof WorksSocialSlots> = Parameters<WorksSocialSlots[K]>[0];

function lazySlot<K extends keyof WorksSocialSlots>(key: K) {
  const Slot = lazy(() =>
    loadSlots().then((slots) => {
      const render = slots[key] as (props: SlotProps<K>) => React.ReactNode;
      const Loaded: ComponentType<SlotProps<K>> = (props) => <>{render(props)}</>;
      return { default: Loaded };
    }),
  );
  return (props: SlotProps<K>) => (
    <Suspense fallback={null}>
      <Slot {...(props as SlotProps<K> & React.JSX.IntrinsicAttributes)} />
    </Suspense>
  );
}

export const lazySocialSlots: WorksSocialSlots = {
  like: lazySlot("like"),
  collect: lazySlot("collect"),
  share: lazySlot("share"),
  report: lazySlot("report"),
  follow: lazySlot("follow"),
  comments: lazySlot("comments"),
};
