// The contract's component schemas, for the forms' client-side checks (@/lib/forms): the same
// JSON Schemas the server validates requests with. Imported by the management screens only
// (lazy chunks), not through index.ts, so the first page does not carry the contract.
import contract from '../../openapi/surtidor.json';
import type { Schema, SchemaRegistry } from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';

export const contractSchemas = contract.components.schemas as unknown as SchemaRegistry;

export function contractSchema(name: string): Schema {
  const schema = contractSchemas[name];
  if (!schema) throw new Error(`The contract has no schema ${name}`);
  return schema;
}

/** A request body the forms check: a JSON body of the contract, compiled by `npm run codegen`. */
export type ContractBody = keyof typeof contractValidators;

/**
 * What `schemaForm` needs of a request body, from its one name: the compiled validator (the
 * client's check) and the schema with its registry (the limits a server field error is worded with).
 */
export function contractBody(name: ContractBody) {
  return {
    validate: contractValidators[name],
    schema: contractSchema(name),
    registry: contractSchemas,
  };
}
