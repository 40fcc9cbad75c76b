// The camera form: values <-> CameraInput (the write-only video source kept, replaced or
// cleared), checked against the contract with the form's own wording for the patterns.
import type { Camera } from '@/api/cameras';
import {
  cameraServerErrors,
  toCameraInput,
  validateCamera,
  valuesFromCamera,
} from '@/features/cameras/model/cameraForm';

const complete = { customer_id: '3', gas_station_id: '7', name: 'Isla 1', serial: 'AB-12/3' };

it('turns the values into the request body, blanks into nulls', () => {
  expect(toCameraInput({ ...complete, license: '  ' })).toEqual({
    customer_id: 3,
    gas_station_id: 7,
    name: 'Isla 1',
    serial: 'AB-12/3',
    license: null,
  });
});

it('leaves a blank source out (kept), sends a typed one, and null when cleared', () => {
  expect(toCameraInput(complete)).not.toHaveProperty('source_url');
  expect(toCameraInput({ ...complete, source_url: 'rtsp://cam/1' }).source_url).toBe(
    'rtsp://cam/1',
  );
  const cleared = toCameraInput({ ...complete, source_url: 'rtsp://x', clear_substream: true });
  expect([cleared.source_url, cleared.substream_url]).toEqual(['rtsp://x', null]);
});

it('fills the form from a camera, without its write-only sources', () => {
  const camera = {
    id: 1,
    name: 'Isla 1',
    serial: null,
    license: 'L-1',
    customer: { id: 3 },
    gas_station: null,
  } as unknown as Camera;
  expect(valuesFromCamera(camera)).toEqual({
    customer_id: '3',
    gas_station_id: undefined,
    name: 'Isla 1',
    serial: undefined,
    license: 'L-1',
  });
  expect(valuesFromCamera(null)).toEqual({});
});

it('checks the body against the contract, in the form wording for the patterns', () => {
  expect(validateCamera(complete)).toEqual({});
  const errors = validateCamera({ ...complete, serial: 'AB 12', source_url: 'ftp://cam' });
  expect(errors).toEqual({
    serial: 'Usa solo letras, números y . _ / -',
    source_url: 'Usa una dirección rtsp://, rtsps://, http://, https:// o testsrc://',
  });
  expect(Object.keys(validateCamera({}))).toEqual(expect.arrayContaining(['customer_id', 'name']));
});

it("words a server's pattern refusal like the client check", () => {
  expect(
    cameraServerErrors([{ field: 'body.serial', rule: 'pattern', message: 'must match pattern' }]),
  ).toEqual({ serial: 'Usa solo letras, números y . _ / -' });
});
