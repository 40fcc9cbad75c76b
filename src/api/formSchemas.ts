// The contract's component schemas, for the forms' client-side checks (@/lib/forms): the same
// JSON Schemas the server validates requests with. Imported by the management screens only
// (lazy chunks), not through index.ts, so the first page does not carry the contract.
import contract from '../../openapi/surtidor.json';
import type { Schema, SchemaRegistry } from '@/lib/forms';

export const contractSchemas = contract.components.schemas as unknown as SchemaRegistry;

export function contractSchema(name: string): Schema {
  const schema = contractSchemas[name];
  if (!schema) throw new Error(`The contract has no schema ${name}`);
  return schema;
}
