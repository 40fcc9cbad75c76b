// The SAT's schemas as published do not compile, or say less than they mean, under a standard
// validator (satSchemas/README.md, "What the validator does with them", numbers each case).
// Each is handled here by name on a copy of the schema, so the shipped files stay as the SAT
// serves them.
import type { FuncKeywordDefinition, KeywordDefinition, SchemaValidateFunction } from 'ajv';

type Schema = Record<string, unknown>;

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

// The keywords of draft-07 that can stand in a schema; any other key of an `if` is a property
// name written without its `properties` wrapper (quirk 6).
const SCHEMA_KEYWORDS = new Set([
  '$id', '$schema', '$ref', '$comment', 'title', 'description', 'default', 'examples', 'type',
  'enum', 'const', 'properties', 'required', 'additionalProperties', 'patternProperties', 'items',
  'additionalItems', 'minItems', 'maxItems', 'uniqueItems', 'contains', 'minimum', 'maximum',
  'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern',
  'format', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'definitions', 'dependencies',
  'propertyNames', 'minProperties', 'maxProperties',
]); // prettier-ignore

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Quirk 2: `\&` is no escape under the `u` flag; `&` is what the RFC patterns mean. */
const unescapeAmpersand = (pattern: string) => pattern.replaceAll('\\&', '&');

/** Quirk 6: `{ "TipoComplemento": {...} }` as an `if` means: that property is there, and so. */
function conditionOnProperties(condition: Schema): Schema {
  const names = Object.keys(condition).filter((key) => !SCHEMA_KEYWORDS.has(key));
  if (names.length === 0) return condition;
  const properties = Object.fromEntries(names.map((name) => [name, condition[name]]));
  const rest = Object.fromEntries(
    Object.entries(condition).filter(([key]) => SCHEMA_KEYWORDS.has(key)),
  );
  const required = [...((rest.required as string[]) ?? []), ...names];
  return { ...rest, properties: { ...(rest.properties as Schema), ...properties }, required };
}

/**
 * Quirk 5: `additionalRequired` in a `then` is `required`, and the `if` must then require the
 * properties it tests (an absent property satisfies `properties` vacuously).
 */
function intendedRequirement(schema: Schema): Schema {
  const then = schema.then;
  if (!isSchema(then) || !Array.isArray(then.additionalRequired)) return schema;
  const { additionalRequired, ...thenRest } = then;
  const condition = isSchema(schema.if) ? schema.if : {};
  const tested = isSchema(condition.properties) ? Object.keys(condition.properties) : [];
  const required = (list: unknown, more: string[]) => [
    ...new Set([...(Array.isArray(list) ? (list as string[]) : []), ...more]),
  ];
  return {
    ...schema,
    if: { ...condition, required: required(condition.required, tested) },
    then: { ...thenRest, required: required(thenRest.required, additionalRequired as string[]) },
  };
}

/** Quirk 7: an `anyOf` whose every branch is an `if`/`then` holds always; `allOf` was meant. */
function conditionsApplyTogether(schema: Schema): Schema {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length === 0) return schema;
  const onlyConditions = branches.every(
    (branch) =>
      isSchema(branch) &&
      'if' in branch &&
      Object.keys(branch).every((key) => key === 'if' || key === 'then'),
  );
  if (!onlyConditions) return schema;
  const { anyOf, ...rest } = schema;
  return { ...rest, allOf: [...((rest.allOf as unknown[]) ?? []), ...(anyOf as unknown[])] };
}

function corrected(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(corrected);
  if (!isSchema(value)) return value;
  let schema: Schema = Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      // `properties` and `definitions` hold names, not keywords: only their values are schemas.
      if ((key === 'properties' || key === 'definitions') && isSchema(child)) {
        return [
          key,
          Object.fromEntries(Object.entries(child).map(([name, s]) => [name, corrected(s)])),
        ];
      }
      if (key === 'pattern' && typeof child === 'string') return [key, unescapeAmpersand(child)];
      if (key === 'if' && isSchema(child)) return [key, corrected(conditionOnProperties(child))];
      return [key, corrected(child)];
    }),
  );
  schema = conditionsApplyTogether(intendedRequirement(schema));
  return schema;
}

/** A copy of one published schema that a standard draft-07 validator reads as the SAT means it. */
export function correctedSatSchema(published: Schema): Schema {
  // Quirk 1: the draft's address with https:// is unknown to validators.
  return { ...(corrected(published) as Schema), $schema: DRAFT_07 };
}

/**
 * Quirk 3: JavaScript patterns have no inline flags. The CFDI UUID patterns open with `(?i)`:
 * compiled without it, case-insensitively. Every other pattern compiles as written.
 */
export function satPattern(pattern: string, flags: string): RegExp {
  return pattern.startsWith('(?i)')
    ? new RegExp(pattern.slice(4), `${flags}i`)
    : new RegExp(pattern, flags);
}
satPattern.code = 'satPattern';

/** The decimal places a number is written with (1.5e-7 has 8). */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

const checkFractionDigits: SchemaValidateFunction = (limit: number, value: number) => {
  if (decimalPlaces(value) <= limit) return true;
  checkFractionDigits.errors = [{ keyword: 'fractionDigits', params: { limit } }];
  return false;
};

/** Quirk 4: `fractionDigits`, the SAT's own keyword: at most N decimal places. */
export const FRACTION_DIGITS: FuncKeywordDefinition = {
  keyword: 'fractionDigits',
  type: 'number',
  schemaType: 'number',
  errors: true,
  validate: checkFractionDigits,
};

/** The SAT's version number of each file: an annotation. */
export const VERSION_ANNOTATION: KeywordDefinition = { keyword: '$version', schemaType: 'string' };
