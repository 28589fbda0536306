/**
 * The following and followers sub-tabs of the personal pages (portal.md §2.9, §2.10): each user
 * links to their guest page, shows "mutual follow" when they and the list's owner follow each
 * other, and carries the follow button (hidden for oneself by FollowButton).
 */
import { Tab, Tabs, Tag } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { UserAvatar } from "@/components/avatar/user-avatar";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import { Spinner } from "@/components/form/spinner";
import type { FollowItem } from "@/generated/model";
import { FollowListKind } from "@/generated/model/followListKind";
import { useFollowList } from "@/api/social/follow-lists";
import { FollowButton } from "../follow-button";

/** A user's guest page. */
export const guestPath = (userId: string) => `/personal/guest?id=${encodeURIComponent(userId)}`;

interface FollowListsProps {
  /** The lists' owner. */
  userId: string;
  /** The owner is the signed-in user: read the own lists. */
  own: boolean;
  viewerId: string | null;
}

export function FollowLists({ userId, own, viewerId }: FollowListsProps) {
  const { t } = useTranslation("social");
  const [kind, setKind] = useState<FollowListKind>(FollowListKind.Following);
  return (
    <Tabs
      id="personal-follow-lists"
      selectedTabId={kind}
      onChange={(next) => setKind(Number(next) as FollowListKind)}
      renderActiveTabPanelOnly
      className="personal-follow-lists"
    >
      <Tab
        id={FollowListKind.Following}
        title={t("personal.following")}
        panel={<FollowListPanel kind={FollowListKind.Following} {...{ userId, own, viewerId }} />}
      />
      <Tab
        id={FollowListKind.Followers}
        title={t("personal.followers")}
        panel={<FollowListPanel kind={FollowListKind.Followers} {...{ userId, own, viewerId }} />}
      />
    </Tabs>
  );
}

function FollowListPanel({
  kind,
  userId,
  own,
  viewerId,
}: FollowListsProps & { kind: FollowListKind }) {
  const { t } = useTranslation("social");
  const { t: tc } = useTranslation("common");
  const list = useFollowList(kind, userId, own, viewerId);
  if (list.isError) {
    return (
      <QueryErrorView
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (!list.data) {
    return (
      <div className="personal-loading" role="status" aria-label={tc("loading")}>
        <Spinner size={32} />
      </div>
    );
  }
  if (list.data.items.length === 0) {
    return (
      <EmptyState
        title={t(
          kind === FollowListKind.Following ? "personal.emptyFollowing" : "personal.emptyFollowers",
        )}
        hideAction
      />
    );
  }
  return (
    <ul className="personal-follow-list" data-testid="follow-list" data-kind={kind}>
      {list.data.items.map((item) => (
        <FollowRow key={item.data.user_id} item={item} />
      ))}
    </ul>
  );
}

function FollowRow({ item }: { item: FollowItem }) {
  const { t } = useTranslation("social");
  const user = item.data;
  return (
    <li className="personal-follow-list__row" data-testid="follow-row" data-user-id={user.user_id}>
      <Link className="personal-follow-list__user" to={guestPath(user.user_id)}>
        <UserAvatar url={user.user_url} name={user.user_name} size={40} />
        <span className="personal-follow-list__name">{user.user_name}</span>
      </Link>
      {item.mutuals === 1 ? (
        <Tag minimal round intent="primary" data-testid="mutual-tag">
          {t("personal.mutual")}
        </Tag>
      ) : null}
      <span className="personal-follow-list__action">
        <FollowButton userId={user.user_id} relation={user} />
      </span>
    </li>
  );
}
