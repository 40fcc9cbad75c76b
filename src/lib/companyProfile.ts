// The fields of a customer's company profile an operator may edit: the form shows them and the
// server reads and saves them.

export const COMPANY_PROFILE_FIELDS = [
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
export type CompanyProfileField = (typeof COMPANY_PROFILE_FIELDS)[number];
