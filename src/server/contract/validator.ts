// The server's validators of the contract: per operation, one for path parameters, one for the
// query string (unknown parameters are refused), one for the JSON body, one for the fields of a
// multipart form, and one per declared response status; generated at build time for the
// bundled contract, compiled here for another.
// ajv runs without coerceTypes; query, path and form-field strings are coerced beforehand from
// the declared types (coerceParameters, formFieldValues), so JSON bodies are never coerced.
import { createHash } from 'node:crypto';
import Ajv, { _, type ErrorObject, type KeywordCxt, type ValidateFunction } from 'ajv';
// ajv's own helper for a pattern in generated code (not a React hook, whatever its name says).
import { usePattern as patternOf } from 'ajv/dist/vocabularies/code';
import addFormats from 'ajv-formats';
import { FIRST_CALENDAR_DATE, LAST_CALENDAR_DATE } from '@/lib/dates/calendarDates';
import { contractFormats } from '@/lib/forms/contractFormats';
import { refusedCharacterPattern, type PlainTextRule } from '@/lib/forms/plainText';
import type { FieldError } from '../errors';
import type { OpenApiDocument, OpenApiSchema, OperationDef, ParameterDef } from './loadContract';
import { CONTRACT_ID, INPUT_CONTRACT_ID, schemaTypes, toJsonSchema } from './jsonSchema';

export type Location = 'params' | 'query' | 'body';

/** What a parameter or form field's schema admits (refs followed), for coercing its strings. */
export interface DeclaredTypes {
  types: string[];
  itemTypes: string[];
  /** A list written as one comma-separated value (`style: form, explode: false`, form fields). */
  commaSeparated?: boolean;
}

export interface OperationValidators {
  params: ValidateFunction | null;
  query: ValidateFunction | null;
  body: ValidateFunction | null;
  /** The fields of a multipart form that carries no file (validated like a JSON body). */
  form: ValidateFunction | null;
  /** Parameter (or form field) name -> its declared types, for coercion. */
  paramTypes: Record<'path' | 'query' | 'form', Map<string, DeclaredTypes>>;
  responses: Map<string, ValidateFunction | null>;
}

export interface ContractValidator {
  /** An ajv instance holding the contract's shared schemas (compiled on first use). */
  readonly ajv: Ajv;
  /** The validators are the ones generated from this very contract (no compiling at run time). */
  precompiled: boolean;
  forOperation(operationId: string): OperationValidators;
  /** Validates an error body produced by the framework (access, validation, not found...). */
  errorBody: ValidateFunction;
}

/** The options the server's validators are compiled with, at run time or by the code generator. */
export const AJV_OPTIONS = {
  allErrors: true,
  useDefaults: true,
  coerceTypes: false,
  strict: true,
  strictRequired: false,
} as const;

/**
 * The contract's text rule (see jsonSchema.ts): a string of the request variant fails when it
 * holds a character its field refuses. Written as code, so that the generated validators of
 * the server and of the client's forms carry it.
 */
function addPlainTextKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'plainText',
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: ['line', 'lines'] },
    code(cxt: KeywordCxt) {
      const refused = patternOf(cxt, refusedCharacterPattern(cxt.schema as PlainTextRule));
      cxt.fail(_`${refused}.test(${cxt.data})`);
    },
    error: {
      message: 'plain text',
      params: ({ schema }) => _`{rule: ${schema as string}}`,
    },
  });
}

/**
 * Adds the contract's formats, its text rule and its shared schemas to an ajv instance: under
 * CONTRACT_ID as written (responses), under INPUT_CONTRACT_ID as requests are read.
 */
