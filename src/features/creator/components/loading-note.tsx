import { Spinner } from "@/components/form/spinner";
import "./loading-note.css";

/** A short "loading …" line with a small spinner, announced politely. */
export function LoadingNote({ text, className }: { text: string; className?: string }) {
  return (
    <span
      className={["creator-loading", className].filter(Boolean).join(" ")}
      role="status"
      aria-live="polite"
    >
      <Spinner size={14} />
      <span>{text}</span>
    </span>
  );
}
