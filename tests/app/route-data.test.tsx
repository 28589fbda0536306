/**
 * A page's first queries start with the navigation (src/app/route-data.ts, decision 0088): the
 * router's loaders fill the query cache before any page renders, with the very options the page's
 * hooks use, so the page shows that answer without asking again (one request per query), with the
 * app's own client defaults (src/lib/query-client.ts). A failure the loader met is shown once,
 * never fetched again as the page mounts (the fault matrix walks every outcome of these calls).
 */
import { render, screen, waitFor } from "@testing-library/react";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { App } from "@/app/app";
import { createAppMemoryRouter } from "@/app/router";
import { articleQueryOptions } from "@/api/knowledge/article";
import { homeSectionsQueryOptions, hotRankingQueryOptions } from "@/api/knowledge/lists";
import { worksHomeAdvertisementsQueryOptions } from "@/api/system/advertisements";
import { programmeDatesQueryOptions } from "@/api/system/config";
import { communityStatsQueryOptions } from "@/api/system/global-stats";
import { demoGridQueryOptions, workQueryOptions } from "@/api/works/works";
import { initI18n } from "@/lib/i18n";
import { storeLanguage } from "@/lib/language";
import { createQueryClient } from "@/lib/query-client";
import { session } from "@/lib/session";
import { arm, requestLog } from "@mocks/testing";
import { catalogueText } from "../fault-matrix/walk";
import { server } from "../msw-server";

const ARTICLE = "100001";
const WORK = "500001";

interface Case {
  route: string;
  /** The page's first queries (their keys) and their requests (path and body), asked once each. */
  keys: QueryKey[];
  requests: string[];
}

const cases: Case[] = [
  {
    route: "/gate",
    keys: [
      worksHomeAdvertisementsQueryOptions().queryKey,
      programmeDatesQueryOptions().queryKey,
      communityStatsQueryOptions().queryKey,
    ],
    requests: [
      `/api/basesys/getadvertise {"advertise_type":1}`,
      `/api/basesys/getglobaltypedata {"global_type_id":4}`,
      `/api/basesys/getglobalstatdata {"stat_type":1}`,
    ],
  },
  {
    route: "/knowledge/home",
    keys: [homeSectionsQueryOptions().queryKey, hotRankingQueryOptions().queryKey],
    requests: [
      `/api/loreessay/getloreessayhome {}`,
      `/api/loreessay/getloreessayhotall {"lore_essay_limit":8,"lore_essay_offset":0}`,
    ],
  },
  {
    route: "/gameworks/home",
    keys: [worksHomeAdvertisementsQueryOptions().queryKey, demoGridQueryOptions().queryKey],
    // The demo grid's page and the art waterfall's first page.
    requests: [
      `/api/basesys/getadvertise {"advertise_type":1}`,
      `/api/works/getworksall {"works_type":1,"works_limit":8,"works_offset":0}`,
      `/api/works/getworksall {"works_type":3,"works_limit":12,"works_offset":0}`,
    ],
  },
  {
    route: `/knowledge/detail?id=${ARTICLE}`,
    keys: [articleQueryOptions(ARTICLE).queryKey],
    requests: [`/api/loreessay/getloreessay {"lore_essay_id":"${ARTICLE}"}`],
  },
  {
    route: `/gameworks/detail?id=${WORK}`,
    keys: [workQueryOptions(WORK).queryKey],
    requests: [`/api/works/getworks {"works_id":"${WORK}"}`],
  },
];

const callsOf = (operation: string) =>
  requestLog().filter((entry) => entry.operation === operation).length;

/** Records every request (path and body) from now on; the function returns them once read. */
function recordRequests(): () => Promise<string[]> {
  const reads: Promise<string>[] = [];
  const listener = ({ request }: { request: Request }) => {
    reads.push(
      request
        .clone()
        .text()
        .then((body) => `${new URL(request.url).pathname} ${body}`),
    );
  };
  server.events.on("request:start", listener);
  return () => {
    server.events.removeListener("request:start", listener);
    return Promise.all(reads);
  };
}

async function start(
  route: string,
): Promise<{ client: QueryClient; router: ReturnType<typeof createAppMemoryRouter> }> {
  session.clear();
  storeLanguage("en");
  await initI18n("en");
  const client = createQueryClient();
  return { client, router: createAppMemoryRouter([route], client) };
}

describe("a page's first queries start with the navigation", { timeout: 30_000 }, () => {
  for (const { route, keys, requests } of cases) {
    it(`${route}: the loader fetches them before any render; the page reuses them (one request each)`, async () => {
      const asked = recordRequests();
      const { client, router } = await start(route);
      // Nothing is rendered yet: only the router runs.
      await waitFor(
        () => {
          for (const key of keys)
            expect(client.getQueryState(key)?.status, String(key)).toBe("success");
        },
        { timeout: 10_000 },
      );

      render(<App router={router} queryClient={client} />);
      await screen.findByRole("main", {}, { timeout: 20_000 });
      // The page's hooks read the loader's queries (each has an observer).
      await waitFor(
        () => {
          for (const key of keys) {
            const query = client.getQueryCache().find({ queryKey: key, exact: true });
            expect(query?.getObserversCount(), String(key)).toBeGreaterThan(0);
          }
        },
        { timeout: 20_000 },
      );
      // Give the page's observers time to (not) fetch again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const made = await asked();
      for (const request of requests) {
        expect(
          made.filter((one) => one === request),
          `${route}: ${request}`,
        ).toHaveLength(1);
      }
    });
  }

  it("a failure the loader met is the one the page shows, with no second request", async () => {
    // An answer the client never retries (src/lib/query-client.ts), armed for one call.
    arm("getLoreEssayHome", "http404");
    const { client, router } = await start("/knowledge/home");
    const key = homeSectionsQueryOptions().queryKey;
    await waitFor(() => expect(client.getQueryState(key)?.status).toBe("error"), {
      timeout: 10_000,
    });

    render(<App router={router} queryClient={client} />);
    expect(
      await screen.findByRole("button", { name: catalogueText("en", "common", "actions.retry") }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsOf("getLoreEssayHome")).toBe(1);
  });
});