export function addContractSchemas(ajv: Ajv, document: OpenApiDocument): Ajv {
  addFormats(ajv, ['email']);
  addPlainTextKeyword(ajv);
  // OpenAPI format names that carry no extra rule beyond their type.
  for (const name of ['int32', 'int64', 'float', 'double', 'password', 'binary']) {
    ajv.addFormat(name, true);
  }
  // Every date and date-time of the contract is a real day in the accepted years, refused here,
  // before any handler runs: year 0010 once made a 694,000-day report period, year 0000 a
  // database error.
  for (const [name, format] of Object.entries(contractFormats)) ajv.addFormat(name, format);
  const schemas = Object.entries(document.components?.schemas ?? {});
  const definitions = (input: boolean) =>
    Object.fromEntries(schemas.map(([name, s]) => [name, toJsonSchema(s, { input })]));
  ajv.addSchema({ $id: CONTRACT_ID, definitions: definitions(false) });
  ajv.addSchema({ $id: INPUT_CONTRACT_ID, definitions: definitions(true) });
  return ajv;
}

function resolveSchema(document: OpenApiDocument, schema: OpenApiSchema): OpenApiSchema {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    if (typeof current.$ref === 'string') {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = document.components?.schemas?.[name] ?? {};
    } else if (Array.isArray(current.allOf) && current.allOf.length === 1 && !current.type) {
      current = { ...(current.allOf[0] as OpenApiSchema), nullable: current.nullable };
    } else break;
  }
  return current;
}

