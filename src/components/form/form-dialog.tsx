/**
 * The frame of a dialog holding a form (report, profile, creator application): Blueprint's Dialog
 * named by its heading, a close button, and while the form is sending (`pending`) no closing by
 * Escape, outside click or the button. When it opens, the focus goes to the form's first field
 * (`focusSelector`) unless the user already moved it into the dialog.
 */
import { useId, type ReactNode } from "react";
import { Button, Classes, Dialog, type DialogProps } from "@blueprintjs/core";
import { SmallCrossIcon } from "@blueprintjs/icons";

interface FormDialogProps {
  isOpen: boolean;
  onClose(): void;
  title: string;
  /** The close button's accessible name, in the user's language. */
  closeLabel: string;
  pending: boolean;
  /** The field to focus when the dialog opens. */
  focusSelector: string;
  className?: string;
  /** Blueprint's hooks for a dialog that resets itself as it opens (e.g. the profile's avatar). */
  onOpening?: DialogProps["onOpening"];
  children: ReactNode;
}

export function FormDialog({
  isOpen,
  onClose,
  title,
  closeLabel,
  pending,
  focusSelector,
  className,
  onOpening,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      aria-labelledby={titleId}
      className={className}
      canOutsideClickClose={!pending}
      canEscapeKeyClose={!pending}
      onOpening={onOpening}
      onOpened={(node) => {
        // Blueprint focuses its overlay wrapper; move focus into the form unless the user already did.
        if (node.querySelector("[role=dialog]")?.contains(document.activeElement)) return;
        node.querySelector<HTMLElement>(focusSelector)?.focus();
      }}
    >
      <div className={Classes.DIALOG_HEADER}>
        <h2 id={titleId} className={Classes.HEADING}>
          {title}
        </h2>
        <Button
          aria-label={closeLabel}
          className={Classes.DIALOG_CLOSE_BUTTON}
          icon={<SmallCrossIcon size={20} />}
          variant="minimal"
          onClick={onClose}
          disabled={pending}
        />
      </div>
      {children}
    </Dialog>
  );
}
