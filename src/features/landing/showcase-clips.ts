/**
 * The showcase clips: short, silent WebM (VP9) videos with a WebP poster each, served by the app
 * itself (no third-party host), generated locally (docs/decisions/0040-landing-page.md). Titles and
 * descriptions are in the landing catalogue under showcase.<id> and showcase.<id>Body. Posters are
 * files even when small (?no-inline): no data: URLs for a content security policy to allow.
 */
import pixelPoster from "./assets/showcase-pixel.webp?no-inline";
import pixelVideo from "./assets/showcase-pixel.webm";
import solidPoster from "./assets/showcase-solid.webp?no-inline";
import solidVideo from "./assets/showcase-solid.webm";
import strokesPoster from "./assets/showcase-strokes.webp?no-inline";
import strokesVideo from "./assets/showcase-strokes.webm";

export interface ShowcaseClip {
  id: "pixel" | "solid" | "strokes";
  video: string;
  poster: string;
}

/** The clips' frame size (16:9); the player and the posters reserve this shape. */
export const CLIP_SIZE = { width: 480, height: 270 } as const;

export const SHOWCASE_CLIPS: readonly ShowcaseClip[] = [
  { id: "pixel", video: pixelVideo, poster: pixelPoster },
  { id: "solid", video: solidVideo, poster: solidPoster },
  { id: "strokes", video: strokesVideo, poster: strokesPoster },
];
