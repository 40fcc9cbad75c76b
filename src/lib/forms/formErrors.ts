// Turns rule violations (from the client check or from a 400 of the server) into the nested
// errors object react-final-form shows beside each field: { shifts: [ { starts_at: '...' } ] },
// and what a form's submit gives back when the save failed (submitFailure).
import { FORM_ERROR } from 'final-form';
import { messageFor, type MessageOverrides } from './messages';
import {
  checkAgainstSchema,
  propertySchema,
  type ContractValidator,
  type RuleViolation,
  type Schema,
  type SchemaRegistry,
} from './schemaRules';

export type FormErrors = Record<string, unknown>;

export interface ServerFieldError {
  field: string;
  rule: string;
  message: string;
}

function setIn(target: FormErrors, path: string, message: string): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    const last = index === keys.length - 1;
    if (last) {
      // The first problem of a field is the one shown.
      if (node[key] === undefined) node[key] = message;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[index + 1]!);
    if (node[key] === undefined || typeof node[key] !== 'object') node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * What a form's `onSubmit` resolves to for final-form, the one way a form reports a save: nothing
 * when it went through; else the failure's (translated) text as the form's submit error, which
 * the form's footer shows above its button (components/FormFooter), and any field errors beside
 * their fields.
 */
export function submitFailure(failure: string, fieldErrors?: FormErrors): FormErrors;
export function submitFailure(
  failure: string | null,
  fieldErrors?: FormErrors,
): FormErrors | undefined;
export function submitFailure(
  failure: string | null,
  fieldErrors: FormErrors = {},
): FormErrors | undefined {
  if (failure === null) return Object.keys(fieldErrors).length === 0 ? undefined : fieldErrors;
  return { ...fieldErrors, [FORM_ERROR]: failure };
}

export function toFormErrors(
  violations: RuleViolation[],
  overrides: MessageOverrides = {},
): FormErrors {
  const errors: FormErrors = {};
  for (const v of violations) if (v.path) setIn(errors, v.path, messageFor(v, overrides));
  return errors;
}

export interface SchemaValidatorOptions<Values, Payload> {
  /** The request body's validator (contractValidators). */
  validate: ContractValidator;
  /** Form values (strings from inputs) -> the request body the schema describes. */
  toPayload: (values: Values) => Payload;
  messages?: MessageOverrides;
  /** Rules the schema cannot say (password confirmation, a city of the state...). */
  extra?: (values: Values, payload: Payload) => RuleViolation[];
}

/** A final-form `validate` checking the payload against the contract schema. */
export function schemaValidator<Values, Payload>({
  validate,
  toPayload,
  messages = {},
  extra,
}: SchemaValidatorOptions<Values, Payload>): (values: Values) => FormErrors {
  return (values) => {
    const payload = toPayload(values);
    const violations = [
      ...checkAgainstSchema(payload, validate),
      ...(extra ? extra(values, payload) : []),
    ];
    return toFormErrors(violations, messages);
  };
}

/** What a management form needs of its contract schema: one set of messages for both sides. */
export interface SchemaForm<Values> {
  /** final-form's `validate`: the payload against the schema, plus the `extra` rules. */
  validate: (values: Values) => FormErrors;
  /** A failed save's field errors beside the fields, worded like `validate`'s. */
  serverErrors: (errors: ServerFieldError[] | undefined) => FormErrors;
}

export interface SchemaFormOptions<Values, Payload> extends SchemaValidatorOptions<
  Values,
  Payload
> {
  /** The request body's schema and its registry: a server field error's limits are read there. */
  schema: Schema;
  registry: SchemaRegistry;
}

export function schemaForm<Values, Payload>(
  options: SchemaFormOptions<Values, Payload>,
): SchemaForm<Values> {
  const { schema, registry, messages } = options;
  return {
    validate: schemaValidator(options),
    serverErrors: (errors) => serverFormErrors(errors, schema, registry, messages),
  };
}

/**
 * A server 400/409's field errors as form errors. Contract rules get the same Spanish text as
 * the client check (limits read from the schema); business rules keep the server's message.
 */
export function serverFormErrors(
  errors: ServerFieldError[] | undefined,
  schema: Schema,
  registry: SchemaRegistry,
  overrides: MessageOverrides = {},
): FormErrors {
  const out: FormErrors = {};
  for (const error of errors ?? []) {
    if (!error.field.startsWith('body.')) continue;
    const path = error.field.slice('body.'.length).replace(/\[(\d+)\]/g, '.$1');
    const property = propertySchema(schema, path, registry);
    const contractRule = CONTRACT_RULES.has(error.rule);
    const message = contractRule
      ? messageFor(
          {
            path,
            rule: error.rule,
            limit: limitOf(property, error.rule),
            format: typeof property?.format === 'string' ? property.format : undefined,
          },
          overrides,
        )
      : error.message;
    setIn(out, path, message);
  }
  return out;
}

const CONTRACT_RULES = new Set([
  'required',
  'type',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'plainText',
]);

function limitOf(property: Schema | null, rule: string): number | undefined {
  const value = property?.[rule];
  return typeof value === 'number' ? value : undefined;
}
