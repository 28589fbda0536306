import { useId, type ReactNode } from "react";
import { Classes } from "@/components/bp-classes";
import "./accounts.css";

interface AccountPageProps {
  /** The page's heading. Omit when the content brings its own (result panels). */
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every account page: one centred card (Blueprint's card look) with a heading. */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  const headingId = useId();
  return (
    <section className="accounts-page" aria-labelledby={title ? headingId : undefined}>
      <div className={`${Classes.CARD} ${Classes.ELEVATION_1} accounts-card`}>
        {title && (
          <h1 id={headingId} className={Classes.HEADING}>
            {title}
          </h1>
        )}
        {intro && <p className={`accounts-intro ${Classes.TEXT_MUTED}`}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
