import { Classes } from "../bp-classes";

// Blueprint's spinner markup and classes (its CSS animates it) without its component code.
const R = 45;
const TRACK = `M 50,50 m 0,-${R} a ${R},${R} 0 1 1 0,${R * 2} a ${R},${R} 0 1 1 0,-${R * 2}`;
const PATH_LENGTH = 280;

/** A small decorative spinner (the control beside it carries aria-busy and the progress text). */
export function Spinner({ size = 16 }: { size?: number }) {
  const stroke = Math.min(16, 400 / size);
  const radius = R + stroke / 2;
  const origin = (50 - radius).toFixed(2);
  const extent = (radius * 2).toFixed(2);
  return (
    <span className={Classes.SPINNER} aria-hidden="true">
      <span className={Classes.SPINNER_ANIMATION}>
        <svg
          width={size}
          height={size}
          strokeWidth={stroke.toFixed(2)}
          viewBox={`${origin} ${origin} ${extent} ${extent}`}
        >
          <path className={Classes.SPINNER_TRACK} d={TRACK} />
          <path
            className={Classes.SPINNER_HEAD}
            d={TRACK}
            pathLength={PATH_LENGTH}
            strokeDasharray={`${PATH_LENGTH} ${PATH_LENGTH}`}
            strokeDashoffset={PATH_LENGTH * 0.75}
          />
        </svg>
      </span>
    </span>
  );
}
