/**
 * A work's or an article's social state (like, favourite, counts, author), for a host that has
 * no query of its own for the item: the social test page (/__test/social). It reads the item
 * through the one wrapper of getLoreEssay (knowledge/article.ts) or getWorks (works/works.ts), under
 * the item's one key; the knowledge and works pages pass the values to the widgets themselves.
 */
import { useQuery } from "@tanstack/react-query";
import type { Flag, ItemStat, PublishStatus } from "@/generated/model";
import { articleQueryOptions } from "@/api/knowledge/article";
import { workQueryOptions } from "@/api/works/works";

export interface SocialTargetState {
  title: string;
  userId: string;
  userName: string;
  status: PublishStatus;
  isLike: boolean;
  isCollect: boolean;
  stat: ItemStat;
}

const on = (flag: Flag | undefined) => flag === 1;

/** An article's social state (undefined when it is missing or not published). */
export function useArticleSocialState(id: string, enabled = true) {
  return useQuery({
    ...articleQueryOptions(id),
    enabled,
    select: ({ base_data: article }): SocialTargetState | undefined =>
      article && {
        title: article.title,
        userId: article.user_id,
        userName: article.user_data?.user_name ?? "",
        status: article.status,
        isLike: on(article.is_like),
        isCollect: on(article.is_collect),
        stat: article.stat_data ?? {},
      },
  });
}

/** A work's social state (undefined when it is missing or not published). */
export function useWorksSocialState(id: string, enabled = true) {
  return useQuery({
    ...workQueryOptions(id),
    enabled,
    select: ({ base_data: works }): SocialTargetState | undefined =>
      works && {
        title: works.works_title,
        userId: works.user_id,
        userName: works.user_data?.user_name ?? "",
        status: works.status,
        isLike: on(works.is_like),
        isCollect: on(works.is_collect),
        stat: works.stat_data ?? {},
      },
  });
}
