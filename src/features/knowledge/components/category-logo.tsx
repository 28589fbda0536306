/**
 * A category's logo, drawn locally (decisions.md §3: no third-party host): the category's icon on
 * its colour. Decorative unless given a label.
 */
import type { ContentCategory } from "@/generated/model";
import { CATEGORY_GLYPHS } from "./category-glyphs";

/** Each category's colour, by category number (ContentCategory: 0 recommended, 1-11). */
const COLOURS: Record<ContentCategory, string> = {
  0: "#c87619",
  1: "#cd4246",
  2: "#2d72d2",
  3: "#9d3f9d",
  4: "#238551",
  5: "#147eb3",
  6: "#5f6b7c",
  7: "#7961db",
  8: "#d1980b",
  9: "#00a396",
  10: "#634dbf",
  11: "#ac2f33",
};

/** The category's colour (card placeholders use it too). */
export const categoryColour = (type: ContentCategory) => COLOURS[type] ?? "#5f6b7c";

interface CategoryLogoProps {
  type: ContentCategory;
  /** Square size in px. */
  size?: number;
  /** Accessible name; omitted: decorative. */
  label?: string;
  className?: string;
}

export function CategoryLogo({ type, size = 48, label, className }: CategoryLogoProps) {
  const glyph = CATEGORY_GLYPHS[type] ?? CATEGORY_GLYPHS[0]!;
  const glyphSize = Math.round(size * 0.5);
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <span
      className={["kn-logo", className].filter(Boolean).join(" ")}
      style={{ width: size, height: size, background: categoryColour(type) }}
      {...a11y}
    >
      <svg
        width={glyphSize}
        height={glyphSize}
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        {glyph.map((d, i) => (
          <path key={i} d={d} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}
