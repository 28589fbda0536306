/**
 * The art waterfall, below the banner and the demo grid, loads its code (the masonry layout of
 * react-photo-album and the cards) after the page's first render: it is not part of the works
 * home's first load (docs/decisions/0056). Meanwhile its section shows the waterfall's own loading
 * state, and its first page is already being fetched. If its code does not arrive, the section
 * says so with a Retry; the rest of the page stays.
 */
import { lazyPart } from "@/components/states/lazy-part";
import { QueryErrorView } from "@/components/states/query-error-view";
import { WorksType } from "@/generated/model/worksType";
import { usePrefetchInfiniteQuery } from "@tanstack/react-query";
import { worksPagesOptions } from "@/api/works/works";
import { ART_PAGE_SIZE } from "../../constants";
import { ArtWaterfallFrame, ArtWaterfallPending } from "./art-waterfall-frame";

/** The waterfall's loading state; its first page is fetched now, the waterfall takes it over. */
function Loading() {
  usePrefetchInfiniteQuery(worksPagesOptions(WorksType.ArtCreativity, ART_PAGE_SIZE));
  return (
    <ArtWaterfallFrame>
      <ArtWaterfallPending />
    </ArtWaterfallFrame>
  );
}

export const LazyArtWaterfall = lazyPart(
  () => import("./art-waterfall").then((module) => module.ArtWaterfall),
  {
    fallback: () => <Loading />,
    failed: (retry, error) => (
      <ArtWaterfallFrame>
        <QueryErrorView error={error} onRetry={retry} />
      </ArtWaterfallFrame>
    ),
  },
);