function parameterObjectSchema(params: ParameterDef[]): object {
  return {
    type: 'object',
    properties: Object.fromEntries(
      params.map((p) => [p.name, toJsonSchema(p.schema, { input: true })]),
    ),
    required: params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
}

/** What one operation validates: its JSON Schemas by name (see validatorName) and its parameters' types. */
export interface OperationSchemas {
  schemas: Record<string, unknown>;
  paramTypes: OperationValidators['paramTypes'];
}

/**
 * The name of one validator of an operation: `<operationId>__params`, `__query`, `__body` or
 * `__response_<status>` (an identifier: the generated module exports it under this name).
 */
export const validatorName = (operationId: string, part: string) => `${operationId}__${part}`;
/** The validator of the contract's error body. */
export const ERROR_BODY = 'ErrorBody';

function declaredTypes(document: OpenApiDocument, schema: OpenApiSchema): DeclaredTypes {
  const resolved = resolveSchema(document, schema);
  const items = resolved.items as OpenApiSchema | undefined;
  return {
    types: schemaTypes(toJsonSchema(resolved)),
    itemTypes: items ? schemaTypes(toJsonSchema(resolveSchema(document, items))) : [],
  };
}

/**
 * The multipart form's schema when every field is text (no `format: binary` part): such a
 * form is read and validated before the handler, like a JSON body. A file upload's parts are
 * its handler's to read.
 */
export function fieldsOnlyForm(
  document: OpenApiDocument,
  op: OperationDef,
): { schema: OpenApiSchema; properties: Record<string, OpenApiSchema> } | null {
  const schema = op.requestBody?.formSchema;
  if (!schema) return null;
  const properties = (resolveSchema(document, schema).properties ?? {}) as Record<
    string,
    OpenApiSchema
  >;
  const isFile = (p: OpenApiSchema) => {
    const resolved = resolveSchema(document, p);
    const item = resolved.items ? resolveSchema(document, resolved.items as OpenApiSchema) : {};
    return resolved.format === 'binary' || item.format === 'binary';
  };
  return Object.values(properties).some(isFile) ? null : { schema, properties };
}

export function operationSchemas(document: OpenApiDocument, op: OperationDef): OperationSchemas {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const paramTypes: OperationValidators['paramTypes'] = {
    path: new Map(),
    query: new Map(),
    form: new Map(),
  };
  for (const p of [...pathParams, ...queryParams]) {
    paramTypes[p.in as 'path' | 'query'].set(p.name, {
      ...declaredTypes(document, p.schema),
      commaSeparated: p.explode === false,
    });
  }
  const schemas: Record<string, unknown> = {
    [validatorName(op.operationId, 'params')]: parameterObjectSchema(pathParams),
    [validatorName(op.operationId, 'query')]: parameterObjectSchema(queryParams),
  };
  const body = op.requestBody?.jsonSchema;
  if (body) schemas[validatorName(op.operationId, 'body')] = toJsonSchema(body, { input: true });
  const form = fieldsOnlyForm(document, op);
  if (form) {
    schemas[validatorName(op.operationId, 'form')] = toJsonSchema(form.schema, { input: true });
    // A list field is repeated or comma-separated (the client repeats it).
    for (const [name, schema] of Object.entries(form.properties)) {
      paramTypes.form.set(name, { ...declaredTypes(document, schema), commaSeparated: true });
    }
  }
  for (const [status, schema] of Object.entries(op.responses)) {
    if (schema) schemas[validatorName(op.operationId, `response_${status}`)] = toJsonSchema(schema);
  }
  return { schemas, paramTypes };
}

/** Every schema the server validates with, by validator name (what the generator compiles). */
export function contractSchemas(
  document: OpenApiDocument,
  operations: OperationDef[],
): Record<string, unknown> {
  const all: Record<string, unknown> = {
    [ERROR_BODY]: { $ref: `${CONTRACT_ID}#/definitions/Error` },
  };
  for (const op of operations) Object.assign(all, operationSchemas(document, op).schemas);
  return all;
}

/** The contract as the validators' generator read it: equal digests, same validators. */
export const contractDigest = (document: OpenApiDocument) =>
  createHash('sha256').update(JSON.stringify(document)).digest('hex');

type Precompiled = Record<string, ValidateFunction | string>;

export function createContractValidator(
  document: OpenApiDocument,
  operations: OperationDef[],
): ContractValidator {
  // The bundled contract's validators are compiled at build time (`npm run codegen`,
  // operationValidators.gen.cjs): compiling them here cost every server start and every test
  // file seconds of CPU. Another document (a synthetic contract in tests) is compiled here, each
  // operation on its first request.
  const generated = precompiledFor(document);
  let ajv: Ajv | null = null;
  const runtimeAjv = () => (ajv ??= addContractSchemas(new Ajv(AJV_OPTIONS), document));
  const compile = (name: string, schema: unknown): ValidateFunction => {
    const ready = generated?.[name];
    if (typeof ready === 'function') return ready;
    try {
      return runtimeAjv().compile(schema as object);
    } catch (error) {
      throw new Error(`Contract schema of ${name} does not compile: ${(error as Error).message}`);
    }
  };

  const compiled = new Map<string, OperationValidators>();
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const compileOperation = (op: OperationDef): OperationValidators => {
    const { schemas, paramTypes } = operationSchemas(document, op);
    const named = (part: string) => {
      const name = validatorName(op.operationId, part);
      return name in schemas ? compile(name, schemas[name]) : null;
    };
    return {
      params: named('params'),
      query: named('query'),
      body: named('body'),
      form: named('form'),
      paramTypes,
      responses: new Map(
        Object.keys(op.responses).map((status) => [status, named(`response_${status}`)]),
      ),
    };
  };

  return {
    get ajv() {
      return runtimeAjv();
    },
    precompiled: generated !== null,
    errorBody: compile(ERROR_BODY, { $ref: `${CONTRACT_ID}#/definitions/Error` }),
    forOperation(operationId) {
      let v = compiled.get(operationId);
      if (!v) {
        const op = byId.get(operationId);
        if (!op) throw new Error(`No validators for ${operationId}`);
        v = compileOperation(op);
        compiled.set(operationId, v);
      }
      return v;
    },
  };
}

function precompiledFor(document: OpenApiDocument): Precompiled | null {
  let generated: Precompiled;
  try {
    // CommonJS, loaded as it is (see scripts/contract/standaloneModule.ts).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    generated = require('./operationValidators.gen.cjs') as Precompiled;
  } catch (error) {
    // Not made yet (a script run from a fresh clone before `npm run validators`): each
    // operation compiles on its first request instead, slower but the same checks.
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
  return generated.CONTRACT_DIGEST === contractDigest(document) ? generated : null;
}

function coerceScalar(value: unknown, types: string[]): unknown {
  if (typeof value !== 'string') return value;
  if (
    (types.includes('integer') && /^-?\d+$/.test(value)) ||
    (types.includes('number') && /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value))
  ) {
    return Number(value);
  }
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** A list's items as sent: repeated values, each split at commas when the list says so. */
function listItems(value: unknown, declared: DeclaredTypes): unknown[] {
  const values = Array.isArray(value) ? value : [value];
  if (!declared.commaSeparated) return values;
  // An empty value is an empty list ('clients=' is every client); '1,,2' keeps its empty item
  // for ajv to refuse.
  return values.flatMap((v) => (typeof v !== 'string' ? [v] : v === '' ? [] : v.split(',')));
}

/**
 * Turns query/path strings into the declared types ('5' -> 5 for an integer, a single value ->
 * [value] for an array, '1,2' -> [1, 2] for a comma-separated list). Values that do not convert
 * cleanly are left alone for ajv to refuse.
 */
export function coerceParameters(
  input: Record<string, unknown> | undefined,
  types: Map<string, DeclaredTypes>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input ?? {})) {
    const declared = types.get(name);
    if (!declared) {
      out[name] = value;
    } else if (declared.types.includes('array')) {
      out[name] = listItems(value, declared).map((v) => coerceScalar(v, declared.itemTypes));
    } else {
      out[name] = Array.isArray(value) ? value : coerceScalar(value, declared.types);
    }
  }
  return out;
}

