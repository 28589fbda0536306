import { TickIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { ShellButton } from "@/components/shell-button";
import { toastActionFailure } from "../api/action-failure";
import { useSetFollow, useUserRecord } from "../api/follows";
import { useOptimisticToggle } from "../hooks/use-optimistic-toggle";
import { useSignedInAction } from "../hooks/use-signed-in-action";
import "./social.css";

export interface FollowButtonProps {
  userId: string;
  /** Called after a confirmed follow or unfollow (the user record has reloaded). */
  onChanged?: () => void;
}

/**
 * Follow / unfollow a user (platform.md §4): "Followed" while following, "Follow back" when the
 * user follows you but not the reverse, else "Follow". The relation is read from the user's record
 * (reloaded after a change); the change is optimistic and rolls back with an error toast. Renders
 * nothing for the signed-in user's own id; a visitor is sent to sign-in.
 */
export function FollowButton({ userId, onChanged }: FollowButtonProps) {
  const { t } = useTranslation("social");
  const { user, guard } = useSignedInAction();
  const own = user?.user_id === userId;
  const record = useUserRecord(userId, user?.user_id ?? null, user !== null && !own);
  const send = useSetFollow(userId);
  const follow = useOptimisticToggle({
    on: record.data?.is_followee === 1,
    send,
    onConfirmed: onChanged,
    onFailed: toastActionFailure,
  });

  if (own) return null;
  if (user && record.isPending) {
    return (
      <ShellButton className="app-follow-button" icon={<Spinner />} aria-busy disabled>
        <span className="app-visually-hidden">{t("follow.loading")}</span>
      </ShellButton>
    );
  }
  if (user && record.isError) {
    return (
      <ShellButton
        className="app-follow-button"
        text={t("follow.loadFailed")}
        onClick={() => void record.refetch()}
        aria-busy={record.isFetching || undefined}
      />
    );
  }
  const followsMe = record.data?.is_follower === 1;
  const text = follow.on
    ? t("follow.followed")
    : followsMe
      ? t("follow.followBack")
      : t("follow.follow");
  return (
    <ShellButton
      className={`app-follow-button${follow.on ? " app-follow-button--on" : ""}`}
      intent={follow.on ? undefined : "primary"}
      icon={follow.on ? <TickIcon size={16} /> : undefined}
      text={text}
      aria-busy={follow.busy || undefined}
      onClick={guard(follow.toggle)}
    />
  );
}
