/**
 * The global configuration (getGlobalTypeData, system group): the programme dates (display text)
 * on the activity page and the landing page's events and the token API document (markdown) on
 * /document/token. Entries change rarely, so they stay fresh for five minutes.
 */
import { useQuery } from "@tanstack/react-query";
import { getGetGlobalTypeDataQueryOptions } from "@/generated/system/system";
import { GlobalConfigType, type GetGlobalTypeDataData } from "@/generated/model";

const CONFIG_STALE_MS = 5 * 60_000;

/** The text of one entry, or "" when the configuration has none (or only blanks). */
const textOf = (data: GetGlobalTypeDataData, type: GlobalConfigType) =>
  data.type_info.find((entry) => entry.type_id === type)?.param_str.trim() ?? "";

const configTextQueryOptions = (type: GlobalConfigType) =>
  getGetGlobalTypeDataQueryOptions(
    { global_type_id: type },
    { query: { staleTime: CONFIG_STALE_MS, select: (data) => textOf(data, type) } },
  );

/** The programme dates as display text (decisions.md §1: both readings come from the config). */
export const programmeDatesQueryOptions = () =>
  configTextQueryOptions(GlobalConfigType.ProgrammeDates);

export const useProgrammeDates = () => useQuery(programmeDatesQueryOptions());

/** The token API document's markdown. */
export const apiDocumentQueryOptions = () => configTextQueryOptions(GlobalConfigType.ApiDocument);

export const useApiDocument = () => useQuery(apiDocumentQueryOptions());
