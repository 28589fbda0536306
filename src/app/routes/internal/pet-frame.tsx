import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "@/components/states/page-loading";
import "./internal-pages.css";

// The generator's code (and the console's styles) load after the frame's first render.
const PetGenerator = lazy(() =>
  import("@/features/console/components/pet-generator/pet-generator").then((module) => ({
    default: module.PetGenerator,
  })),
);

/** /gatepet/frame: the pet generator on its own, the page that /gatepet shows in its frame. */
export function Component() {
  const { t } = useTranslation("console");
  return (
    <div className="internal-page">
      <h1 className="app-visually-hidden">{t("internal.pet.frameTitle")}</h1>
      <Suspense fallback={<PageLoading />}>
        <PetGenerator />
      </Suspense>
    </div>
  );
}
