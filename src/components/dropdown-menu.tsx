/**
 * A light menu button for the first-paint shell (language, publish, account): a button with
 * aria-haspopup/aria-expanded that opens a Blueprint-styled menu (bp6-popover + bp6-menu classes)
 * positioned under it with CSS. Keyboard: Enter/Space/ArrowDown open and focus the first item,
 * ArrowUp the last; the open menu (dropdown-panel.tsx) moves, closes and returns the focus; a
 * click outside closes. Built without Blueprint's Popover so the landing page does not load a
 * positioning engine (see bp-classes.ts). The open menu's code, with the items' icons, is not part
 * of the page's first load: it is fetched once the browser is idle after the first render, or as
 * the pointer or the focus comes to a menu button (decision 0062).
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
import { loadOnce } from "@/lib/load-once";
import type { DropdownPanelProps } from "./dropdown-panel";
import type { MenuItemIconName } from "./menu-item-icons";

export type DropdownItem =
  | {
      kind?: "item";
      key: string;
      text: string;
      /** Drawn by the open menu (menu-item-icons.tsx), so its drawing loads with it. */
      icon?: MenuItemIconName;
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

type Panel = (props: DropdownPanelProps) => ReactNode;
let loadedPanel: Panel | undefined;

/** The open menu's code. */
const loadPanel = loadOnce(() =>
  import("./dropdown-panel").then((module) => (loadedPanel = module.DropdownPanel)),
);

const preloadPanel = () => void loadPanel().catch(() => undefined);

/** Runs `task` once the browser is idle (or soon, where it cannot tell); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
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
  const [Panel, setPanel] = useState<Panel | undefined>(() => loadedPanel);
  const [focus, setFocus] = useState<"first" | "last" | null>(null);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => (loadedPanel ? undefined : whenIdle(preloadPanel)), []);

  // An opened menu shows once its code is there; if it cannot come (offline), the menu closes
  // again and the next opening tries anew.
  useEffect(() => {
    if (!open || Panel) return;
    let current = true;
    loadPanel().then(
      (loaded) => current && setPanel(() => loaded),
      () => current && setOpen(false),
    );
    return () => {
      current = false;
    };
  }, [open, Panel]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openWith = (focusOn: "first" | "last" | null) => {
    setFocus(focusOn);
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

  return (
    <div className="app-dropdown" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && Panel ? menuId : undefined}
        aria-label={buttonLabel}
        data-testid={buttonTestId}
        onClick={() => (open ? close(false) : openWith(null))}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        {button}
      </button>
      {open && Panel ? (
        <Panel
          label={label}
          menuId={menuId}
          items={items}
          selectable={selectable}
          align={align}
          focus={focus}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
