/**
 * The detail page's pictures in the full-screen viewer the image-work popup uses (platform.md §2,
 * portal.md §2.7), each named by the work's title and its number. A default export: the page loads
 * it, with the viewer, the first time a picture opens.
 */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import PhotoLightbox from "@/components/lightbox/photo-lightbox";
import type { FileRecord } from "@/generated/model";
import { useLightboxLabels } from "../../hooks/use-lightbox-labels";

export interface MediaLightboxProps {
  title: string;
  /** The carousel's pictures, in its order, with their 1-based numbers. */
  pictures: readonly { file: FileRecord; number: number }[];
  index: number;
  onView: (index: number) => void;
  onClose: () => void;
}

export default function MediaLightbox({ title, pictures, ...viewer }: MediaLightboxProps) {
  const { t } = useTranslation("worksDetail");
  const labels = useLightboxLabels();
  const photos = useMemo(
    () =>
      pictures.map(({ file, number }) => ({
        src: file.url,
        alt: `${title} · ${t("detail.picture", { index: number })}`,
      })),
    [pictures, title, t],
  );
  return <PhotoLightbox photos={photos} labels={labels} {...viewer} />;
}
