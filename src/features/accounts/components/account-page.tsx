import { useId, type ReactNode } from "react";
import { Card, Classes } from "@blueprintjs/core";
import "./accounts.css";

interface AccountPageProps {
  /** The page's heading. Omit when the content brings its own (result panels). */
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every account page: one centred card with a heading. */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  const headingId = useId();
  return (
    <section className="accounts-page" aria-labelledby={title ? headingId : undefined}>
      <Card className="accounts-card" elevation={1}>
        {title && (
          <h1 id={headingId} className={Classes.HEADING}>
            {title}
          </h1>
        )}
        {intro && <p className={`accounts-intro ${Classes.TEXT_MUTED}`}>{intro}</p>}
        {children}
      </Card>
    </section>
  );
}
