/**
 * The full-screen viewer of a work's pictures (yet-another-react-lightbox with its zoom plugin),
 * loaded the first time it opens: arrow keys move, + and - zoom, Escape closes. Its keys stay
 * inside it: the popup and carousel behind do not react to them.
 */
import { useMemo, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import Lightbox from "yet-another-react-lightbox";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import type { PhotoData } from "@/generated/model";

interface PhotoLightboxProps {
  title: string;
  photos: readonly PhotoData[];
  index: number;
  onClose: () => void;
  /** The picture shown now (the carousel behind follows it). */
  onView: (index: number) => void;
}

const stop = (event: KeyboardEvent) => event.stopPropagation();

export default function PhotoLightbox({
  title,
  photos,
  index,
  onClose,
  onView,
}: PhotoLightboxProps) {
  const { t } = useTranslation("worksDetail");
  // The lightbox goes back to `index` whenever it gets new slides: the same array on every render,
  // or each move (onView re-renders the popup) would snap it back to the first picture shown.
  const slides = useMemo(
    () =>
      photos.map((photo, i) => ({
        src: photo.photo,
        width: photo.width,
        height: photo.height,
        alt: photos.length > 1 ? `${title} (${i + 1}/${photos.length})` : title,
      })),
    [photos, title],
  );
  return (
    <div onKeyDown={stop} onKeyUp={stop}>
      <Lightbox
        open
        close={onClose}
        index={index}
        slides={slides}
        plugins={[Zoom]}
        carousel={{ finite: true }}
        controller={{ closeOnBackdropClick: true }}
        on={{ view: ({ index: viewed }) => onView(viewed) }}
        labels={{
          Lightbox: t("lightbox.label"),
          "Photo gallery": t("lightbox.gallery"),
          Slide: t("lightbox.slide"),
          Carousel: t("lightbox.carousel"),
          "{index} of {total}": t("lightbox.counter"),
          Previous: t("lightbox.previous"),
          Next: t("lightbox.next"),
          Close: t("lightbox.close"),
          "Zoom in": t("lightbox.zoomIn"),
          "Zoom out": t("lightbox.zoomOut"),
        }}
      />
    </div>
  );
}
