/**
 * Blueprint icons drawn on one pixel grid only, with the markup of Blueprint's icon components
 * (SVGIconContainer: the same classes and attributes). Blueprint's components carry each icon's
 * 16- and 20-pixel drawings (~0.4-1 KB gzip per icon); a control that shows an icon at one size
 * needs one of them in its first load. Path data: @blueprintjs/icons 6.14.1 (Apache-2.0).
 */
import { SVGIconContainer, type IconName, type SVGIconProps } from "@blueprintjs/icons";

export type GridIconProps = Omit<SVGIconProps, "children">;

/**
 * An icon component for a Blueprint icon name and its paths on one grid. Blueprint draws sizes
 * below 20 pixels from the 16-pixel grid and 20 or more from the 20-pixel one, so a 16-grid icon
 * is shown below 20 pixels (default 16) and a 20-grid icon at 20 or more (default 20).
 */
export function gridIcon(iconName: IconName, grid: 16 | 20, paths: readonly string[]) {
  function GridIcon({ size = grid, ...props }: GridIconProps) {
    return (
      <SVGIconContainer iconName={iconName} size={size} {...props}>
        {paths.map((d, i) => (
          <path key={i} d={d} fillRule="evenodd" />
        ))}
      </SVGIconContainer>
    );
  }
  GridIcon.displayName = `GridIcon(${iconName})`;
  return GridIcon;
}
