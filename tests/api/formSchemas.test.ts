// The contract's schemas for the forms' client checks: a body named once gives its compiled
// validator and its schema with the registry; an unknown schema is an error.
import { contractBody, contractSchema, contractSchemas } from '@/api/formSchemas';

it('gives a request body its validator, schema and registry from one name', () => {
  const body = contractBody('AssetInput');
  expect(body.schema).toBe(contractSchemas.AssetInput);
  expect(body.registry).toBe(contractSchemas);
  expect(body.validate({ name: 'Bomba 3', gas_station_id: 7, camera_id: null })).toBe(true);
  expect(body.validate({ name: 'Bomba 3' })).toBe(false);
});

it('reads a schema of the contract, and refuses one it does not have', () => {
  expect(contractSchema('AssetInput')).toMatchObject({ type: 'object' });
  expect(() => contractSchema('NoSuchBody')).toThrow('The contract has no schema NoSuchBody');
});
