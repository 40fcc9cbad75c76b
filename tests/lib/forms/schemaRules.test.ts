// The client's form checks run the validators generated from the contract at build time
// (contractValidators.gen.ts); they must agree with the server's own validator on the same
// inputs: same verdict, same (path, rule) pairs, for valid and broken inputs.
import contract from '../../../openapi/surtidor.json';
import { INPUT_CONTRACT_ID } from '@/server/contract/jsonSchema';
import { loadContract } from '@/server/contract/loadContract';
import { createContractValidator } from '@/server/contract/validator';
import {
  checkAgainstSchema,
  filterInput,
  messageFor,
  schemaValidator,
  serverFormErrors,
  toInteger,
  type Schema,
} from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';

const registry = contract.components.schemas as unknown as Record<string, Schema>;
const { document, operations } = loadContract();
const serverAjv = createContractValidator(document, operations).ajv;

/** The server's compiled validator of one contract schema, as requests are read. */
function serverValidator(name: string) {
  const validate = serverAjv.getSchema(`${INPUT_CONTRACT_ID}#/definitions/${name}`);
  if (!validate) throw new Error(`The server has no validator for ${name}`);
  return validate;
}

const ajvPairs = (validate: ReturnType<typeof serverValidator>) =>
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
  ['bidirectional override', { ...station, name: 'Estación \u202Etroneg' }],
  ['bell and line break', { ...station, address: 'Av. 1\u0007', city: 'Aguas\ncalientes' }],
];

const pairsOf = (value: unknown, name: keyof typeof contractValidators) =>
  checkAgainstSchema(value, contractValidators[name])
    .map((v) => `${v.path}|${v.rule}`)
    .sort();

describe("the generated validator agrees with the server's (GasStationInput)", () => {
  const validate = serverValidator('GasStationInput');
  it.each(cases)('%s', (_name, value) => {
    const valid = validate(structuredClone(value));
    expect(pairsOf(value, 'GasStationInput')).toEqual(valid ? [] : ajvPairs(validate));
  });
});

describe("every request body's validator agrees with the server's", () => {
  const names = Object.keys(contractValidators) as (keyof typeof contractValidators)[];
  const inputs: [string, unknown][] = [
    ['empty object', {}],
    ['unknown field', { not_in_the_contract: 1 }],
    ['not an object', 'text'],
  ];
  it("covers the forms' request bodies", () => {
    expect(names).toEqual(
      expect.arrayContaining(['GasStationInput', 'UserCreate', 'ReportScheduleInput']),
    );
  });
  it.each(names.flatMap((name) => inputs.map(([label, value]) => [name, label, value] as const)))(
    '%s: %s',
    (name, _label, value) => {
      const validate = serverValidator(name);
      // The server fills the schema's defaults in before checking (a form sends its own), so
      // both check the body as the server reads it.
      const asRead = structuredClone(value);
      const valid = validate(asRead);
      expect(pairsOf(asRead, name)).toEqual(valid ? [] : ajvPairs(validate));
    },
  );
});

describe('what the client checks beyond types', () => {
  it('reports limits and formats the way the Spanish messages read them', () => {
    const violations = checkAgainstSchema(
      { ...station, name: 'n'.repeat(101), shifts: [{ shift: 1, starts_at: '99:00' }] },
      contractValidators.GasStationInput,
    );
    expect(violations).toEqual(
      expect.arrayContaining([
        { path: 'name', rule: 'maxLength', limit: 100 },
        { path: 'shifts.0.starts_at', rule: 'pattern' },
      ]),
    );
  });

  it('refuses control and bidirectional characters in text, tab and line breaks where one line is asked', () => {
    const violations = checkAgainstSchema(
      { ...station, name: 'Gas\u2066olina', address: 'Av.\tReforma', brand: 'Pemex\u009b' },
      contractValidators.GasStationInput,
    );
    expect(violations).toEqual([
      { path: 'name', rule: 'plainText' },
      { path: 'brand', rule: 'plainText' },
      { path: 'address', rule: 'plainText' },
    ]);
    const system = contractValidators.VolumetricSystemInput;
    const body = checkAgainstSchema({ data_body: '{\n\t"a": 1\r\n}' }, system);
    expect(body.filter((v) => v.path === 'data_body')).toEqual([]);
    const bell = checkAgainstSchema({ data_body: '{"a": "\u0007"}' }, system);
    expect(bell).toContainEqual({ path: 'data_body', rule: 'plainText' });
  });

  it('takes undefined properties as not sent: missing when required, never unknown', () => {
    const violations = checkAgainstSchema(
      { ...station, name: undefined, color: undefined },
      contractValidators.GasStationInput,
    );
    expect(violations).toEqual([{ path: 'name', rule: 'required' }]);
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
    expect(messageFor({ path: 'name', rule: 'plainText' })).toBe(
      'Quita los caracteres de control o de dirección de texto',
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
      validate: contractValidators.GasStationInput,
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
        { field: 'body.address', rule: 'plainText', message: 'body.address no admite…' },
      ],
      registry.GasStationInput!,
      registry,
    );
    expect(errors).toEqual({
      address: 'Quita los caracteres de control o de dirección de texto',
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
