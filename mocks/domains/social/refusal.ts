/** A social action the server refuses for a reason the code catalogue cannot name (HTTP 400). */
export type Refusal = { refused: string };

export const refused = (message: string): Refusal => ({ refused: message });

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "refused" in value;
