/**
 * /personal/guest?id= (portal.md §2.10; no login needed): another user's side panel with the
 * follow button (hidden for oneself) and the tabs Favorite, Article, Image, Demo and Following,
 * read-only. One's own id goes to /personal/home; an unknown id is not found.
 */
import { lazy, Suspense } from "react";
import { Navigate, useSearchParams } from "react-router";
import { Spinner } from "@/components/form/spinner";
import { NotFoundView } from "@/components/states/not-found-view";
import { QueryErrorView } from "@/components/states/query-error-view";
import { useUserRecord } from "@/api/system/user-data";
import { ProfilePanel } from "@/features/profile/components/profile-panel";
import { useSessionUser } from "@/hooks/use-session-user";
import { loadNamespaces } from "@/lib/i18n";
import { PersonalContent } from "./personal-content";
import { GUEST_TABS } from "./personal-tabs";

const FollowButton = lazy(() =>
  Promise.all([
    import("@/features/social/components/follow-button"),
    loadNamespaces(["social"]),
  ]).then(([module]) => ({ default: module.FollowButton })),
);

export function GuestPersonalPage() {
  const [params] = useSearchParams();
  const userId = params.get("id")?.trim() ?? "";
  const viewer = useSessionUser();
  if (userId === "") return <NotFoundView />;
  if (viewer?.user_id === userId) return <Navigate to="/personal/home" replace />;
  return <GuestPage key={userId} userId={userId} viewerId={viewer?.user_id ?? null} />;
}

function GuestPage({ userId, viewerId }: { userId: string; viewerId: string | null }) {
  const record = useUserRecord(userId, viewerId);
  if (record.isError) {
    return (
      <QueryErrorView
        error={record.error}
        onRetry={() => void record.refetch()}
        retrying={record.isFetching}
      />
    );
  }
  if (record.isPending) {
    return (
      <div className="personal-loading">
        <Spinner size={32} />
      </div>
    );
  }
  if (!record.data) return <NotFoundView />;
  return (
    <div className="personal-page" data-testid="personal-guest">
      <div className="personal-page__side">
        <ProfilePanel
          user={record.data}
          follow={
            <Suspense fallback={null}>
              <FollowButton userId={userId} relation={record.data} />
            </Suspense>
          }
        />
      </div>
      <PersonalContent tabs={GUEST_TABS} userId={userId} own={false} viewerId={viewerId} />
    </div>
  );
}
