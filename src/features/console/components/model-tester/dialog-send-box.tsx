import type { ReactElement, ReactNode } from "react";
import { Button, Dialog } from "@blueprintjs/core";
import { DisabledText } from "./disabled-text";

interface DialogSendBoxProps {
  /** The disabled text box's placeholder: what the dialog takes instead. */
  hint: string;
  icon: ReactElement;
  /** The button that opens the dialog. */
  openText: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's form. */
  children: ReactNode;
}

/**
 * The send box of whisper and tts-hd (inspect-console.md §2, §5): the text disabled, and a button
 * that opens the dialog taking the input.
 */
export function DialogSendBox({
  hint,
  icon,
  openText,
  title,
  open,
  onOpenChange,
  children,
}: DialogSendBoxProps) {
  return (
    <div className="console-sendbox">
      <DisabledText hint={hint} />
      <div className="console-row console-row--end">
        <Button intent="primary" icon={icon} text={openText} onClick={() => onOpenChange(true)} />
      </div>
      <Dialog
        isOpen={open}
        onClose={() => onOpenChange(false)}
        title={title}
        className="console-dialog"
      >
        {children}
      </Dialog>
    </div>
  );
}
