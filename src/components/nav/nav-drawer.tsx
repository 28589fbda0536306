/**
 * The navigation on a phone (platform.md §2): Blueprint's Drawer from the left with the four tabs,
 * the API document and the language. The overlay keeps the focus inside while open, Escape and the
 * close button close it, and the focus goes back to the menu button; following a link closes it.
 * The header is drawn here rather than by the Drawer's title: Blueprint names its close button in
 * English and gives the panel no dialog role.
 */
import {
  Button,
  Classes as BlueprintClasses,
  Drawer,
  OverlaysProvider,
  Position,
} from "@blueprintjs/core";
import { SmallCrossIcon } from "@blueprintjs/icons";
import { useId, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/hooks/use-language";
import { LANGUAGES } from "@/lib/language";
import { Classes } from "../bp-classes";
import { LinkButton } from "../link-button";
import { DocumentIcon } from "./menu-icons";
import { API_DOCUMENT_PATH } from "./nav-model";
import { NavTabs } from "./nav-tabs";

export interface NavDrawerProps {
  isOpen: boolean;
  onClose(): void;
}

export function NavDrawer({ isOpen, onClose }: NavDrawerProps) {
  const { t } = useTranslation("nav");
  const [language, setLanguage] = useLanguage();
  const titleId = useId();
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest("a")) onClose();
  };
  return (
    <OverlaysProvider>
      <Drawer
        isOpen={isOpen}
        onClose={onClose}
        position={Position.LEFT}
        size="min(300px, 85vw)"
        className="app-nav-drawer"
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className="app-nav-drawer__dialog"
          data-testid="nav-drawer"
        >
          <div className={BlueprintClasses.DRAWER_HEADER}>
            <h2 id={titleId} className={BlueprintClasses.HEADING}>
              {t("menu.title")}
            </h2>
            <Button
              aria-label={t("menu.close")}
              className={BlueprintClasses.DIALOG_CLOSE_BUTTON}
              icon={<SmallCrossIcon size={20} />}
              variant="minimal"
              onClick={onClose}
            />
          </div>
          <div className="app-nav-drawer__body" onClick={closeOnLink}>
            <nav aria-label={t("label")}>
              <NavTabs />
            </nav>
            <LinkButton to={API_DOCUMENT_PATH} variant="minimal" icon={<DocumentIcon />}>
              {t("apiDocument")}
            </LinkButton>
            <div role="group" aria-label={t("menu.language")} className="app-nav-drawer__languages">
              <span aria-hidden="true" className="app-nav-drawer__heading">
                {t("menu.language")}
              </span>
              {LANGUAGES.map((option) => (
                <button
                  key={option}
                  type="button"
                  lang={option === "zh-cn" ? "zh-CN" : "en"}
                  className={`${Classes.BUTTON} ${Classes.MINIMAL}${option === language ? ` ${Classes.ACTIVE}` : ""}`}
                  aria-pressed={option === language}
                  onClick={() => void setLanguage(option)}
                >
                  {t(`language.${option}`)}
                </button>
              ))}
            </div>
          </div>
        </div>
      </Drawer>
    </OverlaysProvider>
  );
}
