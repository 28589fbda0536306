interface TagListProps {
  tags: readonly string[] | undefined;
  /** Show at most this many (cards show 3, portal.md §9). */
  max?: number;
  label?: string;
  className?: string;
}

/** A work's labels as a list of tags; nothing when it has none. */
export function TagList({ tags, max, label, className }: TagListProps) {
  const shown = (tags ?? []).filter((tag) => tag.trim() !== "").slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul className={["works-tags", className].filter(Boolean).join(" ")} aria-label={label}>
      {shown.map((tag, i) => (
        <li key={`${tag}-${i}`} className="works-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
