// OpenAPI 3.0 schemas are JSON Schema with a few differences; this turns them into plain
// JSON Schema (draft-07) for ajv:
// - `nullable: true` becomes a `null` type (or an anyOf with null when there is no `type`);
// - `$ref: '#/components/schemas/X'` points into the shared schema registered under CONTRACT_ID;
// - annotation-only keywords ajv does not know (example, xml, x-*) are dropped.
// Requests are read with the `input` variant: the same schemas, registered under their own id,
// where every free-text string also carries `plainText` (no control or bidirectional
// characters; tab and line breaks only where `x-multiline: true`). Responses keep the plain
// variant: text already stored is shown, not refused.
import type { PlainTextRule } from '@/lib/forms/plainText';
import type { OpenApiSchema } from './loadContract';

export const CONTRACT_ID = 'surtidor';
/** The id the request variant of the shared schemas is registered under. */
export const INPUT_CONTRACT_ID = 'surtidor-input';

export interface JsonSchemaOptions {
  /** The request variant: $refs into INPUT_CONTRACT_ID and `plainText` on free-text strings. */
  input?: boolean;
}
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

/**
 * Free text: a string with no enum and no format of its own (date, e-mail and binary already
 * admit no control character; a password is text like any other).
 */
function plainTextRule(source: OpenApiSchema): PlainTextRule | null {
  if (source.type !== 'string' || Array.isArray(source.enum)) return null;
  if (source.format !== undefined && source.format !== 'password') return null;
  return source['x-multiline'] === true ? 'lines' : 'line';
}

export function toJsonSchema(schema: unknown, options: JsonSchemaOptions = {}): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const source = schema as OpenApiSchema;
  const convert = (child: unknown) => toJsonSchema(child, options);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED.has(key) || key.startsWith('x-') || key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string') {
      const id = options.input ? INPUT_CONTRACT_ID : CONTRACT_ID;
      out.$ref = value.startsWith(COMPONENT_REF)
        ? `${id}#/definitions/${value.slice(COMPONENT_REF.length)}`
        : value;
    } else if (SCHEMA_VALUED.has(key)) {
      out[key] = typeof value === 'boolean' ? value : convert(value);
    } else if (SCHEMA_LISTS.has(key)) {
      out[key] = (value as unknown[]).map(convert);
    } else if (SCHEMA_MAPS.has(key)) {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, convert(v)]),
      );
    } else {
      out[key] = value;
    }
  }
  const plainText = options.input ? plainTextRule(source) : null;
  if (plainText) out.plainText = plainText;
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
