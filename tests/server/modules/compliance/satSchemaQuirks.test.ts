// Each quirk of the SAT's published schemas, handled on small schemas written the SAT's way
// (satSchemas/README.md numbers them), and the shipped files byte for byte as published.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import {
  correctedSatSchema,
  decimalPlaces,
  FRACTION_DIGITS,
  satPattern,
} from '@/server/modules/compliance/satSchemaQuirks';

function validator(published: Record<string, unknown>) {
  const ajv = new Ajv({ allErrors: true, strictRequired: false, code: { regExp: satPattern } });
  ajv.addKeyword(FRACTION_DIGITS);
  return ajv.compile(correctedSatSchema(published));
}

it('reads the https:// draft-07 address as draft-07 (quirk 1)', () => {
  const schema = correctedSatSchema({ $schema: 'https://json-schema.org/draft-07/schema' });
  expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
});

it('compiles (?i) patterns case-insensitively, others as written (quirk 3)', () => {
  const uuid = satPattern('(?i)^(?!aaaaaaaa)[a-f0-9]{8}$', 'u');
  expect(uuid.flags).toBe('iu');
  expect(uuid.test('AAAAAAAA')).toBe(false);
  expect(uuid.test('ABCDEF01')).toBe(true);
  expect(satPattern('^[a-f]+$', 'u').test('ABC')).toBe(false);
});

it('counts decimal places the way the figure is written (quirk 4)', () => {
  expect(decimalPlaces(15000)).toBe(0);
  expect(decimalPlaces(0.005)).toBe(3);
  expect(decimalPlaces(1.5e-7)).toBe(8);
  expect(decimalPlaces(2e21)).toBe(0);
});

it('reads an if without properties as a condition on that property (quirk 6)', () => {
  const validate = validator({
    type: 'object',
    allOf: [{ if: { TipoComplemento: { const: 'Expendio' } }, then: { required: ['Nacional'] } }],
  });
  expect(validate({ TipoComplemento: 'Expendio' })).toBe(false);
  expect(validate({ TipoComplemento: 'Expendio', Nacional: [] })).toBe(true);
  // Another kind, or none, is not asked for it (read literally, every object would be).
  expect(validate({ TipoComplemento: 'Transporte' })).toBe(true);
  expect(validate({})).toBe(true);
});

it('applies each condition of an anyOf of if/then branches (quirk 7)', () => {
  const validate = validator({
    type: 'object',
    anyOf: [
      { if: { TipoComplemento: { const: 'Expendio' } }, then: { required: ['Nacional'] } },
      { if: { TipoComplemento: { const: 'Transporte' } }, then: { required: ['Extranjero'] } },
    ],
  });
  // Literally the Transporte branch's failed if satisfies the anyOf, and nothing is required.
  expect(validate({ TipoComplemento: 'Expendio' })).toBe(false);
  expect(validate({ TipoComplemento: 'Transporte' })).toBe(false);
  expect(validate({ TipoComplemento: 'Transporte', Extranjero: [] })).toBe(true);
});

it('ships the published files unchanged', () => {
  const dir = path.resolve(__dirname, '../../../../src/server/modules/compliance/satSchemas');
  const digests = Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => [
        name,
        createHash('sha256')
          .update(fs.readFileSync(path.join(dir, name)))
          .digest('hex'),
      ]),
  );
  expect(digests).toEqual({
    'Comp-Almacenamiento.schema.json':
      '843e748fae3fbf3567eec6064b549c46b18a689c4d77c01b17069d4ea3db50da',
    'Comp-CDLR.schema.json': '775d951b3e1d20573a51ab1c4aa70df0d0385feba699822dc2561c2f35c3cb5a',
    'Comp-Comercializacion.schema.json':
      '568f9b225d9515f016529242623e3da2abdda04a27d030830de856796d661fc2',
    'Comp-Distribucion.schema.json':
      '98f47901d6951976f155de483b8195ea6f966be3e5df1865fe404799ca69e018',
    'Comp-Expendio.schema.json': 'f4951d2d608ee297659eea81943b76e4d0c2b95250c0c2c26e2b3aea95655e52',
    'Comp-Extraccion.schema.json':
      '386b77a54c11e84313c994b3f3ce9e102149de5185fd36b4dc667bf999494f9c',
    'Comp-Refinacion.schema.json':
      '8fed5c698e5c29828b0b4c80bbe4422a37e8529f5f681a5e2a85805512d9f3b7',
    'Comp-Transporte.schema.json':
      '646cb080b139990177852fd9bd2c81dd674131c28897ad807c5c762d0e29d060',
    'Diario.schema.json': '28c4d772dd79f95612414d51ff126f733bc2b72cf4862628b07be3802e4a149c',
    'Mensual.schema.json': 'af200643bfabea54fba9f337b6ea624018bfaaa6a0fca0ba51dfa8548a9f19cc',
  });
});
