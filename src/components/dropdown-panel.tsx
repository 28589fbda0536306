/**
 * The open menu of a DropdownMenu (dropdown-menu.tsx): its items, their keyboard (ArrowUp/ArrowDown,
 * Home/End move, Escape closes and returns the focus, Tab closes) and the focus on the first or
 * last item as it opens. Loaded apart from the page (when a menu first opens, or once the browser
 * is idle), with the items' icons (decision 0062).
 */
import { useEffect, useRef, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { Classes } from "./bp-classes";
import type { DropdownItem } from "./dropdown-menu";
import { MENU_ITEM_ICONS, type MenuItemIconName } from "./menu-item-icons";

function ItemIcon({ name }: { name: MenuItemIconName }) {
  const Icon = MENU_ITEM_ICONS[name];
  return <Icon />;
}

export interface DropdownPanelProps {
  label: string;
  menuId: string;
  items: DropdownItem[];
  selectable: boolean;
  align: "start" | "end";
  /** The item that takes the focus as the menu opens (a keyboard opening), if any. */
  focus: "first" | "last" | null;
  /** Closes the menu; `returnFocus`: the focus goes back to its button. */
  onClose(returnFocus: boolean): void;
}

export function DropdownPanel({
  label,
  menuId,
  items,
  selectable,
  align,
  focus,
  onClose,
}: DropdownPanelProps) {
  const menuRef = useRef<HTMLUListElement>(null);

  const enabledItems = () =>
    Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>(
        '[role^="menuitem"]:not([aria-disabled="true"])',
      ) ?? [],
    );

  useEffect(() => {
    if (!focus) return;
    const list = enabledItems();
    (focus === "first" ? list[0] : list[list.length - 1])?.focus();
    // The focus is placed once, as the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = enabledItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        move(index + 1);
        break;
      case "ArrowUp":
        move(index - 1);
        break;
      case "Home":
        move(0);
        break;
      case "End":
        move(list.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        onClose(true);
        break;
      case "Tab":
        onClose(false);
        break;
      default:
    }
  };

  const itemRole = selectable ? "menuitemradio" : "menuitem";
  // An icon column only when some item has an icon (or a tick can appear).
  const iconColumn =
    selectable ||
    items.some((item) => (item.kind ?? "item") === "item" && "icon" in item && item.icon);

  return (
    <div
      className={`${Classes.POPOVER} ${Classes.MINIMAL} app-dropdown__panel app-dropdown__panel--${align}`}
    >
      <div className={Classes.POPOVER_CONTENT}>
        <ul
          className={Classes.MENU}
          role="menu"
          id={menuId}
          aria-label={label}
          ref={menuRef}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            if (item.kind === "divider") {
              return item.title ? (
                <li
                  key={item.key}
                  className={Classes.MENU_HEADER}
                  role="separator"
                  aria-label={item.title}
                >
                  <h6 className={Classes.HEADING}>{item.title}</h6>
                </li>
              ) : (
                <li key={item.key} className={Classes.MENU_DIVIDER} role="separator" />
              );
            }
            if (item.kind === "header") {
              return (
                <li key={item.key} role="none" className="app-dropdown__header">
                  <div aria-hidden="true">{item.content}</div>
                </li>
              );
            }
            const className = [
              Classes.MENU_ITEM,
              item.disabled ? Classes.DISABLED : undefined,
              item.checked ? Classes.ACTIVE : undefined,
            ]
              .filter(Boolean)
              .join(" ");
            const content = (
              <>
                {iconColumn ? (
                  <span className="app-dropdown__icon" aria-hidden="true">
                    {item.icon ? <ItemIcon name={item.icon} /> : null}
                  </span>
                ) : null}
                <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>
                  {item.text}
                </span>
                {item.hint ? <span className={Classes.MENU_ITEM_LABEL}>{item.hint}</span> : null}
              </>
            );
            const common = {
              role: itemRole,
              className,
              tabIndex: -1,
              lang: item.lang,
              "aria-checked": selectable ? Boolean(item.checked) : undefined,
              "data-testid": item.testId,
            };
            return (
              <li key={item.key} role="none">
                {item.to && !item.disabled ? (
                  <Link {...common} to={item.to} onClick={() => onClose(false)}>
                    {content}
                  </Link>
                ) : (
                  <button
                    {...common}
                    type="button"
                    aria-disabled={item.disabled ? true : undefined}
                    onClick={() => {
                      if (item.disabled) return;
                      onClose(true);
                      item.onSelect?.();
                    }}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
