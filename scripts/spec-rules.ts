/**
 * The input rules of every request body, read out of the bundled spec for src/generated/rules.ts:
 * the schema's own limits (which a server enforces with HTTP 400) and the `x-client-rules` (which the
 * client checks before sending and the server answers with a result code). Forms and the mock read
 * this plain table instead of the zod runtime, so a page that only needs a limit pays no validator.
 */
export interface FieldRule {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  /** The rule comes from x-client-rules: the server answers a result code, not HTTP 400. */
  clientRule?: true;
  /** Limits that apply only when other body fields have the given values (JSON Schema if/then). */
  when?: { if: Record<string, unknown>; rule: FieldRule }[];
}

type Schema = Record<string, unknown> & {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  if?: Schema;
  then?: Schema;
  const?: unknown;
};

const KEYS = [
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
] as const;

export function bodyRules(
  spec: Record<string, unknown>,
  bodySchemaOf: (operationId: string) => Schema | undefined,
) {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    let current = schema;
    for (let depth = 0; current?.$ref && depth < 20; depth++) {
      const path = current.$ref.replace(/^#\//, "").split("/");
      current = path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)?.[key],
        spec,
      ) as Schema;
    }
    return current;
  };

  const ruleOf = (schema: Schema): FieldRule | undefined => {
    const rule: FieldRule = {};
    for (const key of KEYS)
      if (schema[key] !== undefined) Object.assign(rule, { [key]: schema[key] });
    const client = schema["x-client-rules"] as Record<string, unknown> | undefined;
    if (client) {
      for (const key of KEYS)
        if (client[key] !== undefined) Object.assign(rule, { [key]: client[key] });
      rule.clientRule = true;
    }
    return Object.keys(rule).length > 0 ? rule : undefined;
  };

  /** Walks a body schema: properties (name), nested objects (a.b), array items (a[]), allOf parts. */
  const walk = (raw: Schema | undefined, prefix: string, out: Record<string, FieldRule>) => {
    const schema = resolve(raw);
    if (!schema) return;
    for (const part of schema.allOf ?? []) walk(part, prefix, out);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const field = prefix + name;
      const resolved = resolve(property);
      if (!resolved) continue;
      // A property's own keywords sit beside a $ref in 3.1; read both.
      const rule = { ...ruleOf(resolved), ...ruleOf(property) };
      if (Object.keys(rule).length > 0) out[field] = { ...out[field], ...rule };
      walk(resolved, `${field}.`, out);
      if (resolved.items) {
        const itemRule = ruleOf(resolve(resolved.items) ?? {});
        if (itemRule) out[`${field}[]`] = itemRule;
        walk(resolved.items, `${field}[].`, out);
      }
    }
    for (const part of schema.allOf ?? []) {
      const condition = resolve(part.if)?.properties;
      const then = resolve(part.then)?.properties;
      if (!condition || !then) continue;
      const when = Object.fromEntries(Object.entries(condition).map(([k, v]) => [k, v.const]));
      for (const [name, property] of Object.entries(then)) {
        const rule = ruleOf(property);
        if (!rule) continue;
        const field = prefix + name;
        out[field] = { ...out[field], when: [...(out[field]?.when ?? []), { if: when, rule }] };
      }
    }
  };

  return (operationId: string): Record<string, FieldRule> => {
    const out: Record<string, FieldRule> = {};
    walk(bodySchemaOf(operationId), "", out);
    return out;
  };
}
