/**
 * The global configuration (getGlobalTypeData, system group): the programme dates (display text)
 * on the activity page and the landing page's events and the token API document (markdown) on
 * /document/token. Entries change rarely, so they stay fresh for five minutes.
 */
import { useQuery } from "@tanstack/react-query";
import { getGetGlobalTypeDataQueryOptions } from "@/generated/system/system";
import { GlobalConfigType, type GetGlobalTypeDataData } from "@/generated/model";
import { startedByRoute } from "@/api/route-started";

const CONFIG_STALE_MS = 5 * 60_000;

/** The text of one entry, or "" when the configuration has none (or only blanks). */
const textOf = (data: GetGlobalTypeDataData, type: GlobalConfigType) =>
  data.type_info.find((entry) => entry.type_id === type)?.param_str.trim() ?? "";

/** One entry of the configuration, read once for every reader; each picks its value with `select`. */
const configQueryOptions = <T>(
  type: GlobalConfigType,
  select: (data: GetGlobalTypeDataData) => T,
) =>
  getGetGlobalTypeDataQueryOptions(
    { global_type_id: type },
    { query: { staleTime: CONFIG_STALE_MS, select } },
  );

const configTextQueryOptions = (type: GlobalConfigType) =>
  configQueryOptions(type, (data) => textOf(data, type));

/** The positive number of one entry (param), or undefined when it has none. */
const positiveParam = (data: GetGlobalTypeDataData, type: GlobalConfigType) => {
  const param = data.type_info.find((entry) => entry.type_id === type)?.param;
  return typeof param === "number" && Number.isFinite(param) && param > 0 ? param : undefined;
};

/** A numeric entry (the creator's money settings: the daily-limit maximum, the CNY rate). */
export const configNumberQueryOptions = (type: GlobalConfigType) =>
  configQueryOptions(type, (data) => positiveParam(data, type));

/** The programme dates as display text (decisions.md §1: both readings come from the config). */
export const programmeDatesQueryOptions = () =>
  configTextQueryOptions(GlobalConfigType.ProgrammeDates);

export const useProgrammeDates = () => useQuery(startedByRoute(programmeDatesQueryOptions()));

/** The token API document's markdown. */
export const apiDocumentQueryOptions = () => configTextQueryOptions(GlobalConfigType.ApiDocument);

export const useApiDocument = () => useQuery(apiDocumentQueryOptions());
