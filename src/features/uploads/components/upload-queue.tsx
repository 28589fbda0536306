/**
 * The shared upload queue (platform.md §4, §5; portal.md §4): add images by the
 * picker, by dropping them on the list or by pasting them into it; each is checked first (format,
 * size, count, ratio), then uploaded one at a time with its real progress, then checked (awaited
 * until loadable, then the 3 s success; platform.md §4): the tile says "Checking…" for as long as
 * a save would refuse the image, and "Uploaded" once it is ready, the one word for a finished
 * upload in every form. Tiles sit in a carousel (166 px wide, 32 px apart, arrows at 5 or more tiles);
 * each can be chosen as the cover (coverSelectable), deleted, cancelled while it waits or uploads,
 * or retried after a failure. With maxFiles 1 it is the single-image picker of a cover or avatar.
 * With `rules.files` it also takes videos and archives (a demo's materials and game archive):
 * those show as a file tile with their name and size, and are never the cover.
 */
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { Button, Callout, Intent, ProgressBar } from "@blueprintjs/core";
import {
  ArchiveIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CrossIcon,
  PlusIcon,
  RefreshIcon,
  StarEmptyIcon,
  StarIcon,
  TrashIcon,
  VideoIcon,
} from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { formatSize } from "@/lib/format";
import { maxBytesOf } from "../upload-checks";
import type { Refusal } from "../use-upload-queue";
import { useUploadQueue } from "../use-upload-queue";
import type { UploadedImage, UploadRules } from "../upload-types";
import "./upload-queue.css";

export interface UploadQueueProps {
  value: UploadedImage[];
  onChange(next: UploadedImage[]): void;
  rules: UploadRules;
  /** The list's accessible name (and visible heading). */
  label: string;
  /** Shows "set as cover" on each ready image and the cover badge. */
  coverSelectable?: boolean;
  /** true while any image is waiting, uploading, just uploaded (success) or failed. */
  onBusyChange?(busy: boolean): void;
  id?: string;
}

/** Tile width and gap of the carousel (portal.md §2.8, §9); arrows appear at this many tiles. */
export const TILE_WIDTH = 166;
export const TILE_GAP = 32;
export const ARROWS_FROM = 5;

const filesOf = (list: FileList | null | undefined) => (list ? Array.from(list) : []);

