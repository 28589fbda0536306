/**
 * The user record of the personal pages and the profile dialog (portal.md §2.9-§2.11, §7): read
 * with getLitUserData (an unknown id answers no record: the page shows not-found), saved with
 * setLitUserData. A saved profile refreshes the user everywhere it shows: the stored session
 * record (the nav and menus follow it) and every cached read of this user's record.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SetLitUserDataBody, User } from "@/generated/model";
import {
  getGetLitUserDataQueryOptions,
  getSetLitUserDataMutationOptions,
} from "@/generated/system/system";
import { session } from "@/lib/session";
import { systemKeys } from "./keys";

/**
 * A user's record as the viewer sees it (`null` when there is no such user), under the one key of
 * the record (systemKeys.user): the page, its panel, the follow button and the knowledge index's
 * user card share one read.
 */
export const userRecordQueryOptions = (userId: string, viewerId: string | null) =>
  getGetLitUserDataQueryOptions(
    { user_id: userId },
    {
      query: {
        queryKey: systemKeys.user(userId, viewerId),
        enabled: userId !== "",
        select: (data): User | null => data.data ?? null,
      },
    },
  );

/** A user's record (`null` when there is no such user), read when enabled. */
export const useUserRecord = (userId: string, viewerId: string | null, enabled = true) =>
  useQuery({ ...userRecordQueryOptions(userId, viewerId), enabled: enabled && userId !== "" });

/** The fields the profile dialog sends. */
export type ProfileChange = Pick<SetLitUserDataBody, "user_name" | "user_profiles" | "user_url">;

/** Copies the answered record's name and avatar into the stored session user. */
export function syncSessionUser(record: User): void {
  const current = session.getUser();
  if (!current || current.user_id !== record.user_id) return;
  if (current.user_name === record.user_name && current.user_url === record.user_url) return;
  session.setUser({ ...current, user_name: record.user_name, user_url: record.user_url });
}

/**
 * Saves the profile. On success the session user and every read of the record refresh; a
 * failure rejects with the ApiError (the dialog's form shows it and keeps what was typed).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation(
    getSetLitUserDataMutationOptions({
      mutation: {
        onSuccess: async (record) => {
          syncSessionUser(record);
          await queryClient.invalidateQueries({
            queryKey: systemKeys.userEveryViewer(record.user_id),
          });
        },
      },
    }),
  );
}
