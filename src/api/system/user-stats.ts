/**
 * The signed-in user's knowledge statistics for the index's user card (getLitUserData, API group
 * system): views of their articles, favourites their articles received, articles they wrote.
 */
import { useQuery } from "@tanstack/react-query";
import { getGetLitUserDataQueryOptions } from "@/generated/system/system";
import type { User } from "@/generated/model";
import { knowledgeKeys } from "@/api/knowledge/keys";

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

export const userStatsQueryOptions = (userId: string) =>
  getGetLitUserDataQueryOptions(
    { user_id: userId },
    {
      query: {
        queryKey: knowledgeKeys.userStats(userId),
        select: (data) => toUserCardStats(data.data),
      },
    },
  );

/** The stats of the signed-in user (`userId`); nothing is fetched for a visitor (undefined). */
export const useUserStats = (userId: string | undefined) =>
  useQuery({ ...userStatsQueryOptions(userId ?? ""), enabled: userId !== undefined });

export type UserStatsQuery = ReturnType<typeof useUserStats>;
