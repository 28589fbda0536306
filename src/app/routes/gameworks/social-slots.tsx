/**
 * The social widgets the game works pages show, composed here (route modules may use several
 * features; the works feature itself never imports the social one). Counts come from the work;
 * onChanged reloads it after a confirmed change. The comments sit below the work: their code loads
 * when they are shown, not with the page.
 */
import type { WorksSocialSlots } from "@/features/works/components/shared/social-slots";
import { CollectButton } from "@/features/social/components/collect-button";
import { LazyCommentSection } from "@/features/social/components/lazy-comment-section";
import { FollowButton } from "@/features/social/components/follow-button";
import { LikeButton } from "@/features/social/components/like-button";
import { ReportButton } from "@/features/social/components/report-button";
import { ShareButton } from "@/features/social/components/share-button";
import { reportWorksShare } from "@/api/system/events";
import { CollectType } from "@/generated/model/collectType";
import { CommentType } from "@/generated/model/commentType";
import { ComplaintTarget } from "@/generated/model/complaintTarget";
import { Flag } from "@/generated/model/flag";
import { LikeType } from "@/generated/model/likeType";

export const worksSocialSlots: WorksSocialSlots = {
  like: ({ work, onChanged }) => (
    <LikeButton
      likeType={LikeType.Work}
      targetId={work.works_id}
      liked={work.is_like === Flag.On}
      count={work.stat_data?.like_num ?? 0}
      onChanged={onChanged}
    />
  ),
  collect: ({ work, onChanged }) => (
    <CollectButton
      collectType={CollectType.Work}
      targetId={work.works_id}
      collected={work.is_collect === Flag.On}
      count={work.stat_data?.collect_num ?? 0}
      onChanged={onChanged}
    />
  ),
  share: ({ work, url }) => (
    <ShareButton
      url={url}
      count={work.stat_data?.share_num ?? 0}
      onShared={() => reportWorksShare(work.works_id)}
    />
  ),
  report: ({ work }) => (
    <ReportButton target={{ c_type: ComplaintTarget.Work, g_id: work.works_id }} />
  ),
  follow: ({ userId }) => <FollowButton userId={userId} />,
  comments: ({ workId, pageSize, sectionId, composerRef, onCountChange }) => (
    <LazyCommentSection
      commentType={CommentType.Work}
      targetId={workId}
      pageSize={pageSize}
      sectionId={sectionId}
      composerRef={composerRef}
      onCountChange={onCountChange}
    />
  ),
};