export function UploadQueue({
  value,
  onChange,
  rules,
  label,
  coverSelectable = false,
  onBusyChange,
  id,
}: UploadQueueProps) {
  const { t } = useTranslation("uploads");
  const queue = useUploadQueue({ value, onChange, rules, onBusyChange });
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const ownId = useId();
  const baseId = id ?? ownId;
  const hintId = `${baseId}-hint`;
  const upper = (list: readonly string[]) => list.map((ext) => ext.toUpperCase()).join(", ");
  const formats = upper(rules.accept);
  const fileFormats = upper(rules.files?.accept ?? []);
  const allFormats = upper([...rules.accept, ...(rules.files?.accept ?? [])]);
  const withFiles = rules.files !== undefined;
  const tileCount = value.length + queue.pending.length;
  const full = tileCount >= rules.maxFiles;
  const single = rules.maxFiles === 1;
  const addText = withFiles
    ? t(single ? "addFileSingle" : "addFiles")
    : t(single ? "addSingle" : "add");
  const tileName = (index: number, name: string) =>
    t(withFiles ? "tileFile" : "tile", { index, name });
  const pixels = rules.maxPixels
    ? // The catalogue's text carries its own separator (a space in English, none in Chinese).
      t("hintPixels", { long: rules.maxPixels.long, short: rules.maxPixels.short })
    : "";
  const hint = !withFiles
    ? t(single ? "hintSingle" : "hint", {
        formats,
        size: formatSize(rules.maxBytes),
        count: rules.maxFiles,
      }) + pixels
    : rules.accept.length === 0
      ? t("hintFileSingle", { formats: fileFormats, size: formatSize(rules.files?.maxBytes) })
      : t("hintMixed", {
          formats,
          size: formatSize(rules.maxBytes),
          fileFormats,
          fileSize: formatSize(rules.files?.maxBytes),
          count: rules.maxFiles,
        });

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setRefusals(await queue.add(files));
  };

  const refusalText = (refusal: Refusal) => {
    switch (refusal.reason) {
      case "format":
        return withFiles
          ? t("refused.formatFiles", { name: refusal.name, formats: allFormats })
          : t("refused.format", { name: refusal.name, formats });
      case "size":
        return t("refused.size", {
          name: refusal.name,
          size: formatSize(maxBytesOf(rules, refusal.name)),
        });
      case "count":
        return t(withFiles ? "refused.countFiles" : "refused.count", {
          name: refusal.name,
          count: rules.maxFiles,
        });
      case "pixels":
        return t("refused.pixels", {
          name: refusal.name,
          long: rules.maxPixels?.long,
          short: rules.maxPixels?.short,
        });
      case "ratio":
        return t("refused.ratio", {
          name: refusal.name,
          width: rules.ratio?.width,
          height: rules.ratio?.height,
          tolerance: Math.round((rules.ratio?.tolerance ?? 0) * 100),
        });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void addFiles(filesOf(event.dataTransfer?.files));
  };
  const onPaste = (event: ClipboardEvent) => {
    const files = filesOf(event.clipboardData?.files);
    if (files.length === 0) return;
    event.preventDefault();
    void addFiles(files);
  };
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * (TILE_WIDTH + TILE_GAP), behavior: "smooth" });

  return (
    <section
      id={id}
      className={`gc-upload-queue${dragging ? " gc-upload-queue--dragging" : ""}`}
      aria-label={label}
      aria-describedby={hintId}
      tabIndex={-1}
      onPaste={onPaste}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="upload-queue"
    >
      <p id={hintId} className="gc-upload-queue__hint">
        {hint}
      </p>
      <div className="gc-upload-queue__carousel">
        {tileCount >= ARROWS_FROM ? (
          <Button
            variant="minimal"
            className="gc-upload-queue__arrow"
            aria-label={t("previous")}
            icon={<ChevronLeftIcon />}
            onClick={() => scroll(-1)}
          />
        ) : null}
        <ul
          ref={track}
          className="gc-upload-queue__track"
          style={{ gap: TILE_GAP }}
          aria-label={label}
        >
          {value.map((image, index) => {
            const success = queue.successUrls.has(image.url);
            return (
              <li
                key={image.url}
                className="gc-upload-queue__tile"
                style={{ width: TILE_WIDTH }}
                data-state={success ? "success" : "ready"}
                data-cover={image.cover || undefined}
                aria-label={tileName(index + 1, image.name)}
              >
                {image.kind ? (
                  <FileFace kind={image.kind} name={image.name} bytes={image.bytes} />
                ) : (
                  <img
                    className="gc-upload-queue__image"
                    src={image.url}
                    alt={image.name}
                    width={TILE_WIDTH}
                    height={TILE_WIDTH}
                  />
                )}
                <div className="gc-upload-queue__status" role="status">
                  {success ? t("state.checking") : t("state.ready")}
                  {coverSelectable && image.cover ? (
                    <span className="gc-upload-queue__cover-badge">{t("cover")}</span>
                  ) : null}
                </div>
                <div className="gc-upload-queue__actions">
                  {coverSelectable && !single && !image.kind ? (
                    <Button
                      size="small"
                      variant="minimal"
                      icon={image.cover ? <StarIcon /> : <StarEmptyIcon />}
                      aria-pressed={image.cover}
                      disabled={image.cover}
                      aria-label={t("setCover", { name: image.name })}
                      title={t("setCover", { name: image.name })}
                      onClick={() => queue.setCover(image.url)}
                    />
                  ) : null}
                  <Button
                    size="small"
                    variant="minimal"
                    intent={Intent.DANGER}
                    icon={<TrashIcon />}
                    aria-label={t("delete", { name: image.name })}
                    title={t("delete", { name: image.name })}
                    onClick={() => queue.removeImage(image.url)}
                  />
                </div>
              </li>
            );
          })}
          {queue.pending.map((item, index) => (
            <li
              key={item.key}
              className="gc-upload-queue__tile"
              style={{ width: TILE_WIDTH }}
              data-state={item.state}
              aria-label={tileName(value.length + index + 1, item.name)}
            >
              {item.kind ? (
                <FileFace kind={item.kind} name={item.name} bytes={item.bytes} pending />
              ) : (
                <img
                  className="gc-upload-queue__image gc-upload-queue__image--pending"
                  src={item.preview}
                  alt={item.name}
                  width={TILE_WIDTH}
                  height={TILE_WIDTH}
                />
              )}
              <div className="gc-upload-queue__status" role="status">
                {item.checking
                  ? t("state.checking")
                  : item.state === "uploading"
                    ? t("state.uploading", { percent: Math.round(item.progress * 100) })
                    : item.state === "wait"
                      ? t("state.wait")
                      : t("state.failed")}
              </div>
              {item.state === "uploading" && !item.checking ? (
                <ProgressBar
                  className="gc-upload-queue__progress"
                  value={item.progress}
                  animate={false}
                  stripes={false}
                  intent={Intent.PRIMARY}
                  aria-label={t("progress", { name: item.name })}
                />
              ) : null}
              {item.state === "failed" && item.error ? (
                <p className="gc-upload-queue__error" role="alert">
                  {item.error}
                </p>
              ) : null}
              <div className="gc-upload-queue__actions">
                {item.state === "failed" ? (
                  <>
                    <Button
                      size="small"
                      variant="minimal"
                      icon={<RefreshIcon />}
                      aria-label={t("retry", { name: item.name })}
                      title={t("retry", { name: item.name })}
                      onClick={() => queue.retry(item.key)}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      intent={Intent.DANGER}
                      icon={<TrashIcon />}
                      aria-label={t("delete", { name: item.name })}
                      title={t("delete", { name: item.name })}
                      onClick={() => queue.remove(item.key)}
                    />
                  </>
                ) : (
                  <Button
                    size="small"
                    variant="minimal"
                    icon={<CrossIcon />}
                    aria-label={t("cancel", { name: item.name })}
                    title={t("cancel", { name: item.name })}
                    onClick={() => queue.cancel(item.key)}
                  />
                )}
              </div>
            </li>
          ))}
          {full ? null : (
            <li
              className="gc-upload-queue__tile gc-upload-queue__tile--add"
              style={{ width: TILE_WIDTH }}
            >
              <button
                type="button"
                className="gc-upload-queue__add"
                aria-describedby={hintId}
                onClick={() => input.current?.click()}
              >
                <PlusIcon size={24} />
                <span>{addText}</span>
              </button>
            </li>
          )}
        </ul>
        {tileCount >= ARROWS_FROM ? (
          <Button
            variant="minimal"
            className="gc-upload-queue__arrow"
            aria-label={t("next")}
            icon={<ChevronRightIcon />}
            onClick={() => scroll(1)}
          />
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        multiple={!single}
        accept={[...rules.accept, ...(rules.files?.accept ?? [])].map((ext) => `.${ext}`).join(",")}
        data-testid="upload-queue-input"
        aria-label={addText}
        onChange={(event) => {
          const files = filesOf(event.target.files);
          event.target.value = "";
          void addFiles(files);
        }}
      />
      {refusals.length > 0 ? (
        <Callout intent={Intent.DANGER} compact className="gc-upload-queue__refusals" role="alert">
          <ul>
            {refusals.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>{refusalText(refusal)}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
    </section>
  );
}

/** The face of a video or archive tile: its kind's icon, name and size (no picture to show). */
function FileFace({
  kind,
  name,
  bytes,
  pending = false,
}: {
  kind: "video" | "file";
  name: string;
  bytes: number;
  pending?: boolean;
}) {
  return (
    <div
      className={`gc-upload-queue__image gc-upload-queue__file${pending ? " gc-upload-queue__image--pending" : ""}`}
    >
      {kind === "video" ? <VideoIcon size={32} /> : <ArchiveIcon size={32} />}
      <span className="gc-upload-queue__file-name">{name}</span>
      <span className="gc-upload-queue__file-size">{formatSize(bytes)}</span>
    </div>
  );
}
