import { useRef, type ReactNode } from "react";
import { useScrollToEnd } from "../../hooks/use-scroll-to-end";

interface ChatLogProps {
  /** The log's accessible name. */
  label: string;
  /** Anything that changes when the content does (the messages): the view scrolls 200 ms later. */
  change: unknown;
  empty?: ReactNode;
  children: ReactNode;
}

/** A chat view: a polite live log that keeps its newest message in sight (§2: 200 ms after a change). */
export function ChatLog({ label, change, empty, children }: ChatLogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollToEnd(ref, change);
  return (
    <div
      ref={ref}
      className="console-log"
      role="log"
      aria-label={label}
      aria-live="polite"
      tabIndex={0}
    >
      {empty ?? children}
    </div>
  );
}
