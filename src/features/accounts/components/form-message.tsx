import type { ReactNode } from "react";
import { Callout } from "@blueprintjs/core";
import { ErrorIcon } from "@blueprintjs/icons";

interface FormMessageProps {
  message: string | undefined;
  children?: ReactNode;
}

/** A form-level error (codes with no field, transport failures), announced to screen readers. */
export function FormMessage({ message, children }: FormMessageProps) {
  if (!message) return null;
  return (
    <Callout className="accounts-callout" intent="danger" icon={<ErrorIcon />} role="alert" compact>
      {message}
      {children && <div>{children}</div>}
    </Callout>
  );
}
