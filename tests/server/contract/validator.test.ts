// The server's validators: generated at build time for the bundled contract
// (operationValidators.gen.cjs), compiled at run time for any other document, and the two alike
// to the error: same verdict, same errors (path, keyword, schema path, parameters) and the same
// defaults filled in, for every validator of every operation.
import { loadContract } from '@/server/contract/loadContract';
import { createContractValidator, type OperationValidators } from '@/server/contract/validator';

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
});
