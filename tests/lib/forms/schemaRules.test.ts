// The client's schema check must agree with the server's ajv on the contract's form schemas:
// same verdict, same (path, rule) pairs, for valid and broken inputs.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import contract from '../../../openapi/surtidor.json';
import { CONTRACT_ID, toJsonSchema } from '@/server/contract/jsonSchema';
import {
  checkAgainstSchema,
  filterInput,
  messageFor,
  schemaValidator,
  serverFormErrors,
  toInteger,
  type Schema,
} from '@/lib/forms';

const registry = contract.components.schemas as unknown as Record<string, Schema>;

function ajvFor(name: string) {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
  addFormats(ajv);
  for (const format of ['int64', 'float', 'double', 'password', 'binary', 'int32']) {
    ajv.addFormat(format, { validate: () => true });
  }
  ajv.addSchema({
    $id: CONTRACT_ID,
    definitions: Object.fromEntries(Object.entries(registry).map(([k, v]) => [k, toJsonSchema(v)])),
  });
  return ajv.compile({ $ref: `${CONTRACT_ID}#/definitions/${name}` });
}

const ajvPairs = (validate: ReturnType<typeof ajvFor>) =>
  (validate.errors ?? [])
    .filter(
      (e) =>
        !(e.keyword === 'type' && (e.params as { type?: string }).type === 'null') &&
        e.keyword !== 'anyOf',
    )
    .map((e) => {
      const segments = e.instancePath.split('/').slice(1);
      if (e.keyword === 'required')
        segments.push((e.params as { missingProperty: string }).missingProperty);
      if (e.keyword === 'additionalProperties')
        segments.push((e.params as { additionalProperty: string }).additionalProperty);
      return `${segments.join('.')}|${e.keyword}`;
    })
    .sort();

const station = {
  customer_id: 1,
  name: 'Estación Norte',
  brand: 'Pemex',
  address: 'Av. Siempre Viva 742',
  city: 'Aguascalientes',
  state: 'Aguascalientes',
  bombs: 6,
  permission: 'PL/658/EXP/ES/2015',
};

const cases: [string, unknown][] = [
  ['valid', station],
  ['everything missing', {}],
  ['wrong types', { ...station, bombs: '6', customer_id: 1.5, latitude: 'x' }],
  ['limits', { ...station, name: '', brand: 'b'.repeat(61), bombs: 0, latitude: 40 }],
  ['bad permit and zone', { ...station, permission: 'PL-658', time_zone: 'Europe/Madrid' }],
  [
    'nullable fields',
    {
      ...station,
      customer_gas_station_id: null,
      latitude: null,
      volumetric: { system_id: null, station_id: null },
    },
  ],
  ['shifts', { ...station, shifts: [{ shift: 5, starts_at: '6:00' }, 1, 2, 3, 4] }],
  ['unknown field', { ...station, color: 'red' }],
  ['accented pattern', { ...station, customer_gas_station_id: 'Estación-Ñ 1' }],
];

describe('checkAgainstSchema agrees with ajv (GasStationInput)', () => {
  const validate = ajvFor('GasStationInput');
  it.each(cases)('%s', (_name, value) => {
    const valid = validate(structuredClone(value));
    const ours = checkAgainstSchema(value, registry.GasStationInput!, registry)
      .map((v) => `${v.path}|${v.rule}`)
      .sort();
    expect(ours).toEqual(valid ? [] : ajvPairs(validate));
  });
});

describe('messages and form errors', () => {
  it('writes Spanish messages with the limits of the schema', () => {
    expect(messageFor({ path: 'email', rule: 'format', format: 'email' })).toBe(
      'El correo no es válido',
    );
    expect(messageFor({ path: 'name', rule: 'maxLength', limit: 100 })).toBe(
      'Escribe como máximo 100 caracteres',
    );
    expect(messageFor({ path: 'name', rule: 'minLength', limit: 1 })).toBe(
      'Este campo es obligatorio',
    );
    expect(
      messageFor(
        { path: 'telephone', rule: 'pattern' },
        { telephone: { pattern: 'El teléfono debe tener 10 dígitos' } },
      ),
    ).toBe('El teléfono debe tener 10 dígitos');
  });

  it('nests errors the way final-form reads them', () => {
    const validate = schemaValidator<Record<string, unknown>, unknown>({
      schema: registry.GasStationInput!,
      registry,
      toPayload: (v) => v,
    });
    const errors = validate({
      ...station,
      name: undefined,
      shifts: [{ shift: 1, starts_at: '99:00', ends_at: '10:00' }],
    });
    expect(errors).toEqual({
      name: 'Este campo es obligatorio',
      shifts: [{ starts_at: 'El formato no es válido' }],
    });
  });

  it("maps the server's field errors beside the fields, with the client's wording", () => {
    const errors = serverFormErrors(
      [
        {
          field: 'body.name',
          rule: 'maxLength',
          message: 'body.name debe tener como máximo 100 caracteres',
        },
        { field: 'body.shifts[1].ends_at', rule: 'pattern', message: 'x' },
        {
          field: 'body.city',
          rule: 'municipality',
          message: 'La ciudad no es un municipio de Aguascalientes',
        },
        { field: 'query.items', rule: 'maximum', message: 'ignored' },
      ],
      registry.GasStationInput!,
      registry,
    );
    expect(errors).toEqual({
      name: 'Escribe como máximo 100 caracteres',
      shifts: [undefined, { ends_at: 'El formato no es válido' }],
      city: 'La ciudad no es un municipio de Aguascalientes',
    });
  });
});

describe('input modes', () => {
  it('numeric takes digits and a dot; alphanumeric letters with accents and punctuation', () => {
    expect(filterInput('numeric', '12.5', '12.')).toBe('12.5');
    expect(filterInput('numeric', '12a', '12')).toBe('12');
    expect(filterInput('alphanumeric', 'Estación Ñuñoa #3, Col. Centro', '')).toBe(
      'Estación Ñuñoa #3, Col. Centro',
    );
    expect(filterInput('alphanumeric', 'abc<script>', 'abc')).toBe('abc');
    expect(filterInput('numeric', '', '12')).toBe('');
    expect(toInteger('')).toBeUndefined();
    expect(toInteger('7')).toBe(7);
    expect(toInteger('7.5')).toBeNaN();
  });
});
