/**
 * /personal/home (portal.md §2.9; login required): the signed-in user's side panel (avatar, name,
 * profile, the edit icon opening the profile dialog, the shortcuts) and the tabs Favorite,
 * Article, Image, Demo, Following and the Draft box with its count.
 */
import { lazy, Suspense, useCallback, useState } from "react";
import { QueryErrorView } from "@/components/states/query-error-view";
import { Spinner } from "@/components/form/spinner";
import { useUserRecord } from "@/api/system/user-data";
import { ProfilePanel } from "@/features/profile/components/profile-panel";
import { useSessionUser } from "@/hooks/use-session-user";
import { AvatarField } from "./avatar-field";
import { PersonalContent } from "./personal-content";
import { HOME_TABS } from "./personal-tabs";

// The dialog (and the form kit it brings) loads when the edit icon is first used.
const ProfileDialog = lazy(() =>
  import("@/features/profile/components/profile-dialog").then((module) => ({
    default: module.ProfileDialog,
  })),
);

export function PersonalHomePage() {
  const viewer = useSessionUser();
  // The route's guard lets only a signed-in user in; signing out elsewhere leaves this page.
  if (!viewer) return null;
  return <PersonalHome viewerId={viewer.user_id} />;
}

function PersonalHome({ viewerId }: { viewerId: string }) {
  const record = useUserRecord(viewerId, viewerId);
  const [editing, setEditing] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const closeDialog = useCallback(() => setEditing(false), []);

  let panel;
  if (record.isError) {
    panel = (
      <QueryErrorView
        error={record.error}
        onRetry={() => void record.refetch()}
        retrying={record.isFetching}
      />
    );
  } else if (!record.data) {
    panel = (
      <div className="personal-loading">
        <Spinner size={32} />
      </div>
    );
  } else {
    panel = (
      <>
        <ProfilePanel
          user={record.data}
          onEdit={() => {
            setDialogWanted(true);
            setEditing(true);
          }}
        />
        {dialogWanted ? (
          <Suspense fallback={null}>
            <ProfileDialog
              isOpen={editing}
              onClose={closeDialog}
              user={record.data}
              renderAvatar={(field) => <AvatarField {...field} />}
            />
          </Suspense>
        ) : null}
      </>
    );
  }

  return (
    <div className="personal-page" data-testid="personal-home">
      <div className="personal-page__side">{panel}</div>
      <PersonalContent
        tabs={HOME_TABS}

        userId={viewerId}
        own
        viewerId={viewerId}
      />
    </div>
  );
}
