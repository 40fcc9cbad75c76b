// Builds requests for any operation of the contract from its schemas, so that the gates
// (access matrix, fuzz) cover every endpoint the day it lands, with no test written by hand.
import {
  loadContract,
  type OpenApiSchema,
  type OperationDef,
} from '@/server/contract/loadContract';

const document = loadContract().document as unknown as Record<string, unknown>;

/** Follows local $refs ('#/components/schemas/X') to the schema they name. */
function resolve(schema: OpenApiSchema | undefined): OpenApiSchema | undefined {
  let current = schema;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/')],
      document,
    ) as OpenApiSchema | undefined;
  }
  return current;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value that satisfies `schema` (required properties only), deterministic. */
export function validValue(raw: OpenApiSchema | undefined, fieldName = ''): Json {
  const schema = resolve(raw);
  if (!schema) return 'a';
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0] as Json;
  if (schema.default !== undefined) return schema.default as Json;
  if (schema.example !== undefined) return schema.example as Json;
  const allOf = schema.allOf as OpenApiSchema[] | undefined;
  if (allOf && allOf.length > 0) return validValue(allOf[0], fieldName);
  const oneOf = (schema.oneOf ?? schema.anyOf) as OpenApiSchema[] | undefined;
  if (oneOf && oneOf.length > 0) return validValue(oneOf[0], fieldName);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(1, schema.minimum) : 1;
    case 'boolean':
      return false;
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () =>
        validValue(schema.items as OpenApiSchema, fieldName),
      );
    }
    case undefined:
    case 'object': {
      if (schema.type === undefined && !schema.properties) return validString(schema, fieldName);
      const out: Record<string, Json> = {};
      const properties = (schema.properties ?? {}) as Record<string, OpenApiSchema>;
      for (const key of (schema.required as string[] | undefined) ?? []) {
        out[key] = validValue(properties[key], key);
      }
      return out;
    }
    default:
      return validString(schema, fieldName);
  }
}

function validString(schema: OpenApiSchema, fieldName: string): string {
  switch (schema.format) {
    case 'email':
      return 'qa.gates@example.mx';
    case 'date':
      return '2022-01-13';
    case 'date-time':
      return '2022-01-13T12:00:00Z';
    case 'uri':
      return 'https://example.mx/x';
  }
  if (typeof schema.pattern === 'string') {
    if (/\\d\{10\}/.test(schema.pattern)) return '4491234567';
    if (/\d{4}-\d{2}/.test(schema.pattern) || /YYYY/.test(String(schema.description)))
      return '2022-01-01';
  }
  if (/password/.test(fieldName)) return 'Demo#2026!';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  return 'Prueba'.padEnd(Math.max(min, 6), 'x').slice(0, Math.max(min, 6));
}

function setPath(target: Record<string, Json>, dotted: string, value: Json): void {
  const keys = dotted.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, Json>;
  }
  const last = keys[keys.length - 1] as string;
  // A list of stations (a rule's scope) gets the station as its one item.
  node[last] = Array.isArray(node[last]) && !Array.isArray(value) ? [value] : value;
}

export interface SynthesisedRequest {
  method: OperationDef['method'];
  url: string;
  body?: Json;
}

/**
 * A request for `op`. Path ids are 999999 (nothing real is touched) unless the operation is
 * station-scoped, where the station parameter gets `stationId`. `withBody`: a valid body
 * (else `{}`, which validation refuses before any handler runs).
 */
export function synthesise(
  op: OperationDef,
  options: { stationId?: number; withBody?: boolean } = {},
): SynthesisedRequest {
  const station = op.access.station;
  let url = op.path;
  const query = new URLSearchParams();
  for (const parameter of op.parameters) {
    const isStation = station && station.in === parameter.in && station.name === parameter.name;
    if (parameter.in === 'path') {
      // Ids point at nothing real (999999), so a call that is let through changes no data.
      const type = resolve(parameter.schema)?.type;
      const value =
        isStation && options.stationId !== undefined
          ? options.stationId
          : type === 'integer' || type === 'number'
            ? 999999
            : validValue(parameter.schema, parameter.name);
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else if (parameter.in === 'query') {
      if (isStation && options.stationId !== undefined)
        query.set(parameter.name, String(options.stationId));
      else if (parameter.required)
        query.set(parameter.name, String(validValue(parameter.schema, parameter.name)));
    }
  }
  const search = query.toString();
  const request: SynthesisedRequest = { method: op.method, url: search ? `${url}?${search}` : url };
  if (op.requestBody) {
    if (options.withBody && op.requestBody.jsonSchema) {
      const body = validValue(op.requestBody.jsonSchema) as Record<string, Json>;
      if (station?.in === 'body' && options.stationId !== undefined)
        setPath(body, station.name, options.stationId);
      request.body = body;
    } else if (op.requestBody.jsonSchema) {
      request.body = {};
    }
  }
  return request;
}

export { resolve as resolveSchema };
