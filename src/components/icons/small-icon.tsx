/**
 * Blueprint icons drawn at 16 pixels only, with the markup of Blueprint's icon components at their
 * default size (SVGIconContainer, the same classes and attributes). Blueprint's components also
 * carry each icon's 20-pixel drawing (~0.4-1 KB gzip each), which a control that never shows the
 * icon larger does not need in its first load. Path data: @blueprintjs/icons 6.14.1 (Apache-2.0),
 * its 16-pixel grid.
 */
import { SVGIconContainer, type IconName, type SVGIconProps } from "@blueprintjs/icons";

/** A Blueprint icon's props, but always 16 pixels (the only drawing these carry). */
export type SmallIconProps = Omit<SVGIconProps, "size" | "children">;

/** A 16-pixel-only icon component for a Blueprint icon name and its 16-pixel paths. */
export function smallIcon(iconName: IconName, paths: string[]) {
  function SmallIcon(props: SmallIconProps) {
    return (
      <SVGIconContainer iconName={iconName} {...props}>
        {paths.map((d, i) => (
          <path key={i} d={d} fillRule="evenodd" />
        ))}
      </SVGIconContainer>
    );
  }
  SmallIcon.displayName = `SmallIcon(${iconName})`;
  return SmallIcon;
}
