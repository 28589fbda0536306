/**
 * The art waterfall, below the banner and the demo grid, loads its code (the masonry layout of
 * react-photo-album and the cards) after the page's first render: it is not part of the works
 * home's first load (docs/decisions/0056). Meanwhile its section shows the waterfall's own loading
 * state, and its first page is already being fetched. If its code does not arrive, the section
 * says so with a Retry; the rest of the page stays.
 */
import { lazy, Suspense } from "react";
import { LoadBoundary } from "@/components/states/load-boundary";
import { QueryErrorView } from "@/components/states/query-error-view";
import { WorksType } from "@/generated/model/worksType";
import { useWorksPages } from "../../api/works";
import { ART_PAGE_SIZE } from "../../constants";
import { ArtWaterfallFrame, ArtWaterfallPending } from "./art-waterfall-frame";

const load = () => import("./art-waterfall").then((module) => ({ default: module.ArtWaterfall }));
let ArtWaterfall = lazy(load);

/** The waterfall's loading state; its query starts now, the waterfall takes it over. */
function Loading() {
  useWorksPages(WorksType.ArtCreativity, ART_PAGE_SIZE);
  return (
    <ArtWaterfallFrame>
      <ArtWaterfallPending />
    </ArtWaterfallFrame>
  );
}

export function LazyArtWaterfall() {
  return (
    <LoadBoundary
      onRetry={() => {
        ArtWaterfall = lazy(load);
      }}
      failed={(retry, error) => (
        <ArtWaterfallFrame>
          <QueryErrorView error={error} onRetry={retry} />
        </ArtWaterfallFrame>
      )}
    >
      {() => (
        <Suspense fallback={<Loading />}>
          <ArtWaterfall />
        </Suspense>
      )}
    </LoadBoundary>
  );
}
