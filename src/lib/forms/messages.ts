// Spanish messages for broken rules, the same beside a field whether the client
// found the problem or the server did. A form may give its own text per field and rule
// (e.g. the telephone's pattern reads 'El teléfono debe tener 10 dígitos').
import type { RuleViolation } from './schemaRules';

export const FORM_MESSAGES = {
  required: 'Este campo es obligatorio',
  email: 'El correo no es válido',
  telephone: 'El teléfono debe tener 10 dígitos',
  pattern: 'El formato no es válido',
  type: 'El valor no es válido',
  enum: 'Elige una opción de la lista',
  uniqueItems: 'Hay elementos repetidos',
  integer: 'Escribe un número entero',
  plainText: 'Quita los caracteres de control o de dirección de texto',
} as const;

export type MessageOverrides = Record<string, Partial<Record<string, string>>>;

/** The field a path belongs to for messages: 'shifts.0.starts_at' -> 'shifts.*.starts_at'. */
export function genericPath(path: string): string {
  return path.replace(/\.\d+(?=\.|$)/g, '.*');
}

export function messageFor(violation: RuleViolation, overrides: MessageOverrides = {}): string {
  const own = overrides[genericPath(violation.path)]?.[violation.rule];
  if (own) return own;
  const limit = violation.limit;
  switch (violation.rule) {
    case 'required':
      return FORM_MESSAGES.required;
    case 'minLength':
      return limit === 1 ? FORM_MESSAGES.required : `Escribe al menos ${limit} caracteres`;
    case 'maxLength':
      return `Escribe como máximo ${limit} caracteres`;
    case 'minimum':
      return `El valor mínimo es ${limit}`;
    case 'maximum':
      return `El valor máximo es ${limit}`;
    case 'minItems':
      return `Elige al menos ${limit}`;
    case 'maxItems':
      return `Elige como máximo ${limit}`;
    case 'format':
      return violation.format === 'email' ? FORM_MESSAGES.email : FORM_MESSAGES.pattern;
    case 'pattern':
      return FORM_MESSAGES.pattern;
    case 'enum':
      return FORM_MESSAGES.enum;
    case 'uniqueItems':
      return FORM_MESSAGES.uniqueItems;
    case 'plainText':
      return FORM_MESSAGES.plainText;
    default:
      return FORM_MESSAGES.type;
  }
}
