/** A section of the works home: its heading (an h2 that names the section), an action beside it. */
import type { ReactNode } from "react";

interface WorksSectionProps {
  /** The heading's id (the section's accessible name). */
  id: string;
  title: string;
  /** Beside the heading (the demos' More link). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function WorksSection({ id, title, action, className, children }: WorksSectionProps) {
  return (
    <section className={`works-section${className ? ` ${className}` : ""}`} aria-labelledby={id}>
      <header className="works-section__header">
        <h2 id={id} className="works-section__title">
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
