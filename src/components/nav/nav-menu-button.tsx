/**
 * The phone header's menu button (platform.md §2, docs/decisions/0077-phone-layouts.md): below
 * 768 px the header keeps one row (logo, publish, account) and this button opens the navigation in
 * a drawer. The drawer's code (Blueprint's Drawer and its overlay) is fetched on the first press,
 * or as the pointer or the focus comes to the button; no desktop page loads it.
 */
import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { loadOnce } from "@/lib/load-once";
import { ShellButton } from "../shell-button";
import type { NavDrawerProps } from "./nav-drawer";
import { MenuIcon } from "./menu-icons";

const loadDrawer = loadOnce(() => import("./nav-drawer").then(({ NavDrawer }) => NavDrawer));

export function NavMenuButton() {
  const { t } = useTranslation("nav");
  const [Drawer, setDrawer] = useState<ComponentType<NavDrawerProps>>();
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadDrawer().catch(() => undefined);
  const openDrawer = () => {
    loadDrawer().then(
      (loaded) => {
        setDrawer(() => loaded);
        setOpen(true);
      },
      // Not loaded (offline): the next press fetches it again.
      () => undefined,
    );
  };
  return (
    <>
      <ShellButton
        variant="minimal"
        className="app-nav__menu-button"
        icon={<MenuIcon />}
        aria-label={t("menu.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="nav-menu-button"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={openDrawer}
      />
      {Drawer ? <Drawer isOpen={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
