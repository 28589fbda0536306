/**
 * The icons of the dropdown menus' items, by name (DropdownItem.icon): drawn by the menu's panel,
 * so their drawings load with it (when a menu first opens, or once the browser is idle), not with
 * the page (decision 0062). The header menus' at 16 px on one grid (grid-icon.tsx); the comment
 * menu's are Blueprint's. Path data: @blueprintjs/icons 6.14.1 (Apache-2.0).
 */
import { DuplicateIcon, FlagIcon, TrashIcon } from "@blueprintjs/icons";
import type { ComponentType } from "react";
import { gridIcon } from "./icons/grid-icon";

/** The names a DropdownItem's icon can take. */
export type MenuItemIconName = "person" | "log-out" | "tick" | "duplicate" | "flag" | "trash";

const TickIcon = gridIcon("tick", 16, [
  "M14 3c-.28 0-.53.11-.71.29L6 10.59l-3.29-3.3a1.003 1.003 0 0 0-1.42 1.42l4 4c.18.18.43.29.71.29s.53-.11.71-.29l8-8A1.003 1.003 0 0 0 14 3",
]);

const LogOutIcon = gridIcon("log-out", 16, [
  "M7 14H2V2h5c.55 0 1-.45 1-1s-.45-1-1-1H1C.45 0 0 .45 0 1v14c0 .55.45 1 1 1h6c.55 0 1-.45 1-1s-.45-1-1-1m8.71-6.71-3-3a1.003 1.003 0 0 0-1.42 1.42L12.59 7H6c-.55 0-1 .45-1 1s.45 1 1 1h6.59l-1.29 1.29c-.19.18-.3.43-.3.71a1.003 1.003 0 0 0 1.71.71l3-3c.18-.18.29-.43.29-.71s-.11-.53-.29-.71",
]);

const PersonIcon = gridIcon("person", 16, [
  "M15.68 14.32c-.46-1.05-2.68-1.75-4.16-2.4s-1.28-1.05-1.33-1.59c-.01-.07-.01-.15-.01-.23.51-.45.92-1.07 1.19-1.78 0 0 .01-.04.02-.05.06-.15.11-.32.15-.48.34-.07.54-.44.61-.78.08-.14.23-.48.2-.87-.05-.5-.25-.73-.47-.82v-.09c0-.63-.06-1.55-.17-2.15A3.67 3.67 0 0 0 10.32.72C9.68.25 8.79-.01 8-.01S6.32.24 5.69.72c-.61.47-1.06 1.13-1.28 1.86-.05.17-.09.33-.11.5-.12.6-.17 1.51-.17 2.15v.08c-.24.09-.45.32-.5.83-.03.38.13.72.2.86.08.35.28.72.63.78.04.17.09.33.15.49 0 .01.01.02.01.03l.01.01c.27.72.7 1.35 1.22 1.8 0 .07-.01.14-.01.21-.05.54.1.94-1.37 1.59-1.48.65-3.7 1.35-4.16 2.4s-.27 1.67-.27 1.67h15.92c-.01.01.18-.61-.28-1.66",
]);

export const MENU_ITEM_ICONS: Record<MenuItemIconName, ComponentType> = {
  person: PersonIcon,
  "log-out": LogOutIcon,
  tick: TickIcon,
  duplicate: DuplicateIcon,
  flag: FlagIcon,
  trash: TrashIcon,
};
