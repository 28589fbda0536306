import type { ReactNode } from "react";

interface SectionProps {
  /** The anchor (/gate#events) and the base of the heading's id. */
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** A landing section: an anchor, its heading and lead, then its content. */
export function Section({ id, title, lead, children }: SectionProps) {
  const headingId = `landing-${id}-title`;
  return (
    <section id={id} className="landing-section" aria-labelledby={headingId}>
      <div className="landing-section__inner">
        <header className="landing-section__header">
          <h2 id={headingId} className="landing-section__title">
            {title}
          </h2>
          {lead ? <p className="landing-section__lead">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
