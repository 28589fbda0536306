/**
 * Overlays' transitions in the unit tests: tests/setup.ts turns them off (decision 0060). A file
 * whose behaviour depends on when an overlay has finished entering (focus moved in `onOpened`)
 * calls keepTransitions() at its top: its tests run with Blueprint's real transition timers.
 */
import { afterEach, beforeEach } from "vitest";
import { config as transitions } from "react-transition-group";

export function keepTransitions(): void {
  beforeEach(() => {
    transitions.disabled = false;
  });
  afterEach(() => {
    transitions.disabled = true;
  });
}
