// The new-supplier form's values <-> VolumetricSupplierInput, checked against the contract.
import type { VolumetricSupplierInput } from '@/api/volumetric';
import { contractSchema, contractSchemas } from '@/api/formSchemas';
import { schemaValidator, toText, type FormErrors } from '@/lib/forms';

export interface SupplierFormValues {
  name?: string;
  alias?: string;
}

export function toSupplierInput(values: SupplierFormValues): VolumetricSupplierInput {
  return { name: toText(values.name), alias: toText(values.alias) } as VolumetricSupplierInput;
}

export const validateSupplier: (values: SupplierFormValues) => FormErrors = schemaValidator({
  schema: contractSchema('VolumetricSupplierInput'),
  registry: contractSchemas,
  toPayload: toSupplierInput,
});
