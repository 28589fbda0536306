/** The works category header's global view count (getGlobalStatData, system group). */
import { useQuery } from "@tanstack/react-query";
import { GlobalStatType } from "@/generated/model";
import { getGetGlobalStatDataQueryOptions } from "@/generated/system/system";

export function useGameDemoViews() {
  return useQuery(
    getGetGlobalStatDataQueryOptions(
      { stat_type: GlobalStatType.Global },
      { query: { select: (data) => data.works_data.game_dome_data.browse_num } },
    ),
  );
}
