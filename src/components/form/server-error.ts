/**
 * A failed call's message, kept in Formik's own status and shown at the place the user can act on
 * it: a field (its name), or a place of the form's own ("form" for the form-level message, "send"
 * beside a send-code button…). The kit owns the status: `{ serverError?: { place, error } }`. One
 * server error at a time; it is cleared when the form is sent again and, at a field, as soon as the
 * user edits that field. The error itself is kept (not its text), so the message is rendered in the
 * current language and follows a language switch.
 */
import type { FormikHelpers } from "formik";
import { isApiError, isToldElsewhere } from "@/lib/api-error";

export const FORM_PLACE = "form";
/** The place of a failure shown as a toast (an editor whose failures are toasts, see action-form). */
export const TOAST_PLACE = "toast";

export interface PlacedServerError {
  place: string;
  error: unknown;
  /** The action whose call failed, when the form has several (action-form.tsx). */
  action?: string;
}

/**
 * A refusal of the form's own before any call (e.g. an upload still running), placed like a
 * server failure: its text is the catalogue key `key` (namespace:path), rendered in the current
 * language.
 */
export class FormRefusal {
  constructor(readonly key: string) {}
}

export interface ServerErrorStatus {
  serverError?: PlacedServerError;
}

/** Where a result code is shown (a field name or a place); undefined: at the form. */
export type PlaceOfCode = (code: number) => string | undefined;

/**
 * Where a failed call's message goes: a result code at placeOfCode(code) (else the form), any other
 * failure at `transportPlace`. A cancelled call or an ended session shows nothing here (undefined).
 */
export function placeServerError(
  error: unknown,
  placeOfCode?: PlaceOfCode,
  transportPlace: string = FORM_PLACE,
): PlacedServerError | undefined {
  if (isToldElsewhere(error)) return undefined;
  if (isApiError(error) && error.kind === "result" && error.code !== undefined) {
    return { place: placeOfCode?.(error.code) ?? FORM_PLACE, error };
  }
  return { place: transportPlace, error };
}

/** The server error a Formik status holds, if any. */
export function serverErrorOf(status: unknown): PlacedServerError | undefined {
  const held = (status as ServerErrorStatus | undefined)?.serverError;
  return held && typeof held.place === "string" ? held : undefined;
}

/** The Formik status that shows this error (or clears it). */
export const serverErrorStatus = (
  placed: PlacedServerError | undefined,
): ServerErrorStatus | undefined => (placed ? { serverError: placed } : undefined);

interface SubmitOptions {
  placeOfCode?: PlaceOfCode;
  transportPlace?: string;
}

/**
 * A Formik onSubmit around a call: clears the last server error, runs the call, and places its
 * failure. Nothing typed is reset, so the user corrects and sends again. While it runs Formik's
 * isSubmitting (and the mutation's isPending) keep the SubmitButton disabled: the single flight.
 */
export function withServerErrors<Values>(
  run: (values: Values, helpers: FormikHelpers<Values>) => Promise<unknown>,
  options: SubmitOptions = {},
) {
  return async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    helpers.setStatus(undefined);
    try {
      await run(values, helpers);
    } catch (error) {
      helpers.setStatus(
        serverErrorStatus(placeServerError(error, options.placeOfCode, options.transportPlace)),
      );
    }
  };
}
