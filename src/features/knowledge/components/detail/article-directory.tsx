import { memo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { HeadingDirectory } from "@/components/rich-text/heading-directory";
import { ARTICLE_HEADING_OFFSET_PX, useHeadingTracker } from "@/hooks/use-heading-tracker";
import type { HeadingEntry } from "@/lib/rich-text/headings";

/**
 * The body's headings, handed from the body (which finds them once it is rendered) to the
 * directory: only the directory re-renders when they change, not the whole article.
 */
export interface HeadingsStore {
  get: () => readonly HeadingEntry[];
  set: (headings: readonly HeadingEntry[]) => void;
  subscribe: (listener: () => void) => () => void;
}

const same = (a: readonly HeadingEntry[], b: readonly HeadingEntry[]) =>
  a.length === b.length &&
  a.every((h, i) => h.id === b[i]!.id && h.text === b[i]!.text && h.level === b[i]!.level);

export function createHeadingsStore(): HeadingsStore {
  let headings: readonly HeadingEntry[] = [];
  const listeners = new Set<() => void>();
  return {
    get: () => headings,
    set: (next) => {
      if (same(headings, next)) return;
      headings = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The article's side directory (h1 and h2), tracking the heading being read. */
export const ArticleDirectory = memo(function ArticleDirectory({
  store,
}: {
  store: HeadingsStore;
}) {
  const { t } = useTranslation("knowledgeDetail");
  const headings = useSyncExternalStore(store.subscribe, store.get, store.get);
  const tracker = useHeadingTracker(headings, { offset: ARTICLE_HEADING_OFFSET_PX });
  if (headings.length === 0) return null;
  return (
    <HeadingDirectory
      className="app-article__directory"
      headings={headings}
      activeId={tracker.activeId}
      onJump={tracker.jumpTo}
      label={t("detail.directory")}
    />
  );
});
