// The company profile form's values <-> CompanyProfileInput, checked against the contract.
import type { CompanyProfile, CompanyProfileInput } from '@/api/settings';
import { contractSchema, contractSchemas } from '@/api/formSchemas';
import {
  checkAgainstSchema,
  serverFormErrors,
  toFormErrors,
  toText,
  type FormErrors,
  type ServerFieldError,
} from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';

export const COMPANY_FIELDS = [
  'legal_name',
  'rfc',
  'address',
  'city',
  'state',
  'postal_code',
  'contact_name',
  'contact_job_title',
  'contact_email',
  'contact_phone',
  'invoice_email',
  'cfdi_use',
  'tax_regime',
] as const;

export type CompanyFormValues = Partial<Record<(typeof COMPANY_FIELDS)[number], string>>;

const MESSAGES = {
  rfc: { pattern: 'El RFC no es válido' },
  postal_code: { pattern: 'El código postal tiene 5 dígitos' },
  contact_phone: { pattern: 'El teléfono debe tener 10 dígitos' },
  cfdi_use: { pattern: 'Escribe la clave del uso de CFDI, p. ej. G03' },
  tax_regime: { pattern: 'Escribe la clave del régimen, p. ej. 601' },
};

export function valuesFromProfile(profile: CompanyProfile): CompanyFormValues {
  return Object.fromEntries(COMPANY_FIELDS.map((f) => [f, profile[f] ?? undefined]));
}

export function toProfileInput(values: CompanyFormValues): CompanyProfileInput {
  const input = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, toText(values[f]) ?? null]));
  return {
    ...input,
    legal_name: toText(values.legal_name),
    rfc: toText(values.rfc)?.toUpperCase() ?? null,
    cfdi_use: toText(values.cfdi_use)?.toUpperCase() ?? null,
  } as CompanyProfileInput;
}

export function validateCompany(values: CompanyFormValues): FormErrors {
  return toFormErrors(
    checkAgainstSchema(toProfileInput(values), contractValidators.CompanyProfileInput),
    MESSAGES,
  );
}

export function companyServerErrors(errors: ServerFieldError[] | undefined): FormErrors {
  return serverFormErrors(errors, contractSchema('CompanyProfileInput'), contractSchemas, MESSAGES);
}
