// The contact form: values <-> ContactInput, checked against the contract schema, plus the rule
// that a contact needs an e-mail or a telephone.
import type { Contact, ContactInput } from '@/api/contacts';
import { contractSchema, contractSchemas } from '@/api/formSchemas';
import {
  checkAgainstSchema,
  serverFormErrors,
  toFormErrors,
  toInteger,
  toText,
  type FormErrors,
  type ServerFieldError,
} from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';

export interface ContactFormValues {
  name?: string;
  email?: string;
  telephone?: string;
  customer_id?: string;
  gas_station_ids: string[];
}

export const CONTACT_MESSAGES = {
  telephone: { pattern: 'El teléfono debe tener 10 dígitos' },
  email: { reachable: 'Escribe un correo o un teléfono' },
};

export function valuesFromContact(contact: Contact | null): ContactFormValues {
  if (!contact) return { gas_station_ids: [] };
  return {
    name: contact.name,
    email: contact.email ?? undefined,
    telephone: contact.telephone ?? undefined,
    customer_id: String(contact.customer_id),
    gas_station_ids: contact.gas_stations.map((s) => String(s.id)),
  };
}

export function toContactInput(values: ContactFormValues): ContactInput {
  return {
    name: toText(values.name) as string,
    email: toText(values.email) ?? null,
    telephone: toText(values.telephone) ?? null,
    customer_id: toInteger(values.customer_id) ?? null,
    gas_station_ids: values.gas_station_ids.map(Number),
  };
}

export function validateContact(values: ContactFormValues): FormErrors {
  const input = toContactInput(values);
  const violations = checkAgainstSchema(input, contractValidators.ContactInput);
  if (!input.email && !input.telephone) violations.push({ path: 'email', rule: 'reachable' });
  return toFormErrors(violations, CONTACT_MESSAGES);
}

export function contactServerErrors(errors: ServerFieldError[] | undefined): FormErrors {
  return serverFormErrors(
    errors,
    contractSchema('ContactInput'),
    contractSchemas,
    CONTACT_MESSAGES,
  );
}
