import { useState, type ReactElement, type ReactNode } from "react";
import { Form, Formik, type FormikHelpers, type FormikValues } from "formik";
import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { DisabledText } from "./disabled-text";

interface DialogSendBoxProps<Values extends FormikValues> {
  /** The disabled text box's placeholder: what the dialog takes instead. */
  hint: string;
  icon: ReactElement;
  /** The button that opens the dialog. */
  openText: string;
  title: string;
  initialValues: Values;
  /** The one rule of the dialog (field → catalogue key), checked on Send. */
  validate: (values: Values) => Partial<Record<keyof Values, string>>;
  /**
   * Sends; true when the input left (the dialog closes, and `helpers` clears what was sent).
   * False when the model's own rule refused it (the dialog stays, with the input).
   */
  send: (values: Values, helpers: FormikHelpers<Values>) => boolean;
  /** The dialog's fields (they read the form through useFormikContext). */
  children: ReactNode;
}

/**
 * The send box of whisper and tts-hd (inspect-console.md §2, §5): the text disabled, and a button
 * that opens the dialog taking the input, with Cancel and Send. The dialog's form is the kit's
 * (Formik's values, rule and submit, docs/decisions/0066); it lives outside the dialog, so the
 * settings and an unsent input stay when the dialog closes.
 */
export function DialogSendBox<Values extends FormikValues>({
  hint,
  icon,
  openText,
  title,
  initialValues,
  validate,
  send,
  children,
}: DialogSendBoxProps<Values>) {
  const { t } = useTranslation("console");
  const [open, setOpen] = useState(false);
  return (
    <div className="console-sendbox">
      <DisabledText hint={hint} />
      <div className="console-row console-row--end">
        <Button intent="primary" icon={icon} text={openText} onClick={() => setOpen(true)} />
      </div>
      <Formik<Values>
        initialValues={initialValues}
        validate={validate}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={(values, helpers) => {
          if (send(values, helpers)) setOpen(false);
        }}
      >
        <Dialog
          isOpen={open}
          onClose={() => setOpen(false)}
          title={title}
          className="console-dialog"
        >
          <Form noValidate>
            <DialogBody>{children}</DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button text={t("cancel")} onClick={() => setOpen(false)} />
                  <Button type="submit" intent="primary" text={t("tester.send")} />
                </>
              }
            />
          </Form>
        </Dialog>
      </Formik>
    </div>
  );
}
