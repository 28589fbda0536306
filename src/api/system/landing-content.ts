/**
 * What the landing page shows from the API (API group system), each generated query wrapped once
 * with its select; the sections call these hooks, never the generated ones:
 * - events: the advertisements of the works-home position that are running now (getAdvertise);
 * - the creator programme's dates: display text from the global configuration (getGlobalTypeData,
 *   decisions.md §1);
 * - the community in numbers: published articles, their reads and the game demos' views, summed
 *   from the global statistics (getGlobalStatData).
 * Failures show in the section (QueryErrorView with Retry), in the user's language.
 */
import { useQuery } from "@tanstack/react-query";
import {
  AdvertisePosition,
  GlobalConfigType,
  GlobalStatType,
  type GetGlobalStatDataData,
} from "@/generated/model";
import {
  getGetAdvertiseQueryOptions,
  getGetGlobalStatDataQueryOptions,
  getGetGlobalTypeDataQueryOptions,
} from "@/generated/system/system";

export const eventsQueryOptions = () =>
  getGetAdvertiseQueryOptions(
    { advertise_type: AdvertisePosition.WorksHome },
    { query: { select: (data) => data.advertise_info } },
  );

export const useEvents = () => useQuery(eventsQueryOptions());

export const programmeDatesQueryOptions = () =>
  getGetGlobalTypeDataQueryOptions(
    { global_type_id: GlobalConfigType.ProgrammeDates },
    {
      query: {
        select: (data) =>
          data.type_info.find((entry) => entry.type_id === GlobalConfigType.ProgrammeDates)
            ?.param_str || undefined,
      },
    },
  );

/** The programme's dates as display text; undefined when the configuration has none. */
export const useProgrammeDates = () => useQuery(programmeDatesQueryOptions());

export interface CommunityStats {
  articles: number;
  reads: number;
  demoViews: number;
}

/** Totals over every knowledge category, and the game demos' views. */
export function communityStatsOf(data: GetGlobalStatDataData): CommunityStats {
  const categories = Object.values(data.lore_essay_data);
  return {
    articles: categories.reduce((sum, category) => sum + (category.lore_essay_count ?? 0), 0),
    reads: categories.reduce((sum, category) => sum + (category.browse_num ?? 0), 0),
    demoViews: data.works_data.game_dome_data.browse_num ?? 0,
  };
}

export const communityStatsQueryOptions = () =>
  getGetGlobalStatDataQueryOptions(
    { stat_type: GlobalStatType.Global },
    { query: { select: communityStatsOf } },
  );

export const useCommunityStats = () => useQuery(communityStatsQueryOptions());
