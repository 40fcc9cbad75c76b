// The contact form: values <-> ContactInput, checked against the contract schema, plus the rule
// that a contact needs an e-mail or a telephone.
import type { Contact, ContactInput } from '@/api/contacts';
import { contractBody } from '@/api/formSchemas';
import { schemaForm, toInteger, toText } from '@/lib/forms';

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

export const { validate: validateContact, serverErrors: contactServerErrors } = schemaForm({
  ...contractBody('ContactInput'),
  toPayload: toContactInput,
  messages: CONTACT_MESSAGES,
  extra: (_values, input) =>
    !input.email && !input.telephone ? [{ path: 'email', rule: 'reachable' }] : [],
});
