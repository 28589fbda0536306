import { TickIcon } from "@blueprintjs/icons";
import type { User } from "@/generated/model";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/form/spinner";
import { ShellButton } from "@/components/shell-button";
import { toastActionFailure } from "@/api/social/action-failure";
import { useSetFollow } from "@/api/social/follows";
import { useUserRecord } from "@/api/system/user-data";
import { useOptimisticToggle } from "../hooks/use-optimistic-toggle";
import { useSignedInAction } from "../hooks/use-signed-in-action";
import "./social.css";

export interface FollowButtonProps {
  userId: string;
  /**
   * The relation the page already holds, relative to the session user (a follow list's row): the
   * button then reads no user record, so a list of 300 users makes no 300 calls. After a change
   * the lists reload, and with them this relation.
   */
  relation?: Pick<User, "is_followee" | "is_follower">;
  /** Called after a confirmed follow or unfollow (the user record has reloaded). */
  onChanged?: () => void;
}

/**
 * Follow / unfollow a user (platform.md §4): "Followed" while following, "Follow back" when the
 * user follows you but not the reverse, else "Follow". The relation is the one given, else read
 * from the user's record (reloaded after a change); the change is optimistic and rolls back with an
 * error toast. Renders
 * nothing for the signed-in user's own id; a visitor is sent to sign-in.
 */
export function FollowButton({ userId, relation, onChanged }: FollowButtonProps) {
  const { t } = useTranslation("social");
  const { user, guard } = useSignedInAction();
  const own = user?.user_id === userId;
  const reads = user !== null && !own && relation === undefined;
  const record = useUserRecord(userId, user?.user_id ?? null, reads);
  const known = relation ?? record.data;
  const send = useSetFollow(userId);
  const follow = useOptimisticToggle({
    on: known?.is_followee === 1,
    send,
    onConfirmed: onChanged,
    onFailed: toastActionFailure,
  });

  if (own) return null;
  if (reads && record.isPending) {
    return (
      <ShellButton className="app-follow-button" icon={<Spinner />} aria-busy disabled>
        <span className="app-visually-hidden">{t("follow.loading")}</span>
      </ShellButton>
    );
  }
  if (reads && record.isError) {
    return (
      <ShellButton
        className="app-follow-button"
        text={t("follow.loadFailed")}
        onClick={() => void record.refetch()}
        aria-busy={record.isFetching || undefined}
      />
    );
  }
  const followsMe = known?.is_follower === 1;
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
