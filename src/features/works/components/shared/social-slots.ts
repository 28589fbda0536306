/**
 * What the works pages show of the social feature: like, collect, share, report, follow and the
 * comment section. The works feature does not import the social feature (architecture.md: features
 * never import each other); the route modules (src/app/routes/gameworks) fill these slots with the
 * social widgets and pass them in.
 */
import type { ReactNode } from "react";
import type { Works } from "@/generated/model";

export interface WorksSocialSlots {
  /** The like toggle with its count; onChanged reloads the work after a confirmed change. */
  like(props: { work: Works; onChanged: () => void }): ReactNode;
  /** The favourite toggle with its count. */
  collect(props: { work: Works; onChanged: () => void }): ReactNode;
  /** Copies the share link (`url`) and shows the share count. */
  share(props: { work: Works; url: string }): ReactNode;
  /** Reports the work. */
  report(props: { work: Works }): ReactNode;
  /** Follow / unfollow the author (nothing for the signed-in user's own id). */
  follow(props: { userId: string }): ReactNode;
  /** The work's comments: `pageSize` per page, under the DOM id `sectionId`. */
  comments(props: {
    workId: string;
    pageSize?: number;
    sectionId: string;
    composerRef?: React.Ref<HTMLTextAreaElement>;
    onCountChange?: (total: number) => void;
  }): ReactNode;
}
