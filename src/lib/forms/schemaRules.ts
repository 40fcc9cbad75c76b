// Checks a form's request body against its contract schema with the validator ajv compiled from
// that schema at build time (contractValidators.gen.ts, made by `npm run codegen`): the same
// schemas and the same ajv as the server, without ajv's run-time code generation, which the
// client's Content-Security-Policy forbids.
// tests/lib/forms/schemaRules.test.ts compares the verdicts with the server's validator.
import type { ErrorObject } from 'ajv';

export type Schema = Record<string, unknown>;
export type SchemaRegistry = Record<string, Schema>;

/** A validator of contractValidators.gen.ts: ajv's, with its errors left on `errors`. */
export interface ContractValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface RuleViolation {
  /** Dot path of the value in the checked object: 'email', 'shifts.0.starts_at'. */
  path: string;
  /** The JSON Schema keyword broken (as ajv names it): required, maxLength, pattern... */
  rule: string;
  /** The keyword's limit, when it has one (maxLength 100 -> 100). */
  limit?: number;
  format?: string;
}

/**
 * The value as it travels in JSON: properties left undefined are not sent, so they are missing
 * (required), never unknown (additionalProperties). A copy: ajv never sees the form's own objects.
 */
function asSent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asSent);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .map(([key, child]) => [key, asSent(child)]),
  );
}

/**
 * A nullable schema is `anyOf: [null, schema]` for ajv: the failed null branch and the anyOf
 * itself say nothing about the field that the schema's own errors do not.
 */
const isNullableNoise = (error: ErrorObject) =>
  error.keyword === 'anyOf' ||
  (error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null');

function toViolation(error: ErrorObject): RuleViolation {
  const segments = error.instancePath.split('/').slice(1);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') segments.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(params.additionalProperty));
  const violation: RuleViolation = { path: segments.join('.'), rule: error.keyword };
  if (typeof params.limit === 'number') violation.limit = params.limit;
  if (typeof params.format === 'string') violation.format = params.format;
  return violation;
}

/** Every rule `value` breaks, one per path and rule, in schema order. */
export function checkAgainstSchema(value: unknown, validate: ContractValidator): RuleViolation[] {
  if (validate(asSent(value))) return [];
  const seen = new Set<string>();
  return (validate.errors ?? [])
    .filter((error) => !isNullableNoise(error))
    .map(toViolation)
    .filter((v) => {
      const key = `${v.path}|${v.rule}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function resolve(schema: Schema, registry: SchemaRegistry): Schema {
  let current = schema;
  for (let depth = 0; depth < 20 && typeof current.$ref === 'string'; depth++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = registry[name];
    if (!target) throw new Error(`Unknown schema ${current.$ref}`);
    current = target;
  }
  return current;
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
