// OpenAPI 3.0 schemas are JSON Schema with a few differences; this turns them into plain
// JSON Schema (draft-07) for ajv:
// - `nullable: true` becomes a `null` type (or an anyOf with null when there is no `type`);
// - `$ref: '#/components/schemas/X'` points into the shared schema registered under CONTRACT_ID;
// - annotation-only keywords ajv does not know (example, xml, x-*) are dropped.
import type { OpenApiSchema } from './loadContract';

export const CONTRACT_ID = 'surtidor';
const COMPONENT_REF = '#/components/schemas/';
const DROPPED = new Set([
  'example',
  'xml',
  'externalDocs',
  'discriminator',
  'deprecated',
  'readOnly',
  'writeOnly',
]);
/** Keywords whose value is a schema, a list of schemas or a map of schemas. */
const SCHEMA_VALUED = new Set(['items', 'not', 'additionalProperties']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties']);

export function toJsonSchema(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const source = schema as OpenApiSchema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED.has(key) || key.startsWith('x-') || key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.startsWith(COMPONENT_REF)
        ? `${CONTRACT_ID}#/definitions/${value.slice(COMPONENT_REF.length)}`
        : value;
    } else if (SCHEMA_VALUED.has(key)) {
      out[key] = typeof value === 'boolean' ? value : toJsonSchema(value);
    } else if (SCHEMA_LISTS.has(key)) {
      out[key] = (value as unknown[]).map(toJsonSchema);
    } else if (SCHEMA_MAPS.has(key)) {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toJsonSchema(v)]),
      );
    } else {
      out[key] = value;
    }
  }
  if (source.nullable !== true) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [{ type: 'null' }, out] };
}

/** The types a (converted) schema admits, for coercing query and path strings. */
export function schemaTypes(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as { type?: string | string[]; anyOf?: unknown[] };
  if (Array.isArray(s.type)) return s.type;
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.anyOf)) return s.anyOf.flatMap(schemaTypes);
  return [];
}
