/**
 * The signed-in user's knowledge statistics for the index's user card (getLitUserData, API group
 * system): views of their articles, favourites their articles received, articles they wrote.
 */
import { useQuery } from "@tanstack/react-query";
import type { User } from "@/generated/model";
import { userRecordQueryOptions } from "./user-data";

export interface UserCardStats {
  userName: string;
  avatarUrl: string;
  views: number;
  favourites: number;
  articles: number;
}

const toUserCardStats = (user: User | undefined): UserCardStats | null =>
  user
    ? {
        userName: user.user_name,
        avatarUrl: user.user_url,
        views: user.stat_data?.lore_essay_browse_num ?? 0,
        favourites: user.stat_data?.lore_essay_collect_num ?? 0,
        articles: user.stat_data?.lore_essay_posts_num ?? 0,
      }
    : null;

/**
 * The stats of the signed-in user (`userId`), read from their record as they see it (the same read
 * as their personal page's); nothing is fetched for a visitor (undefined).
 */
export const useUserStats = (userId: string | undefined) =>
  useQuery({
    ...userRecordQueryOptions(userId ?? "", userId ?? null),
    enabled: userId !== undefined,
    select: (data) => toUserCardStats(data.data),
  });

export type UserStatsQuery = ReturnType<typeof useUserStats>;
