// The new-supplier form's values <-> VolumetricSupplierInput, checked against the contract.
import type { VolumetricSupplierInput } from '@/api/volumetric';
import { schemaValidator, toText, type FormErrors } from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';

export interface SupplierFormValues {
  name?: string;
  alias?: string;
}

export function toSupplierInput(values: SupplierFormValues): VolumetricSupplierInput {
  return { name: toText(values.name), alias: toText(values.alias) } as VolumetricSupplierInput;
}

export const validateSupplier: (values: SupplierFormValues) => FormErrors = schemaValidator({
  validate: contractValidators.VolumetricSupplierInput,
  toPayload: toSupplierInput,
});
