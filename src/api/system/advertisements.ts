/** The works home's banner (getAdvertise, system group; position 1 = works home). */
import { useQuery } from "@tanstack/react-query";
import { AdvertisePosition } from "@/generated/model";
import { getGetAdvertiseQueryOptions } from "@/generated/system/system";

export type WorksHomeAdvertisements = ReturnType<typeof useWorksHomeAdvertisements>;

export function useWorksHomeAdvertisements() {
  return useQuery(
    getGetAdvertiseQueryOptions(
      { advertise_type: AdvertisePosition.WorksHome },
      { query: { select: (data) => data.advertise_info } },
    ),
  );
}