/**
 * A multipart form's fields (name -> the values sent, in order) as the object its schema
 * describes, coerced like a query string. An empty field is a field left out (an HTML form
 * sends its empty inputs); a field sent twice that is no list stays a list for ajv to refuse.
 */
export function formFieldValues(
  fields: Map<string, string[]>,
  types: Map<string, DeclaredTypes>,
): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const [name, values] of fields) {
    if (types.get(name)?.types.includes('array')) {
      sent[name] = values;
      continue;
    }
    const filled = values.filter((v) => v !== '');
    if (filled.length > 0) sent[name] = filled.length === 1 ? filled[0] : filled;
  }
  return coerceParameters(sent, types);
}

// JSON Schema's type names as the Spanish messages say them.
const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  integer: 'entero',
  boolean: 'booleano',
  object: 'objeto',
  array: 'lista',
  null: 'nulo',
};
const typeName = (types: string) =>
  types
    .split(',')
    .map((type) => TYPE_NAMES[type] ?? type)
    .join(' o ');

const FORMAT_RULES: Record<string, string> = {
  date: `debe ser una fecha real AAAA-MM-DD entre ${FIRST_CALENDAR_DATE} y ${LAST_CALENDAR_DATE}`,
  'date-time': `debe ser una fecha y hora AAAA-MM-DDTHH:MM:SSZ entre ${FIRST_CALENDAR_DATE} y ${LAST_CALENDAR_DATE}`,
};

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'es obligatorio';
    case 'additionalProperties':
      return 'no está permitido';
    case 'type':
      return `debe ser de tipo ${typeName(String(p.type))}`;
    case 'format':
      return FORMAT_RULES[String(p.format)] ?? `no tiene formato ${String(p.format)}`;
    case 'minLength':
      return `debe tener al menos ${String(p.limit)} caracteres`;
    case 'maxLength':
      return `debe tener como máximo ${String(p.limit)} caracteres`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `debe ser ${String(p.comparison)} ${String(p.limit)}`;
    case 'enum':
      return `debe ser uno de: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'minProperties':
      return `debe incluir al menos ${String(p.limit)} campo(s)`;
    case 'minItems':
      return `debe tener al menos ${String(p.limit)} elemento(s)`;
    case 'maxItems':
      return `debe tener como máximo ${String(p.limit)} elemento(s)`;
    case 'pattern':
      return 'no tiene el formato esperado';
    case 'const':
      return `debe ser ${JSON.stringify(p.allowedValue)}`;
    case 'uniqueItems':
      return 'no admite elementos repetidos';
    case 'multipleOf':
      return `debe ser múltiplo de ${String(p.multipleOf)}`;
    // The SAT's own keyword (modules/compliance/satSchemaQuirks.ts).
    case 'fractionDigits':
      return `debe tener como máximo ${String(p.limit)} decimales`;
    case 'plainText':
      return p.rule === 'lines'
        ? 'no admite caracteres de control ni marcas de dirección de texto'
        : 'no admite caracteres de control, tabuladores, saltos de línea ni marcas de dirección de texto';
    case 'oneOf':
      return 'no corresponde a ninguna de las formas admitidas';
    default:
      return `no cumple ${error.keyword}`;
  }
}

/** `root`: where the path starts ('body', 'query', 'params', or '$' for a whole document). */
function fieldOf(root: string, error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') segments.push(String(p.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(p.additionalProperty));
  return segments.reduce((acc, s) => (/^\d+$/.test(s) ? `${acc}[${s}]` : `${acc}.${s}`), root);
}

/**
 * Alternatives told apart by a `type` enum (oneOf of event kinds): the branches whose `type`
 * does not match the value report nothing useful ("visit_id is required" for a traffic event),
 * so their errors are dropped, and so is the oneOf error when a matching branch explains it.
 * When no branch matches the type, one enum error listing every allowed value remains.
 */
function pruneAlternatives(list: ErrorObject[]): ErrorObject[] {
  const alternatives = new Set(
    list.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath),
  );
  if (alternatives.size === 0) return list;
  const wrongBranches: { at: string; branch: string; error: ErrorObject }[] = [];
  for (const e of list) {
    if (e.keyword !== 'enum' || !e.instancePath.endsWith('/type')) continue;
    const at = e.instancePath.slice(0, -'/type'.length);
    if (!alternatives.has(at)) continue;
    wrongBranches.push({
      at,
      branch: e.schemaPath.replace(/properties\/type\/enum$/, ''),
      error: e,
    });
  }
  if (wrongBranches.length === 0) return list;
  const inWrongBranch = (e: ErrorObject) =>
    wrongBranches.some(
      (w) =>
        e.schemaPath.startsWith(w.branch) &&
        (e.instancePath === w.at || e.instancePath.startsWith(`${w.at}/`)),
    );
  const kept = list.filter((e) => !inWrongBranch(e));
  const out: ErrorObject[] = [];
  for (const e of kept) {
    const explained =
      (e.keyword === 'oneOf' || e.keyword === 'anyOf') &&
      kept.some(
        (o) =>
          o !== e &&
          (o.instancePath === e.instancePath || o.instancePath.startsWith(`${e.instancePath}/`)),
      );
    if (explained) continue;
    const unmatched = wrongBranches.filter((w) => w.at === e.instancePath);
    if ((e.keyword === 'oneOf' || e.keyword === 'anyOf') && unmatched.length > 0) {
      // No branch accepts the type: one error listing every allowed type.
      const allowed = unmatched.flatMap(
        (w) => (w.error.params as { allowedValues: unknown[] }).allowedValues,
      );
      out.push({ ...unmatched[0]!.error, params: { allowedValues: allowed } });
      continue;
    }
    out.push(e);
  }
  return out;
}

/**
 * ajv errors -> the contract's FieldError list. Noise from nullable wrappers (the failed
 * "type: null" branch and the enclosing anyOf) is dropped when a more precise error exists.
 */
export function toFieldErrors(
  location: Location | '$',
  errors: ErrorObject[] | null | undefined,
): FieldError[] {
  const list = pruneAlternatives(errors ?? []);
  const precise = list.filter(
    (e) =>
      !(e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null') &&
      e.keyword !== 'anyOf',
  );
  const chosen = precise.length > 0 ? precise : list;
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of chosen) {
    const field = fieldOf(location, error);
    const key = `${field}|${error.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, rule: error.keyword, message: `${field} ${describe(error)}` });
  }
  return out;
}

export function validationMessage(errors: FieldError[]): string {
  const first = errors[0];
  // The field's own Spanish description, not the rule's (English) keyword.
  return first ? `Solicitud inválida: ${first.message}` : 'Solicitud inválida';
}
