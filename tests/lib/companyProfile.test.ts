// The company profile's editable fields are the ones the contract's request body declares, in
// its order: the form shows, and the server saves, exactly what the API accepts.
import contract from '../../openapi/surtidor.json';
import { COMPANY_PROFILE_FIELDS } from '@/lib/companyProfile';

it('lists the properties of the contract body CompanyProfileInput, in order', () => {
  const body = contract.components.schemas.CompanyProfileInput as { properties: object };
  expect([...COMPANY_PROFILE_FIELDS]).toEqual(Object.keys(body.properties));
});
