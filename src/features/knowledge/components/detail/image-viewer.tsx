/**
 * The click-to-zoom viewer of an article's images (platform.md §2, §9): zoom in steps of 0.2
 * (buttons, + and - keys, the mouse wheel), rotate by 90 degrees, drag to move, reset; Escape, the
 * close button or a click beside the image closes it and focus returns to the image. Loaded on the
 * first click, with Blueprint's overlay (focus trap, scroll lock, Escape).
 */
import { Button, OverlaysProvider, Overlay2 } from "@blueprintjs/core";
import {
  CrossIcon,
  ResetIcon,
  RotateCcwIcon,
  RotateCwIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from "@blueprintjs/icons";
import {
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type RefObject,
  type WheelEvent,
} from "react";
import { useTranslation } from "react-i18next";
import {
  MAX_SCALE,
  MIN_SCALE,
  ROTATE_STEP_DEG,
  ZOOM_STEP,
  rotateBy,
  zoomBy,
} from "./image-viewer-steps";
import "./image-viewer.css";

export interface ViewedImage {
  src: string;
  alt: string;
}

interface ImageViewerProps {
  /** The image shown; null closes the viewer. */
  image: ViewedImage | null;
  onClose: () => void;
}

interface View {
  scale: number;
  rotation: number;
  x: number;
  y: number;
}

const INITIAL: View = { scale: 1, rotation: 0, x: 0, y: 0 };

export default function ImageViewer({ image, onClose }: ImageViewerProps) {
  const { t } = useTranslation("knowledgeDetail");
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(INITIAL);
  const [shown, setShown] = useState<ViewedImage | null>(image);
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);

  // A new image starts at its natural size, upright and centred.
  if (image !== shown) {
    setShown(image);
    setView(INITIAL);
  }

  const zoom = (steps: number) =>
    setView((current) => ({ ...current, scale: zoomBy(current.scale, steps) }));
  const rotate = (quarterTurns: number) =>
    setView((current) => ({ ...current, rotation: rotateBy(current.rotation, quarterTurns) }));
  const reset = () => setView(INITIAL);

  // Keys work wherever the focus is while the viewer is open (a button that just became disabled
  // drops it): + and = zoom in, - zooms out, 0 resets, r and R rotate.
  const open = image !== null;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const zoomKey = (steps: number) => () =>
        setView((current) => ({ ...current, scale: zoomBy(current.scale, steps) }));
      const rotateKey = (turns: number) => () =>
        setView((current) => ({ ...current, rotation: rotateBy(current.rotation, turns) }));
      const actions: Record<string, () => void> = {
        "+": zoomKey(1),
        "=": zoomKey(1),
        "-": zoomKey(-1),
        "0": () => setView(INITIAL),
        r: rotateKey(1),
        R: rotateKey(-1),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (event.deltaY !== 0) zoom(event.deltaY < 0 ? 1 : -1);
  };

  const onPointerDown = (event: PointerEvent<HTMLImageElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLImageElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
    setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const percent = Math.round(view.scale * 100);
  return (
    <OverlaysProvider>
      <Overlay2
        isOpen={image !== null}
        onClose={onClose}
        // Blueprint types the ref without null; it reads it only once the frame is mounted.
        childRef={frame as RefObject<HTMLElement>}
        className="app-image-viewer"
        backdropClassName="app-image-viewer__backdrop"
        hasBackdrop
        canEscapeKeyClose
        canOutsideClickClose
        autoFocus
        enforceFocus
        shouldReturnFocusOnClose
        transitionDuration={100}
      >
        <div
          ref={frame}
          className="app-image-viewer__frame"
          role="dialog"
          aria-modal="true"
          aria-label={t("detail.viewer.title")}
          onWheel={onWheel}
        >
          <div
            className="app-image-viewer__stage"
            onClick={(event) => {
              if (event.target === event.currentTarget) onClose();
            }}
          >
            {shown ? (
              <img
                className="app-image-viewer__image"
                src={shown.src}
                alt={shown.alt}
                draggable={false}
                data-scale={view.scale}
                data-rotation={view.rotation}
                style={{
                  transform: `translate(${view.x}px, ${view.y}px) rotate(${view.rotation}deg) scale(${view.scale})`,
                }}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
              />
            ) : null}
          </div>
          <div className="app-image-viewer__toolbar">
            <Button
              variant="minimal"
              icon={<ZoomOutIcon />}
              aria-label={t("detail.viewer.zoomOut")}
              title={`${t("detail.viewer.zoomOut")} (−${ZOOM_STEP * 100}%)`}
              disabled={view.scale <= MIN_SCALE}
              onClick={() => zoom(-1)}
            />
            <output className="app-image-viewer__scale" aria-label={t("detail.viewer.scaleLabel")}>
              {t("detail.viewer.scale", { percent })}
            </output>
            <Button
              variant="minimal"
              icon={<ZoomInIcon />}
              aria-label={t("detail.viewer.zoomIn")}
              title={`${t("detail.viewer.zoomIn")} (+${ZOOM_STEP * 100}%)`}
              disabled={view.scale >= MAX_SCALE}
              onClick={() => zoom(1)}
            />
            <Button
              variant="minimal"
              icon={<RotateCcwIcon />}
              aria-label={t("detail.viewer.rotateLeft")}
              title={`${t("detail.viewer.rotateLeft")} (${ROTATE_STEP_DEG}°)`}
              onClick={() => rotate(-1)}
            />
            <Button
              variant="minimal"
              icon={<RotateCwIcon />}
              aria-label={t("detail.viewer.rotateRight")}
              title={`${t("detail.viewer.rotateRight")} (${ROTATE_STEP_DEG}°)`}
              onClick={() => rotate(1)}
            />
            <Button
              variant="minimal"
              icon={<ResetIcon />}
              aria-label={t("detail.viewer.reset")}
              title={t("detail.viewer.reset")}
              onClick={reset}
            />
            <Button
              variant="minimal"
              icon={<CrossIcon />}
              aria-label={t("detail.viewer.close")}
              title={t("detail.viewer.close")}
              onClick={onClose}
            />
          </div>
        </div>
      </Overlay2>
    </OverlaysProvider>
  );
}
