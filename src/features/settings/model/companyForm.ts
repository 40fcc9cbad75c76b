// The company profile form's values <-> CompanyProfileInput, checked against the contract.
import type { CompanyProfile, CompanyProfileInput } from '@/api/settings';
import { contractBody } from '@/api/formSchemas';
import { COMPANY_PROFILE_FIELDS, type CompanyProfileField } from '@/lib/companyProfile';
import { schemaForm, toText } from '@/lib/forms';

export const COMPANY_FIELDS = COMPANY_PROFILE_FIELDS;

export type CompanyFormValues = Partial<Record<CompanyProfileField, string>>;

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

export const { validate: validateCompany, serverErrors: companyServerErrors } = schemaForm({
  ...contractBody('CompanyProfileInput'),
  toPayload: toProfileInput,
  messages: MESSAGES,
});
