// The camera form's values <-> CameraInput, checked against the contract schema.
import type { CameraInput } from '@/api/cameras';
import { contractSchema, contractSchemas } from '@/api/formSchemas';
import {
  checkAgainstSchema,
  serverFormErrors,
  toFormErrors,
  toInteger,
  toText,
  type FormErrors,
  type ServerFieldError,
} from '@/lib/forms';

export interface CameraFormValues {
  customer_id?: string;
  gas_station_id?: string;
  name?: string;
  serial?: string;
  license?: string;
}

const MESSAGES = { serial: { pattern: 'Usa solo letras, números y . _ / -' } };

export function toCameraInput(values: CameraFormValues): CameraInput {
  return {
    customer_id: toInteger(values.customer_id) as number,
    gas_station_id: toInteger(values.gas_station_id) ?? null,
    name: toText(values.name) as string,
    serial: toText(values.serial) ?? null,
    license: toText(values.license) ?? null,
  };
}

export function validateCamera(values: CameraFormValues): FormErrors {
  return toFormErrors(
    checkAgainstSchema(toCameraInput(values), contractSchema('CameraInput'), contractSchemas),
    MESSAGES,
  );
}

export function cameraServerErrors(errors: ServerFieldError[] | undefined): FormErrors {
  return serverFormErrors(errors, contractSchema('CameraInput'), contractSchemas, MESSAGES);
}
