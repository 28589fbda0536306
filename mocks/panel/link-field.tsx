/** A read-only link with a copy button (the Faults and States tabs' reproducing links). */
import { Button, Classes, ControlGroup, FormGroup, InputGroup } from "@blueprintjs/core";
import { ClipboardIcon } from "@blueprintjs/icons";

export type PanelMessage = { intent: "success" | "danger"; text: string };

interface Props {
  id: string;
  label: string;
  link: string;
  buttonText?: string;
  onMessage(message: PanelMessage): void;
}

export function LinkField({ id, label, link, buttonText = "Copy", onMessage }: Props) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      onMessage({ intent: "success", text: "Link copied." });
    } catch {
      onMessage({
        intent: "danger",
        text: "The clipboard is not available; copy the link from the field.",
      });
    }
  };
  return (
    <FormGroup label={label} labelFor={id} style={{ marginTop: 16 }}>
      <ControlGroup fill>
        <InputGroup id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <Button
          className={Classes.FIXED}
          icon={<ClipboardIcon />}
          text={buttonText}
          onClick={() => void copy()}
        />
      </ControlGroup>
    </FormGroup>
  );
}
