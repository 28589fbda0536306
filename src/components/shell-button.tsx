import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { Classes } from "./bp-classes";

export interface ShellButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon?: ReactNode;
  endIcon?: ReactNode;
  text?: ReactNode;
  variant?: "solid" | "minimal" | "outlined";
  intent?: "primary";
}

/**
 * A Blueprint-styled native button (same markup and classes as Blueprint's Button) for the
 * first-paint shell; see bp-classes.ts for why it is not Blueprint's Button.
 */
export const ShellButton = forwardRef<HTMLButtonElement, ShellButtonProps>(function ShellButton(
  { icon, endIcon, text, variant = "solid", intent, className, children, type = "button", ...rest },
  ref,
) {
  const classes = [
    Classes.BUTTON,
    variant === "minimal" ? Classes.MINIMAL : undefined,
    variant === "outlined" ? Classes.OUTLINED : undefined,
    intent === "primary" ? Classes.INTENT_PRIMARY : undefined,
    rest.disabled ? Classes.DISABLED : undefined,
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button ref={ref} type={type} className={classes} {...rest}>
      {icon}
      {text !== undefined || children !== undefined ? (
        <span className={Classes.BUTTON_TEXT}>
          {text}
          {children}
        </span>
      ) : null}
      {endIcon}
    </button>
  );
});
