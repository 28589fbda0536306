/**
 * The works pages' icons, shown below 20 pixels (16-pixel drawings only, grid-icon.tsx): the
 * cards' counts and the banner's controls. The eye and the chevron are the shared content icons.
 */
import { gridIcon } from "@/components/icons/grid-icon";

export const HeartIcon = gridIcon("heart", 16, [
  "M16 5.095c0-2.255-1.88-4.083-4.2-4.083-1.682 0-3.13.964-3.8 2.352a4.21 4.21 0 0 0-3.8-2.352C1.88 1.012 0 2.84 0 5.095c0 .066.007.13.01.194H.004c.001.047.01.096.014.143l.013.142c.07.8.321 1.663.824 2.573C2.073 10.355 4.233 12.018 8 15c3.767-2.982 5.926-4.647 7.144-6.853.501-.906.752-1.767.823-2.563q.01-.083.016-.164c.003-.043.012-.088.013-.13h-.006c.003-.066.01-.13.01-.195",
]);

export const ChevronLeftIcon = gridIcon("chevron-left", 16, [
  "m7.41 8 3.29-3.29c.19-.18.3-.43.3-.71a1.003 1.003 0 0 0-1.71-.71l-4 4C5.11 7.47 5 7.72 5 8s.11.53.29.71l4 4a1.003 1.003 0 0 0 1.42-1.42z",
]);

export const PlayIcon = gridIcon("play", 16, [
  "M12 8c0-.35-.19-.64-.46-.82l.01-.02-6-4-.01.02A.97.97 0 0 0 5 3c-.55 0-1 .45-1 1v8c0 .55.45 1 1 1 .21 0 .39-.08.54-.18l.01.02 6-4-.01-.02c.27-.18.46-.47.46-.82",
]);

export const PauseIcon = gridIcon("pause", 16, [
  "M6 3H4c-.55 0-1 .45-1 1v8c0 .55.45 1 1 1h2c.55 0 1-.45 1-1V4c0-.55-.45-1-1-1m6 0h-2c-.55 0-1 .45-1 1v8c0 .55.45 1 1 1h2c.55 0 1-.45 1-1V4c0-.55-.45-1-1-1",
]);
