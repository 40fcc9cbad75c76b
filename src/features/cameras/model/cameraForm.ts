// The camera form's values <-> CameraInput, checked against the contract schema. The video
// source is write-only: the server never sends it back, so on edit an empty field keeps the
// stored one (the field is left out of the request) and 'Quitar' clears it (null).
import type { Camera, CameraInput } from '@/api/cameras';
import { contractBody } from '@/api/formSchemas';
import { schemaForm, toInteger, toText } from '@/lib/forms';

export interface CameraFormValues {
  customer_id?: string;
  gas_station_id?: string;
  name?: string;
  serial?: string;
  license?: string;
  source_url?: string;
  substream_url?: string;
  /** 'Quitar' was pressed for the stored source / substream. */
  clear_source?: boolean;
  clear_substream?: boolean;
}

const SOURCE_PATTERN = 'Usa una dirección rtsp://, rtsps://, http://, https:// o testsrc://';

const MESSAGES = {
  serial: { pattern: 'Usa solo letras, números y . _ / -' },
  source_url: { pattern: SOURCE_PATTERN },
  substream_url: { pattern: SOURCE_PATTERN },
};

export function valuesFromCamera(camera: Camera | null): CameraFormValues {
  if (!camera) return {};
  return {
    customer_id: String(camera.customer.id),
    gas_station_id: camera.gas_station ? String(camera.gas_station.id) : undefined,
    name: camera.name,
    serial: camera.serial ?? undefined,
    license: camera.license ?? undefined,
  };
}

/** A source field's part of the request: cleared (null), replaced, or left out (kept). */
function sourceOf(text: string | undefined, clear: boolean | undefined): string | null | undefined {
  if (clear) return null;
  return toText(text);
}

export function toCameraInput(values: CameraFormValues): CameraInput {
  const input: CameraInput = {
    customer_id: toInteger(values.customer_id) as number,
    gas_station_id: toInteger(values.gas_station_id) ?? null,
    name: toText(values.name) as string,
    serial: toText(values.serial) ?? null,
    license: toText(values.license) ?? null,
  };
  const source = sourceOf(values.source_url, values.clear_source);
  const substream = sourceOf(values.substream_url, values.clear_substream);
  if (source !== undefined) input.source_url = source;
  if (substream !== undefined) input.substream_url = substream;
  return input;
}

export const { validate: validateCamera, serverErrors: cameraServerErrors } = schemaForm({
  ...contractBody('CameraInput'),
  toPayload: toCameraInput,
  messages: MESSAGES,
});
