/**
 * A form with several submit actions (an editor's Save, Preview, Post…), on Formik's own submit
 * (docs/decisions/0065-one-write-path.md):
 *
 * - `submit(action)` records the action and submits through Formik: `validate(values, action)`
 *   applies that action's rules, and only a valid form reaches `onSubmit(values, action, helpers)`.
 *   A form the rules stopped calls `onInvalid(errors, action)` (e.g. to focus the first problem).
 * - `runInBackground(action)` makes the same call without the submit's ceremony (no rules shown,
 *   nothing marked touched): an autosave. It is skipped while another call runs.
 * - One call at a time: while one runs (`running`), the action buttons are disabled; `throttleMs`
 *   also ignores a second submit within that time (portal.md §5: button handlers once per 2 s).
 * - `refuse(action)` may stop a submit before the rules with a catalogue key (an upload still
 *   running): shown where failures go.
 * - A failure is placed by the kit (server-error.ts): a result code at the field `placeOfCode`
 *   names, any other failure `at` the form (FormMessage) or as a toast; its text is the catalogue
 *   key `failureKeys[action]` with the reason (apiErrorMessage) as {{reason}}. What was typed is
 *   never reset, so sending again is the retry.
 */
import { createContext, useContext, useRef, useState, type ReactNode } from "react";
import {
  Formik,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
  type FormikValues,
} from "formik";
import { showToast } from "../toaster";
import {
  FormRefusal,
  placeServerError,
  serverErrorStatus,
  TOAST_PLACE,
  type FORM_PLACE,
  type PlaceOfCode,
} from "./server-error";
import { errorMessageOf } from "./use-error-message";
import { translateDynamic } from "@/lib/i18n";

export interface FormActions<Action extends string = string> {
  /** Submits the form for this action through Formik (rules first, then onSubmit). */
  submit(action: Action): Promise<void>;
  /** Makes this action's call with the current values, without showing the rules (autosave). */
  runInBackground(action: Action): Promise<void>;
  /** The action whose call is under way, if any. */
  running: Action | null;
  /** The text of a failure of `action` with this reason (the form's catalogue key). */
  failureText(action: string | undefined, reason: string): string;
}

const ActionsContext = createContext<FormActions | null>(null);

/** The surrounding ActionForm's actions (null outside one). */
export function useFormActions<Action extends string = string>(): FormActions<Action> | null {
  return useContext(ActionsContext) as FormActions<Action> | null;
}

export interface ActionFormProps<Values extends FormikValues, Action extends string> {
  initialValues: Values;
  /** The action Enter submits, and the one the rules apply to between submits. */
  defaultAction: Action;
  /** The rules for an action: Formik's field errors (texts or catalogue keys). */
  validate?(values: Values, action: Action): FormikErrors<Values>;
  validateOnBlur?: boolean;
  /** The action's call; a rejection is placed by the kit. */
  onSubmit(values: Values, action: Action, helpers: FormikHelpers<Values>): Promise<unknown>;
  /** The rules stopped a submit of this action. */
  onInvalid?(errors: FormikErrors<Values>, action: Action): void;
  /** A reason (catalogue key) not to send this action now; checked before the rules. */
  refuse?(action: Action): string | undefined;
  /** Where a failure shows: in the form (FormMessage) or as a toast. */
  failuresAt: typeof FORM_PLACE | typeof TOAST_PLACE;
  /** The catalogue key of each action's failure text; the reason fills {{reason}}. */
  failureKeys: Record<Action, string>;
  /** A result code's field, when one belongs to a field. */
  placeOfCode?: PlaceOfCode;
  /** Submits closer together than this are ignored (ms). */
  throttleMs?: number;
  children: ReactNode;
}

export function ActionForm<Values extends FormikValues, Action extends string>(
  props: ActionFormProps<Values, Action>,
) {
  const action = useRef<Action>(props.defaultAction);
  const lastErrors = useRef<FormikErrors<Values>>({});
  const reached = useRef(false);
  const [running, setRunning] = useState<Action | null>(null);
  const busy = useRef(false);
  const lastStarted = useRef(-Infinity);

  const failureText = (what: string | undefined, reason: string) => {
    const key = what === undefined ? undefined : props.failureKeys[what as Action];
    return (key && translateDynamic(key, { reason })) || reason;
  };

  const place = (error: unknown, what: Action, helpers: FormikHelpers<Values>) => {
    const placed = placeServerError(error, props.placeOfCode, props.failuresAt);
    if (!placed) return;
    if (placed.place === TOAST_PLACE) {
      const reason = errorMessageOf(error);
      if (reason === undefined) return;
      if (error instanceof FormRefusal) void showToast(reason, "warning");
      else void showToast(failureText(what, reason), "error");
      return;
    }
    helpers.setStatus(serverErrorStatus({ ...placed, action: what }));
  };

  const call = async (values: Values, what: Action, helpers: FormikHelpers<Values>) => {
    busy.current = true;
    setRunning(what);
    helpers.setStatus(undefined);
    try {
      await props.onSubmit(values, what, helpers);
    } catch (error) {
      place(error, what, helpers);
    } finally {
      busy.current = false;
      setRunning(null);
    }
  };

  return (
    <Formik<Values>
      initialValues={props.initialValues}
      validate={(values) => {
        lastErrors.current = props.validate?.(values, action.current) ?? {};
        return lastErrors.current;
      }}
      validateOnBlur={props.validateOnBlur}
      validateOnMount={false}
      onSubmit={(values, helpers) => {
        reached.current = true;
        return call(values, action.current, helpers);
      }}
    >
      <ActionsProvider<Values, Action>
        value={{
          running,
          failureText,
          start() {
            if (busy.current) return false;
            const now = Date.now();
            if (props.throttleMs && now - lastStarted.current < props.throttleMs) return false;
            lastStarted.current = now;
            return true;
          },
          refuse: props.refuse,
          place,
          async submitWith(what, submitForm) {
            action.current = what;
            reached.current = false;
            busy.current = true;
            try {
              await submitForm();
            } finally {
              busy.current = false;
            }
            if (reached.current) action.current = props.defaultAction;
            else props.onInvalid?.(lastErrors.current, what);
          },
          background: (what, values, helpers) =>
            busy.current ? Promise.resolve() : call(values, what, helpers),
        }}
      >
        {props.children}
      </ActionsProvider>
    </Formik>
  );
}

interface ActionsInternals<Values, Action extends string> {
  running: Action | null;
  failureText: FormActions["failureText"];
  start(): boolean;
  refuse?(what: Action): string | undefined;
  place(error: unknown, what: Action, helpers: FormikHelpers<Values>): void;
  submitWith(what: Action, submitForm: () => Promise<unknown>): Promise<void>;
  background(what: Action, values: Values, helpers: FormikHelpers<Values>): Promise<void>;
}

function ActionsProvider<Values extends FormikValues, Action extends string>({
  value,
  children,
}: {
  value: ActionsInternals<Values, Action>;
  children: ReactNode;
}) {
  const formik = useFormikContext<Values>();
  const actions: FormActions<Action> = {
    running: value.running,
    failureText: value.failureText,
    async submit(what) {
      if (!value.start()) return;
      formik.setStatus(undefined);
      const refusal = value.refuse?.(what);
      if (refusal) {
        value.place(new FormRefusal(refusal), what, formik);
        return;
      }
      await value.submitWith(what, formik.submitForm);
    },
    runInBackground: (what) => value.background(what, formik.values, formik),
  };
  return (
    <ActionsContext.Provider value={actions as unknown as FormActions}>
      {children}
    </ActionsContext.Provider>
  );
}
