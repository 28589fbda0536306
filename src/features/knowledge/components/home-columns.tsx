import type { ReactNode } from "react";

interface HomeColumnsProps {
  /** The category menu (the left column), once the sections are known. */
  menu?: ReactNode;
  /** The sections' column: the sections, or their loading, empty or error state. */
  sections: ReactNode;
  busy?: boolean;
}

/** The index's left and middle columns, the same in every state (nothing moves between them). */
export function HomeColumns({ menu, sections, busy = false }: HomeColumnsProps) {
  return (
    <>
      <div className="kn-home__menu">{menu}</div>
      <div className="kn-home__sections" aria-busy={busy || undefined}>
        {sections}
      </div>
    </>
  );
}
