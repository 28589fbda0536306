import { HeartIcon, MultiSelectIcon } from "@blueprintjs/icons";
import { memo, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MasonryPhotoAlbum, type Photo } from "react-photo-album";
import "react-photo-album/masonry.css";
import { EmptyState } from "@/components/states/empty-state";
import { QueryErrorView } from "@/components/states/query-error-view";
import type { Works } from "@/generated/model";
import { WorksType } from "@/generated/model/worksType";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";
import { EndlessEnd } from "../shared/endless-end";
import { useWorksPages } from "@/api/works/works-pages";
import {
  ART_PAGE_SIZE,
  ENDLESS_THRESHOLD_PX,
  WATERFALL_COLUMN_WIDTH,
  WATERFALL_GUTTER,
  WATERFALL_MAX_COLUMNS,
} from "../../constants";
import { useEndlessLoading } from "../../hooks/use-endless-loading";
import { ArtWaterfallFrame, ArtWaterfallPending } from "./art-waterfall-frame";
import { popupSearch } from "./popup-search";

interface ArtPhoto extends Photo {
  work: Works;
}

/** Columns for a container width: 4 of 300 px with 16 px gutters when they fit, fewer below. */
export const waterfallColumns = (containerWidth: number) =>
  Math.max(
    1,
    Math.min(
      WATERFALL_MAX_COLUMNS,
      Math.floor((containerWidth + WATERFALL_GUTTER) / (WATERFALL_COLUMN_WIDTH + WATERFALL_GUTTER)),
    ),
  );

const photos = new WeakMap<Works, ArtPhoto>();

/**
 * The picture a card shows: the first picture with its size (so the card's box is reserved before
 * it loads), else the cover as a square. One object per work, so the cards already shown keep
 * their props when a page is added (and are not rendered again).
 */
function photoOf(work: Works): ArtPhoto {
  const known = photos.get(work);
  if (known) return known;
  const first = work.photo_data?.[0];
  const photo: ArtPhoto = {
    key: work.works_id,
    src: first?.photo ?? work.other_data?.medias?.cover?.url ?? "",
    width: first?.width ?? 1,
    height: first?.height ?? 1,
    work,
  };
  photos.set(work, photo);
  return photo;
}

const ArtCard = memo(function ArtCard({ photo }: { photo: ArtPhoto }) {
  const [language] = useLanguage();
  const { work } = photo;
  const likes = work.stat_data?.like_num ?? 0;
  const pictures = work.photo_data?.length ?? 0;
  return (
    <Link
      className="works-art-card"
      to={popupSearch(work.works_id)}
      state={{ worksPopup: true }}
      preventScrollReset
      aria-haspopup="dialog"
      style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
    >
      {photo.src ? (
        <img
          className="works-art-card__image"
          src={photo.src}
          width={photo.width}
          height={photo.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {/* The card's name is what it shows (title, author, counts): WCAG 2.5.3 label in name. */}
      <span className="works-art-card__overlay">
        <span className="works-art-card__title">{work.works_title}</span>
        <span className="works-art-card__meta">
          <span className="works-ellipsis">{work.user_data?.user_name}</span>
          <span className="works-art-card__counts">
            {pictures > 1 ? (
              <span>
                <MultiSelectIcon size={12} /> {pictures}
              </span>
            ) : null}
            <span>
              <HeartIcon size={12} /> {formatCount(likes, language)}
            </span>
          </span>
        </span>
      </span>
    </Link>
  );
});

/**
 * The art-creativity waterfall (portal.md §2.5, §9): 12 works per page in up to 4 columns of
 * 300 px with 16 px gutters, each card's box reserved from its picture's size so nothing moves while
 * pictures load; the next page loads when the end comes within 20 px of the viewport's bottom.
 * A card opens the work's popup (?pictDetailsId=). Its code loads after the page's first render
 * (lazy-art-waterfall.tsx).
 *
 * While more pages exist, a screen of empty space stays below the cards (and the loading message
 * floats at the bottom of the window): the next page fills it, so nothing on screen — the footer
 * included — is pushed down when it arrives.
 */
export function ArtWaterfall() {
  const { t } = useTranslation("works");
  const { query, items, total } = useWorksPages(WorksType.ArtCreativity, ART_PAGE_SIZE, {
    prefetched: true,
  });
  const shown = useMemo(() => items.map(photoOf), [items]);
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEndlessLoading({
    end,
    thresholdPx: ENDLESS_THRESHOLD_PX,
    enabled: query.isSuccess && hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    loadMore: () => void fetchNextPage(),
    itemsKey: items.length,
  });

  let body;
  if (query.isPending) {
    body = <ArtWaterfallPending />;
  } else if (query.isError && items.length === 0) {
    body = (
      <QueryErrorView
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (total === 0) {
    body = <EmptyState title={t("home.noArt")} hideAction />;
  } else {
    body = (
      <>
        <MasonryPhotoAlbum
          photos={shown}
          columns={waterfallColumns}
          spacing={WATERFALL_GUTTER}
          render={{ photo: (_props, { photo }) => <ArtCard photo={photo} /> }}
          componentsProps={{ container: { "aria-label": t("home.art") } }}
        />
        <EndlessEnd
          ref={end}
          total={total}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          nextPageError={isFetchNextPageError ? query.error : null}
          fetchNextPage={fetchNextPage}
        />
      </>
    );
  }

  return <ArtWaterfallFrame>{body}</ArtWaterfallFrame>;
}
