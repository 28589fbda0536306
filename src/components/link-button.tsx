import { Classes } from "./bp-classes";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  intent?: "primary";
  variant?: "solid" | "minimal" | "outlined";
  icon?: ReactNode;
  className?: string;
}

/** A router link that looks like a Blueprint button (one element: a link, not a link in a button). */
export function LinkButton({
  to,
  children,
  intent,
  variant = "solid",
  icon,
  className,
}: LinkButtonProps) {
  const classes = [
    Classes.BUTTON,
    intent === "primary" ? Classes.INTENT_PRIMARY : undefined,
    variant === "minimal" ? Classes.MINIMAL : undefined,
    variant === "outlined" ? Classes.OUTLINED : undefined,
    "app-link-button",
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <Link to={to} className={classes}>
      {icon}
      <span className={Classes.BUTTON_TEXT}>{children}</span>
    </Link>
  );
}
