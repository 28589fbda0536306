import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from "formik";
import type { Schema } from "yup";

interface LazySchemaOptions {
  /**
   * The namespace of the schema's messages when they are i18n keys without one (e.g. "accounts"
   * for "validation.email.required"): the fields then translate "accounts:validation.email.required".
   */
  messageNamespace?: string;
}

const qualify = (errors: unknown, namespace: string): unknown => {
  if (typeof errors === "string") return errors.includes(":") ? errors : `${namespace}:${errors}`;
  if (Array.isArray(errors)) return errors.map((item) => qualify(item, namespace));
  if (typeof errors === "object" && errors !== null) {
    return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, qualify(v, namespace)]));
  }
  return errors;
};

/**
 * A Formik `validate` function running a yup schema that is loaded on first use (the first
 * keystroke, blur or submit), so yup is not part of a form page's first paint. It validates
 * exactly as Formik's validationSchema does (every error, "" read as undefined):
 *
 *   const validateSignIn = lazySchema(() => import("./schemas").then((m) => m.signInSchema));
 *   <Formik validate={validateSignIn} …>
 */
export function lazySchema<Values extends FormikValues>(
  load: () => Promise<Schema>,
  { messageNamespace }: LazySchemaOptions = {},
) {
  let schema: Promise<Schema> | undefined;
  return async (values: Values): Promise<FormikErrors<Values>> => {
    // A failed load (a chunk that did not arrive) is tried again on the next validation.
    schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    try {
      await validateYupSchema(values, await schema);
      return {};
    } catch (error) {
      if (!(error instanceof Error) || error.name !== "ValidationError") throw error;
      const errors = yupToFormErrors<Values>(error);
      return (
        messageNamespace ? qualify(errors, messageNamespace) : errors
      ) as FormikErrors<Values>;
    }
  };
}
