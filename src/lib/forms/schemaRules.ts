// Checks a value against a contract JSON Schema (the OpenAPI 3.0 subset our contract uses:
// type, nullable, required, properties, additionalProperties, items, enum, minLength,
// maxLength, pattern, format, minimum, maximum, minItems, maxItems, uniqueItems, allOf and
// $ref to components). The server checks the same schemas with ajv; this interpreter exists
// because the client's Content-Security-Policy forbids the code generation ajv relies on.
// tests/lib/forms/schemaRules.test.ts compares both on the same inputs.

import { isAcceptedDate, isAcceptedDateTime } from '@/lib/dates/calendarDates';

export type Schema = Record<string, unknown>;
export type SchemaRegistry = Record<string, Schema>;

export interface RuleViolation {
  /** Dot path of the value in the checked object: 'email', 'shifts.0.starts_at'. */
  path: string;
  /** The JSON Schema keyword broken (as ajv names it): required, maxLength, pattern... */
  rule: string;
  /** The keyword's limit, when it has one (maxLength 100 -> 100). */
  limit?: number;
  format?: string;
}

const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Formats ajv-formats knows and the contract uses; others pass (as ajv's no-op formats do). */
const FORMATS: Record<string, (value: string) => boolean> = {
  email: (v) => EMAIL.test(v),
  // The server's own rules: a real day in the accepted years.
  date: isAcceptedDate,
  'date-time': isAcceptedDateTime,
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function resolve(schema: Schema, registry: SchemaRegistry): Schema {
  let current = schema;
  for (let depth = 0; depth < 20 && typeof current.$ref === 'string'; depth++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = registry[name];
    if (!target) throw new Error(`Unknown schema ${current.$ref}`);
    current = { ...target, ...(current.nullable ? { nullable: true } : {}) };
  }
  return current;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

function check(
  value: unknown,
  raw: Schema,
  registry: SchemaRegistry,
  path: string,
  out: RuleViolation[],
): void {
  const schema = resolve(raw, registry);
  if (value === null && schema.nullable === true) return;
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf as Schema[]) {
      check(value, { ...part, nullable: schema.nullable }, registry, path, out);
    }
  }
  if (typeof schema.type === 'string' && !matchesType(value, schema.type)) {
    out.push({ path, rule: 'type' });
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    out.push({ path, rule: 'enum' });
  }
  if (typeof value === 'string') checkString(value, schema, path, out);
  if (typeof value === 'number') checkNumber(value, schema, path, out);
  if (Array.isArray(value)) checkArray(value, schema, registry, path, out);
  else if (value !== null && typeof value === 'object') {
    checkObject(value as Record<string, unknown>, schema, registry, path, out);
  }
}

function checkString(value: string, schema: Schema, path: string, out: RuleViolation[]): void {
  // Counted in code points, as ajv does (unicode: true).
  const length = Array.from(value).length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) {
    out.push({ path, rule: 'minLength', limit: schema.minLength });
  }
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) {
    out.push({ path, rule: 'maxLength', limit: schema.maxLength });
  }
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
    out.push({ path, rule: 'pattern' });
  }
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format && !format(value)) out.push({ path, rule: 'format', format: String(schema.format) });
}

function checkNumber(value: number, schema: Schema, path: string, out: RuleViolation[]): void {
  if (typeof schema.minimum === 'number' && value < schema.minimum) {
    out.push({ path, rule: 'minimum', limit: schema.minimum });
  }
  if (typeof schema.maximum === 'number' && value > schema.maximum) {
    out.push({ path, rule: 'maximum', limit: schema.maximum });
  }
}

function checkArray(
  value: unknown[],
  schema: Schema,
  registry: SchemaRegistry,
  path: string,
  out: RuleViolation[],
): void {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems) {
    out.push({ path, rule: 'minItems', limit: schema.minItems });
  }
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
    out.push({ path, rule: 'maxItems', limit: schema.maxItems });
  }
  if (schema.uniqueItems === true) {
    const seen = new Set(value.map((item) => JSON.stringify(item)));
    if (seen.size !== value.length) out.push({ path, rule: 'uniqueItems' });
  }
  if (schema.items && typeof schema.items === 'object') {
    value.forEach((item, i) => check(item, schema.items as Schema, registry, join(path, i), out));
  }
}

function checkObject(
  value: Record<string, unknown>,
  schema: Schema,
  registry: SchemaRegistry,
  path: string,
  out: RuleViolation[],
): void {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const name of (schema.required ?? []) as string[]) {
    if (value[name] === undefined) out.push({ path: join(path, name), rule: 'required' });
  }
  for (const [name, child] of Object.entries(value)) {
    if (child === undefined) continue;
    const propertySchema = properties[name];
    if (propertySchema) check(child, propertySchema, registry, join(path, name), out);
    else if (schema.additionalProperties === false) {
      out.push({ path: join(path, name), rule: 'additionalProperties' });
    }
  }
}

/** Every rule `value` breaks, one per path and rule, in schema order. */
export function checkAgainstSchema(
  value: unknown,
  schema: Schema,
  registry: SchemaRegistry,
): RuleViolation[] {
  const out: RuleViolation[] = [];
  check(value, schema, registry, '', out);
  const seen = new Set<string>();
  return out.filter((v) => {
    const key = `${v.path}|${v.rule}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The schema of one property path ('volumetric.station_id'), for limits in messages. */
export function propertySchema(
  schema: Schema,
  path: string,
  registry: SchemaRegistry,
): Schema | null {
  let current: Schema | null = resolve(schema, registry);
  for (const key of path.split('.').filter(Boolean)) {
    if (!current) return null;
    if (/^\d+$/.test(key))
      current = current.items ? resolve(current.items as Schema, registry) : null;
    else {
      const next: Schema | undefined = (current.properties as Record<string, Schema> | undefined)?.[
        key
      ];
      current = next ? resolve(next, registry) : null;
    }
  }
  return current;
}
