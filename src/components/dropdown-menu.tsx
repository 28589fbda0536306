/**
 * A light menu button for the first-paint shell (language, publish, account): a button with
 * aria-haspopup/aria-expanded that opens a Blueprint-styled menu (bp6-popover + bp6-menu classes)
 * positioned under it with CSS. Keyboard: Enter/Space/ArrowDown open and focus the first item,
 * ArrowUp/ArrowDown/Home/End move, Escape closes and returns focus, Tab closes; a click outside
 * closes. Built without Blueprint's Popover so the landing page does not load a positioning engine
 * (see bp-classes.ts).
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Link } from "react-router";
import { Classes } from "./bp-classes";

export type DropdownItem =
  | {
      kind?: "item";
      key: string;
      text: string;
      icon?: ReactNode;
      /** A router path: the item is a link. */
      to?: string;
      /** An action: the item is a button. */
      onSelect?: () => void;
      disabled?: boolean;
      /** Marks the current choice (a tick and aria-checked). */
      checked?: boolean;
      /** Right-aligned hint (e.g. "coming soon"). */
      hint?: string;
      lang?: string;
      testId?: string;
    }
  | { kind: "divider"; key: string; title?: string }
  /** Decoration only (hidden from assistive technology): say it in the label too. */
  | { kind: "header"; key: string; content: ReactNode };

interface DropdownMenuProps {
  /** Accessible name of the menu (and of the button when it has no text). */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  buttonClassName?: string;
  buttonLabel?: string;
  buttonTestId?: string;
  items: DropdownItem[];
  /** The menu's items are choices (radio semantics) rather than commands. */
  selectable?: boolean;
  align?: "start" | "end";
}

export function DropdownMenu({
  label,
  button,
  buttonClassName,
  buttonLabel,
  buttonTestId,
  items,
  selectable = false,
  align = "end",
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);

  const enabledItems = () =>
    Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>(
        '[role^="menuitem"]:not([aria-disabled="true"])',
      ) ?? [],
    );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const list = enabledItems();
      (target === "first" ? list[0] : list[list.length - 1])?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openWith = (focus: "first" | "last" | null) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openWith("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openWith("last");
    }
  };

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
        close(true);
        break;
      case "Tab":
        setOpen(false);
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
    <div className="app-dropdown" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        data-testid={buttonTestId}
        onClick={() => (open ? close(false) : openWith(null))}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {open ? (
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
                        {item.icon}
                      </span>
                    ) : null}
                    <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>
                      {item.text}
                    </span>
                    {item.hint ? (
                      <span className={Classes.MENU_ITEM_LABEL}>{item.hint}</span>
                    ) : null}
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
                      <Link {...common} to={item.to} onClick={() => close(false)}>
                        {content}
                      </Link>
                    ) : (
                      <button
                        {...common}
                        type="button"
                        aria-disabled={item.disabled ? true : undefined}
                        onClick={() => {
                          if (item.disabled) return;
                          close(true);
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
      ) : null}
    </div>
  );
}
