// The company profile form: values <-> CompanyProfileInput (blanks as nulls, RFC and CFDI use in
// capitals), checked against the contract in the form's wording.
import type { CompanyProfile } from '@/api/settings';
import {
  COMPANY_FIELDS,
  toProfileInput,
  validateCompany,
  valuesFromProfile,
} from '@/features/settings/model/companyForm';

it('sends every field, blanks as nulls, the RFC and the CFDI use in capitals', () => {
  const input = toProfileInput({ legal_name: 'Gas Demo', rfc: 'gde010101ab1', cfdi_use: 'g03' });
  expect(Object.keys(input).sort()).toEqual([...COMPANY_FIELDS].sort());
  expect(input).toMatchObject({
    legal_name: 'Gas Demo',
    rfc: 'GDE010101AB1',
    cfdi_use: 'G03',
    city: null,
  });
});

it('fills the form from the profile, nulls as empty', () => {
  const profile = Object.fromEntries(
    COMPANY_FIELDS.map((f) => [f, null]),
  ) as unknown as CompanyProfile;
  const values = valuesFromProfile({ ...profile, legal_name: 'Gas Demo' });
  expect(values.legal_name).toBe('Gas Demo');
  expect(values.rfc).toBeUndefined();
});

it("words the contract's patterns the form's way", () => {
  expect(validateCompany({ legal_name: 'Gas Demo', postal_code: '123' })).toEqual({
    postal_code: 'El código postal tiene 5 dígitos',
  });
  expect(validateCompany({ legal_name: 'Gas Demo', contact_phone: '55' }).contact_phone).toBe(
    'El teléfono debe tener 10 dígitos',
  );
});
