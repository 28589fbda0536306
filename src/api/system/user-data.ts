/**
 * The user record of the personal pages, the follow button and the knowledge index's user card
 * (portal.md §2.9-§2.11, §7): read with getLitUserData (an unknown id answers no record: the page
 * shows not-found). Its save (setLitUserData) is user-save.ts: the pages that only read the record
 * do not load the mutation and the toaster with their first paint (docs/decisions/0062).
 */
import { useQuery } from "@tanstack/react-query";
import type { User } from "@/generated/model";
import { getGetLitUserDataQueryOptions } from "@/generated/system/system";
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
