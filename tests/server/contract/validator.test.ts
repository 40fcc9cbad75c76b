// The server's validators: generated at build time for the bundled contract
// (operationValidators.gen.cjs), compiled at run time for any other document, and the two alike
// to the error: same verdict, same errors (path, keyword, schema path, parameters) and the same
// defaults filled in, for every validator of every operation.
import { loadContract } from '@/server/contract/loadContract';
import {
  coerceParameters,
  createContractValidator,
  formFieldValues,
  type OperationValidators,
} from '@/server/contract/validator';

const contract = loadContract();
/** The same contract as another object with another digest: compiled at run time. */
const copy = { ...structuredClone(contract.document), 'x-copy': true };

const generated = createContractValidator(contract.document, contract.operations);
const compiled = createContractValidator(copy, contract.operations);

/** Inputs that pass some validators and break others in many ways. */
const SAMPLES: unknown[] = [
  {},
  null,
  [],
  'texto',
  12,
  { id: 'x', items: -1, name: '', email: 'no-es-correo', date: '2026-02-30', extra: true },
  { id: 1, name: 'Estación', items: [{ id: 1 }], start_date: '2026-01-01', state: 'open' },
  [{ id: 1, name: 7 }],
  { name: 'Ana \u202Egpj.exe', address: 'a\u0007', data_body: '{\n\t}', report_type: 'daily' },
];

type Check = NonNullable<OperationValidators['params']>;

function outcome(validate: Check | null | undefined, input: unknown) {
  if (!validate) return 'none';
  const data = structuredClone(input);
  const valid = validate(data);
  const errors = (validate.errors ?? []).map((e) => [
    e.instancePath,
    e.keyword,
    e.schemaPath,
    JSON.stringify(e.params),
  ]);
  return { valid, errors: valid ? [] : errors, data };
}

describe('contract validators', () => {
  it('are the generated ones for the bundled contract, compiled here for another document', () => {
    expect(generated.precompiled).toBe(true);
    expect(compiled.precompiled).toBe(false);
  });

  it('give the same verdicts, errors and defaults generated as compiled, for every operation', () => {
    let compared = 0;
    for (const op of contract.operations) {
      const a = generated.forOperation(op.operationId);
      const b = compiled.forOperation(op.operationId);
      expect([...a.responses.keys()]).toEqual([...b.responses.keys()]);
      const pairs: [Check | null, Check | null][] = [
        [a.params, b.params],
        [a.query, b.query],
        [a.body, b.body],
        [a.form, b.form],
        ...[...a.responses.keys()].map(
          (status) => [a.responses.get(status)!, b.responses.get(status)!] as [Check, Check],
        ),
      ];
      for (const [fromBuild, fromHere] of pairs) {
        expect(fromBuild === null).toBe(fromHere === null);
        for (const input of SAMPLES) {
          expect(outcome(fromBuild, input)).toEqual(outcome(fromHere, input));
          compared += 1;
        }
      }
    }
    expect(generated.errorBody({ message: 'x' })).toBe(true);
    expect(outcome(generated.errorBody, { code: 1 })).toEqual(
      outcome(compiled.errorBody, { code: 1 }),
    );
    expect(compared).toBeGreaterThan(contract.operations.length * 4 * SAMPLES.length);
  });

  it('are compiled here when the generated file is not made yet (a fresh clone)', () => {
    jest.isolateModules(() => {
      jest.doMock('@/server/contract/operationValidators.gen.cjs', () => {
        throw Object.assign(new Error('Cannot find module'), { code: 'MODULE_NOT_FOUND' });
      });
      type Fresh = { createContractValidator: typeof createContractValidator };
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('@/server/contract/validator') as Fresh;
      const validators = fresh.createContractValidator(contract.document, contract.operations);
      expect(validators.precompiled).toBe(false);
      const fromHere = validators.forOperation('login').body;
      const fromBuild = generated.forOperation('login').body;
      expect(fromHere).not.toBeNull();
      for (const input of [...SAMPLES, { email: 'ana@example.com', password: 'una clave larga' }])
        expect(outcome(fromHere, input)).toEqual(outcome(fromBuild, input));
    });
    jest.dontMock('@/server/contract/operationValidators.gen.cjs');
  });
});

describe('request text', () => {
  const profile = generated.forOperation('updateUserProfile');
  const system = generated.forOperation('createVolumetricSystem');

  it('refuses control and bidirectional characters in a request, not in a response', () => {
    expect(profile.body!({ name: 'Ana\u0007' })).toBe(false);
    expect(profile.body!.errors).toEqual([
      expect.objectContaining({ instancePath: '/name', keyword: 'plainText' }),
    ]);
    expect(profile.body!({ name: 'Ana \u2067López' })).toBe(false);
    expect(profile.body!({ name: 'Íñigo Muñoz ⛽' })).toBe(true);
    // Text already stored is shown as it is.
    const answer = generated.forOperation('getUserProfile').responses.get('200')!;
    const stored = { name: 'Ana\u0007' };
    answer(stored);
    expect((answer.errors ?? []).filter((e) => e.keyword === 'plainText')).toEqual([]);
  });

  it('lets tab and line breaks into a multi-line field only', () => {
    const fields = (body: Record<string, unknown>) => {
      system.body!(body);
      return (system.body!.errors ?? [])
        .filter((e) => e.keyword === 'plainText')
        .map((e) => e.instancePath);
    };
    expect(fields({ data_body: '{\n\t"a": 1\r\n}', name: 'Sistema\n2' })).toEqual(['/name']);
    expect(fields({ data_body: '{"a": "\u001b[0m"}' })).toEqual(['/data_body']);
  });
});

describe('lists and forms as strings', () => {
  const agency = generated.forOperation('getAgencyDashboards');
  const report = generated.forOperation('createReportRequest');

  it('splits a comma-separated list (explode: false) and coerces its items', () => {
    const types = agency.paramTypes.query;
    expect(coerceParameters({ clients: '1,2' }, types)).toEqual({ clients: [1, 2] });
    expect(coerceParameters({ clients: '' }, types)).toEqual({ clients: [] });
    expect(coerceParameters({ clients: '1,,x' }, types)).toEqual({ clients: [1, '', 'x'] });
    expect(agency.query!({ clients: [2147483648] })).toBe(false);
  });

  it("reads a form's fields like a query string, empty ones as left out", () => {
    const sent = new Map([
      ['report_type', ['weekly']],
      ['gas_station_ids', ['1,2', '3']],
      ['start_date', ['2026-11-09']],
      ['end_date', ['2026-11-15']],
      ['pages', ['2']],
      ['kind', ['']],
    ]);
    const form = formFieldValues(sent, report.paramTypes.form);
    expect(form).toEqual({
      report_type: 'weekly',
      gas_station_ids: [1, 2, 3],
      start_date: '2026-11-09',
      end_date: '2026-11-15',
      pages: 2,
    });
    expect(report.form!(form)).toBe(true);
    // The contract's defaults are filled in, as for a JSON body.
    const { pages: _sent, ...withoutPages } = form;
    expect(report.form!(withoutPages)).toBe(true);
    expect(withoutPages).toMatchObject({ pages: 3 });
    const twice = formFieldValues(
      new Map([['start_date', ['2026-11-09', '2026-11-10']]]),
      report.paramTypes.form,
    );
    expect(report.form!(twice)).toBe(false);
    expect(report.form!.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/start_date', keyword: 'type' }),
    );
  });

  it('leaves file uploads to their handlers', () => {
    expect(generated.forOperation('uploadUserPhoto').form).toBeNull();
  });
});
