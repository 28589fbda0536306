import { useCallback, useState } from "react";
import type { Place, PlacedError } from "../api/account-errors";

interface Shown extends PlacedError {
  /** The field's value when the error arrived: the message stays until the user changes it. */
  snapshot: string | undefined;
}

/**
 * The server's (or transport's) latest error on a form, shown at its place. A field's message
 * disappears as soon as the user edits that field; send and form messages stay until the next try.
 */
export function usePlacedError<Values extends object>() {
  const [shown, setShown] = useState<Shown | null>(null);

  const show = useCallback((error: PlacedError | undefined, values: Values) => {
    if (!error) return setShown(null);
    const value = (values as Record<string, unknown>)[error.place];
    setShown({ ...error, snapshot: typeof value === "string" ? value : undefined });
  }, []);

  const clear = useCallback(() => setShown(null), []);

  /** The error to show at a place, given the form's current values. */
  const at = (place: Place, values: Values): PlacedError | undefined => {
    if (!shown || shown.place !== place) return undefined;
    const value = (values as Record<string, unknown>)[place];
    if (shown.snapshot !== undefined && value !== shown.snapshot) return undefined;
    return shown;
  };

  return { error: shown, show, clear, at };
}
