/** Paging and id helpers shared by the handlers. */

/** A page of items: offset counts items, or pages when unit is "pages". */
export function page<T>(
  items: readonly T[],
  offset: number,
  limit: number,
  unit: "items" | "pages" = "items",
): T[] {
  const start = unit === "pages" ? offset * limit : offset;
  return items.slice(start, start + limit);
}

let counter = 0;
/** A unique id for records created at run time (seeded ids are deterministic and smaller). */
export function newId(prefix = ""): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}`;
}

/** Unix seconds of a millisecond time. */
export const seconds = (ms: number) => Math.floor(ms / 1000);
