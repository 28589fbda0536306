/**
 * The upload queue for a host's images (value / onChange): the store (upload-queue-store.ts) runs
 * the uploads; this hook checks picked files first (format, size, count, ratio), appends finished
 * images keeping one cover, and answers busy while any image is not ready (waiting, uploading,
 * shown as a success, or failed). The first image is the cover unless another was chosen;
 * removing the cover makes the first remaining image the cover.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "@/lib/error-message";
import { useInitUpload } from "@/api/system/init-upload";
import { UploadFailedError } from "@/api/system/send-file";
import {
  fitsPixels,
  fitsRatio,
  kindOf,
  readImageSize,
  readVideoSize,
  screenFiles,
  type RefusalReason,
} from "./upload-checks";
import type { QueuedFile } from "./upload-queue-store";
import { UploadQueueStore, type UploadQueueDeps } from "./upload-queue-store";
import type { UploadedImage, UploadRules } from "./upload-types";

export type { PendingItem } from "./upload-queue-store";

export interface Refusal {
  name: string;
  reason: RefusalReason;
}

/**
 * Keeps exactly one cover among the pictures: the chosen one if still there, else the first
 * picture; videos and other files are never the cover (none is, when the list has no picture).
 */
export function withCover(images: readonly UploadedImage[], coverUrl?: string): UploadedImage[] {
  const isPicture = (image: UploadedImage) => image.kind === undefined;
  const chosen = coverUrl ?? images.find((image) => image.cover)?.url;
  const chosenIndex = images.findIndex((image) => image.url === chosen && isPicture(image));
  const index = chosenIndex >= 0 ? chosenIndex : images.findIndex(isPicture);
  return images.map((image, i) => ({ ...image, cover: i === index }));
}

export interface UploadQueueOptions {
  value: UploadedImage[];
  onChange(next: UploadedImage[]): void;
  rules: UploadRules;
  onBusyChange?(busy: boolean): void;
}

export function useUploadQueue({ value, onChange, rules, onBusyChange }: UploadQueueOptions) {
  const { t } = useTranslation("uploads");
  const { mutateAsync } = useInitUpload();
  // The host's latest images: finished uploads and edits may come faster than a re-render.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const emit = useCallback((next: UploadedImage[]) => {
    latest.current.value = next;
    latest.current.onChange(next);
  }, []);

  const [store] = useState(() => new UploadQueueStore());
  useLayoutEffect(() => {
    const deps: UploadQueueDeps = {
      reserve: (body) => mutateAsync({ data: body }),
      onUploaded: (image) => emit(withCover([...latest.current.value, image])),
      failureMessage: (error) =>
        error instanceof UploadFailedError
          ? t("failed.send")
          : (apiErrorMessage(error) ?? t("failed.send")),
    };
    store.setDeps(deps);
  });
  useEffect(() => {
    store.activate();
    return () => store.dispose();
  }, [store]);
  const { pending, successUrls } = useSyncExternalStore(store.subscribe, store.getSnapshot);

  const busy = pending.length > 0 || successUrls.size > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  /** Checks files and queues the accepted ones; answers the refused ones with their reasons. */
  const add = useCallback(
    async (files: readonly File[]): Promise<Refusal[]> => {
      const taken = latest.current.value.length + store.getSnapshot().pending.length;
      const screened = screenFiles(rules, files, taken);
      const refusals: Refusal[] = screened.refused.map(({ file, reason }) => ({
        name: file.name,
        reason,
      }));
      const accepted: QueuedFile[] = [];
      for (const file of screened.accepted) {
        const kind = kindOf(rules, file.name);
        if (kind === "file") {
          accepted.push({ file, width: 0, height: 0, kind });
          continue;
        }
        const size = kind === "video" ? await readVideoSize(file) : await readImageSize(file);
        if (!size) {
          // A picture the browser cannot read is refused; a video it cannot read goes unchecked.
          if (kind === "video") accepted.push({ file, width: 0, height: 0, kind });
          else refusals.push({ name: file.name, reason: "format" });
        } else if (kind === "image" && !fitsPixels(rules, size.width, size.height))
          refusals.push({ name: file.name, reason: "pixels" });
        else if (!fitsRatio(rules, size.width, size.height))
          refusals.push({ name: file.name, reason: "ratio" });
        else accepted.push({ file, ...size, ...(kind === "video" ? { kind } : {}) });
      }
      store.enqueue(accepted);
      return refusals;
    },
    [rules, store],
  );

  const removeImage = useCallback(
    (url: string) => {
      const rest = latest.current.value.filter((image) => image.url !== url);
      emit(rest.length > 0 ? withCover(rest) : rest);
    },
    [emit],
  );

  const setCover = useCallback((url: string) => emit(withCover(latest.current.value, url)), [emit]);

  return {
    pending,
    successUrls,
    busy,
    add,
    cancel: (key: string) => store.cancel(key),
    retry: (key: string) => store.retry(key),
    remove: (key: string) => store.cancel(key),
    removeImage,
    setCover,
  };
}
