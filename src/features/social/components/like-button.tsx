import { ThumbsUpIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { LikeType } from "@/generated/model";
import { toastActionFailure } from "@/api/social/action-failure";
import { useSetLike } from "@/api/social/likes";
import { useOptimisticToggle } from "../hooks/use-optimistic-toggle";
import { useSignedInAction } from "../hooks/use-signed-in-action";
import { ToggleCountButton } from "./toggle-count-button";
import "./social.css";

export interface LikeButtonProps {
  likeType: LikeType;
  /** The works_id, lore_essay_id, comment_id or reply_id, as likeType says. */
  targetId: string;
  liked: boolean;
  count: number;
  /** Called after a confirmed change: the host refetches. */
  onChanged?: () => void;
  /** What the button says to a screen reader when "Like" alone is ambiguous (one per comment). */
  label?: string;
}

/**
 * Like / unlike (platform.md §4): optimistic, never below 0, rolled back with an error toast on
 * failure; quick clicks reach the server in order. A visitor is sent to sign-in.
 */
export function LikeButton({
  likeType,
  targetId,
  liked,
  count,
  onChanged,
  label,
}: LikeButtonProps) {
  const { t } = useTranslation("social");
  const { guard } = useSignedInAction();
  const send = useSetLike(likeType, targetId);
  const like = useOptimisticToggle({
    on: liked,
    count,
    send,
    onConfirmed: onChanged,
    onFailed: toastActionFailure,
  });
  return (
    <ToggleCountButton
      label={label ?? t("like.action")}
      on={like.on}
      count={like.count}
      busy={like.busy}
      icon={<ThumbsUpIcon size={16} />}
      onClick={guard(like.toggle)}
      className="app-like-button"
    />
  );
}
