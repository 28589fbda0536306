import { useEffect, useId, useRef, type ReactNode } from "react";
import { Classes } from "@/components/bp-classes";

interface ResultPanelProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The outcome of an account flow (signed up, e-mail sent, password changed, link invalid). */
export function ResultPanel({ icon, title, children, actions }: ResultPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: move focus to the outcome so it is announced.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="accounts-result" role="region" aria-labelledby={headingId}>
      {icon}
      <h1 id={headingId} ref={heading} tabIndex={-1} className={Classes.HEADING}>
        {title}
      </h1>
      <p>{children}</p>
      <div className="accounts-result-actions">{actions}</div>
    </div>
  );
}
