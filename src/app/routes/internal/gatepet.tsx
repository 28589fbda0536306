import { useTranslation } from "react-i18next";
import { useHref } from "react-router";
import { PET_FRAME_PATH } from "./pet-frame-path";
import "./internal-pages.css";

/**
 * The frame's sandbox: scripts (the generator is an app page), same origin (its API calls and, in
 * mock builds, the service worker that answers them need the app's origin; no third-party host is
 * ever framed, so the frame only runs this app's own code) and forms (the generator's text box
 * submits). No popups, top navigation, downloads or modals.
 */
const PET_FRAME_SANDBOX = "allow-scripts allow-same-origin allow-forms";

/** /gatepet (portal.md §2.13): the pet generator, served by this app, in a frame 500 px high on black. */
export function Component() {
  const { t } = useTranslation("console");
  const src = useHref(PET_FRAME_PATH);
  return (
    <div className="internal-page">
      <h1 className="app-visually-hidden">{t("internal.pet.title")}</h1>
      <iframe
        className="internal-page__frame"
        src={src}
        title={t("internal.pet.frameTitle")}
        sandbox={PET_FRAME_SANDBOX}
        referrerPolicy="same-origin"
      />
    </div>
  );
}
