/**
 * A light tab strip with Blueprint's tab look (its classes), without Blueprint's Tabs component
 * and the shared component code it brings into the route's first load (docs/decisions/0034).
 * ARIA tabs pattern: one tab in the tab order, arrow keys, Home and End move and select.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface StripTab<T extends string> {
  id: T;
  title: ReactNode;
}

interface TabStripProps<T extends string> {
  label: string;
  tabs: readonly StripTab<T>[];
  selected: T;
  onSelect(id: T): void;
  children: ReactNode;
}

export function TabStrip<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabStripProps<T>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${base}-tab-${id}`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  };

  return (
    <div className="bp6-tabs personal-tabs">
      <div
        ref={list}
        className="bp6-tab-list bp6-large"
        role="tablist"
        aria-label={label}
        onKeyDown={move}
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <div
              key={tab.id}
              id={tabId(tab.id)}
              className="bp6-tab"
              role="tab"
              data-tab-id={tab.id}
              aria-selected={active}
              aria-controls={`${base}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.title}
            </div>
          );
        })}
      </div>
      <div
        id={`${base}-panel`}
        className="bp6-tab-panel"
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
