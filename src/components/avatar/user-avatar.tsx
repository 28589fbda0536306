/**
 * A user's avatar: the uploaded picture, or a locally drawn letter avatar when there is none or it
 * fails to load (decisions.md §3: no third-party host; platform.md §9 sizes: 120 default, 40 in the
 * nav, 32 in the nav menu).
 */
import { useState } from "react";
import { graphemes } from "@/lib/graphemes";

export const AVATAR_SIZE = { default: 120, nav: 40, menu: 32 } as const;

const PALETTE = [
  "#2d72d2",
  "#238551",
  "#c87619",
  "#cd4246",
  "#7961db",
  "#147eb3",
  "#d1980b",
  "#9d3f9d",
];

/** The first visible character of the name, upper-cased ("?" for an empty name). */
export function initialOf(name: string | null | undefined): string {
  const first = graphemes((name ?? "").trim())[0];
  return first ? first.toLocaleUpperCase() : "?";
}

/** A stable background colour for a name. */
export function colourOf(name: string | null | undefined): string {
  let hash = 0;
  for (const char of name ?? "") hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0]!;
}

interface LetterAvatarProps {
  name: string | null | undefined;
  size?: number;
  /** Accessible name; omit when the name is shown next to the avatar. */
  label?: string;
  className?: string;
}

export function LetterAvatar({
  name,
  size = AVATAR_SIZE.default,
  label,
  className,
}: LetterAvatarProps) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg
      className={["app-avatar", className].filter(Boolean).join(" ")}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      data-testid="letter-avatar"
      {...a11y}
    >
      <circle cx="20" cy="20" r="20" fill={colourOf(name)} />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fontSize="18"
        fontWeight="600"
        fill="#ffffff"
        fontFamily="-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
      >
        {initialOf(name)}
      </text>
    </svg>
  );
}

interface UserAvatarProps extends LetterAvatarProps {
  url?: string | null;
}

export function UserAvatar({
  url,
  name,
  size = AVATAR_SIZE.default,
  label,
  className,
}: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return <LetterAvatar name={name} size={size} label={label} className={className} />;
  }
  return (
    <img
      className={["app-avatar", className].filter(Boolean).join(" ")}
      src={url}
      width={size}
      height={size}
      alt={label ?? ""}
      onError={() => setFailedUrl(url)}
    />
  );
}
