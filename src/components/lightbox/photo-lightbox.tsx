/**
 * The full-screen viewer of pictures (yet-another-react-lightbox with its zoom plugin), shared by
 * the image-work popup and the demo detail page's media (platform.md §2, portal.md §2.7): arrow
 * keys and swipes move, + and - and the wheel or a pinch zoom, Escape closes. Its keys stay inside
 * it: the popup or carousel behind does not react to them. A default export, so that each page
 * loads it (and the library) the first time it opens.
 */
import { useMemo, type KeyboardEvent } from "react";
import Lightbox from "yet-another-react-lightbox";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";

export interface LightboxPhoto {
  src: string;
  /** The picture's size in pixels, when known (the viewer then sizes it before it loads). */
  width?: number;
  height?: number;
  alt: string;
}

/** The viewer's texts, in the user's language (the page's catalogue). */
export interface LightboxLabels {
  label: string;
  gallery: string;
  slide: string;
  carousel: string;
  /** With the library's own placeholders: "{index} of {total}". */
  counter: string;
  previous: string;
  next: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
}

export interface PhotoLightboxProps {
  photos: readonly LightboxPhoto[];
  index: number;
  labels: LightboxLabels;
  onClose: () => void;
  /** The picture shown now (the carousel behind follows it). */
  onView: (index: number) => void;
}

const stop = (event: KeyboardEvent) => event.stopPropagation();

export default function PhotoLightbox({
  photos,
  index,
  labels,
  onClose,
  onView,
}: PhotoLightboxProps) {
  // The lightbox goes back to `index` whenever it gets new slides: the same array on every render,
  // or each move (onView re-renders the page) would snap it back to the first picture shown.
  const slides = useMemo(
    () =>
      photos.map(({ src, width, height, alt }) => ({
        src,
        alt,
        ...(width && height ? { width, height } : {}),
      })),
    [photos],
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
          Lightbox: labels.label,
          "Photo gallery": labels.gallery,
          Slide: labels.slide,
          Carousel: labels.carousel,
          "{index} of {total}": labels.counter,
          Previous: labels.previous,
          Next: labels.next,
          Close: labels.close,
          "Zoom in": labels.zoomIn,
          "Zoom out": labels.zoomOut,
        }}
      />
    </div>
  );
}
