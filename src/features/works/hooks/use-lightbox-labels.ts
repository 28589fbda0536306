import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { LightboxLabels } from "@/components/lightbox/photo-lightbox";

/** The full-screen viewer's texts from the works pages' catalogue (worksDetail: lightbox.*). */
export function useLightboxLabels(): LightboxLabels {
  const { t } = useTranslation("worksDetail");
  return useMemo(
    () => ({
      label: t("lightbox.label"),
      gallery: t("lightbox.gallery"),
      slide: t("lightbox.slide"),
      carousel: t("lightbox.carousel"),
      counter: t("lightbox.counter"),
      previous: t("lightbox.previous"),
      next: t("lightbox.next"),
      close: t("lightbox.close"),
      zoomIn: t("lightbox.zoomIn"),
      zoomOut: t("lightbox.zoomOut"),
    }),
    [t],
  );
}
