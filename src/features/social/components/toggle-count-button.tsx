import type { ReactNode } from "react";
import { useLanguage } from "@/hooks/use-language";
import { formatCount } from "@/lib/format";

interface ToggleCountButtonProps {
  /** What the button does ("Like"): its accessible name, with the count after it. */
  label: string;
  on: boolean;
  count?: number;
  icon: ReactNode;
  /** Icon shown while on (defaults to icon). */
  onIcon?: ReactNode;
  onClick: () => void;
  busy?: boolean;
  className?: string;
}

/**
 * The look of like and favourite: a Blueprint-styled native button (no Blueprint JS on the host's
 * first paint), pressed while on, with the count in short form (platform.md §9).
 */
export function ToggleCountButton({
  label,
  on,
  count,
  icon,
  onIcon,
  onClick,
  busy,
  className,
}: ToggleCountButtonProps) {
  const [language] = useLanguage();
  const shown = count === undefined ? undefined : formatCount(count, language);
  const classes = [
    "bp6-button",
    "bp6-minimal",
    "app-social-toggle",
    on ? "app-social-toggle--on" : undefined,
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={on}
      aria-busy={busy || undefined}
      title={label}
      aria-label={shown === undefined ? label : `${label} ${shown}`}
      onClick={onClick}
    >
      {on ? (onIcon ?? icon) : icon}
      {shown === undefined ? null : (
        <span className="bp6-button-text app-social-toggle__count">{shown}</span>
      )}
    </button>
  );
}
