/**
 * The advertisements of the works-home position (getAdvertise, system group; position 1): the works
 * home's banner and the landing page's events, one read.
 */
import { useQuery } from "@tanstack/react-query";
import { AdvertisePosition } from "@/generated/model";
import { getGetAdvertiseQueryOptions } from "@/generated/system/system";
import { startedByRoute } from "@/api/route-started";

export type WorksHomeAdvertisements = ReturnType<typeof useWorksHomeAdvertisements>;

export const worksHomeAdvertisementsQueryOptions = () =>
  getGetAdvertiseQueryOptions(
    { advertise_type: AdvertisePosition.WorksHome },
    { query: { select: (data) => data.advertise_info } },
  );

export function useWorksHomeAdvertisements() {
  return useQuery(startedByRoute(worksHomeAdvertisementsQueryOptions()));
}
