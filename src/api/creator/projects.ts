/**
 * The user's demos as project choices (projectName): the join dialog chooses from them. The call
 * has no total count: the list is read 100 at a time and paged on while a page comes back full
 * (creator-programme.md §9, decision 0005).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectName } from "@/generated/creator/creator";
import type { ProjectNameData, ProjectNameItem } from "@/generated/model";
import { projectNameRules } from "@/generated/rules";
import { creatorKeys } from "./keys";

/** The largest page the call allows, which the app always asks for. */
export const PROJECT_PAGE_SIZE = projectNameRules.comm_limit.maximum;

async function allProjectChoices(signal: AbortSignal): Promise<ProjectNameData> {
  const list: ProjectNameItem[] = [];
  for (let offset = 0; ; offset += PROJECT_PAGE_SIZE) {
    const page = await projectName(
      { comm_limit: PROJECT_PAGE_SIZE, comm_offset: offset },
      undefined,
      signal,
    );
    list.push(...page.list);
    if (page.list.length < PROJECT_PAGE_SIZE) return { list };
  }
}

export const projectChoicesQueryOptions = () =>
  queryOptions({
    queryKey: creatorKeys.projectChoices(),
    queryFn: ({ signal }) => allProjectChoices(signal),
    select: (data) => data.list,
  });

export const useProjectChoices = () => useQuery(projectChoicesQueryOptions());
