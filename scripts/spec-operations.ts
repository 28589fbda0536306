/** Reads the operations and their x- extensions out of the bundled spec. */
export interface SpecOperation {
  operationId: string;
  method: "post" | "get" | "put" | "delete";
  path: string;
  group: string;
  resultCodes: number[];
  /** Codes answered with the success envelope (x-success-codes; [0] when absent). */
  successCodes: number[];
  envelope: boolean;
  session: boolean;
  query: boolean;
  paged?: {
    limit: string;
    offset: string;
    offsetUnit: "items" | "pages";
    items: string;
    total?: string;
    /** The page sizes a paged table offers, when the limit allows more (x-paged.sizes). */
    sizes?: number[];
  };
}

interface RawOperation {
  operationId: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  "x-result-codes"?: number[];
  "x-success-codes"?: number[];
  "x-envelope"?: boolean;
  "x-query"?: boolean;
  "x-paged"?: SpecOperation["paged"];
}

export interface BundledSpec {
  paths: Record<string, Record<string, RawOperation>>;
}

export const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export function loadSpecOperations(spec: BundledSpec): SpecOperation[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      operationId: op.operationId,
      method: method as SpecOperation["method"],
      path,
      group: op.tags?.[0] ?? "default",
      resultCodes: op["x-result-codes"] ?? [],
      successCodes: op["x-success-codes"] ?? [0],
      envelope: op["x-envelope"] !== false,
      // Required only when every alternative names it: [{}, {session, sessionUser}] is optional.
      session: (op.security ?? []).length > 0 && op.security!.every((req) => "session" in req),
      query: op["x-query"] === true,
      ...(op["x-paged"] ? { paged: op["x-paged"] } : {}),
    })),
  );
}
