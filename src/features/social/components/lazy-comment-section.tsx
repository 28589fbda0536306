/**
 * The comment section for pages that show it below their content: its code loads when it is
 * shown, beside the page's data, not with the page's first load.
 */
import { lazy, Suspense } from "react";
import type { CommentSectionProps } from "./comment-section";

const CommentSection = lazy(() =>
  import("./comment-section").then((module) => ({ default: module.CommentSection })),
);

export function LazyCommentSection(props: CommentSectionProps) {
  return (
    <Suspense fallback={null}>
      <CommentSection {...props} />
    </Suspense>
  );
}
