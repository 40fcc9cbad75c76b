// The contract drives the server: one route per operation, parity between operations and
// handlers enforced at start-up, and the validator's OpenAPI specifics.
import fs from 'node:fs';
import path from 'node:path';
import { buildHandlerRegistry, checkParity } from '@/server/contract/handlerRegistry';
import { loadContract, parseContract, type OpenApiDocument } from '@/server/contract/loadContract';
import { toJsonSchema } from '@/server/contract/jsonSchema';
import { coerceParameters, createContractValidator } from '@/server/contract/validator';
import { moduleHandlers } from '@/server/modules';
import { projectRoot } from '@/server/paths';

const contract = loadContract();

describe('handler registry', () => {
  it('every module folder with a handlers.ts is listed in modules/index.ts', () => {
    const modulesDir = path.join(projectRoot(), 'src/server/modules');
    const onDisk = fs
      .readdirSync(modulesDir)
      .filter((name) => fs.existsSync(path.join(modulesDir, name, 'handlers.ts')))
      .sort();
    expect(Object.keys(moduleHandlers).sort()).toEqual(onDisk);
  });

  it('the real contract and handlers are in parity', () => {
    expect(() =>
      checkParity(contract.operations, buildHandlerRegistry(moduleHandlers)),
    ).not.toThrow();
  });

  it('refuses an operation without a handler', () => {
    const registry = buildHandlerRegistry(moduleHandlers);
    registry.delete('listMetrics');
    expect(() => checkParity(contract.operations, registry)).toThrow(
      /operations without a handler: listMetrics \(GET \/api\/metrics\)/,
    );
  });

  it('refuses a handler without an operation', () => {
    const registry = buildHandlerRegistry({
      ...moduleHandlers,
      extra: { notInContract: () => ({}) },
    });
    expect(() => checkParity(contract.operations, registry)).toThrow(
      /handlers without an operation in the contract: notInContract/,
    );
  });

  it('refuses two modules handling the same operation', () => {
    expect(() =>
      buildHandlerRegistry({ a: { login: () => null }, b: { login: () => null } }),
    ).toThrow(/handled by both a and b/);
  });

  it('maps every operation to a Fastify route with :params', () => {
    const doc: OpenApiDocument = {
      ...contract.document,
      paths: {
        '/api/things/{id}/parts/{partId}': {
          get: { operationId: 'x', 'x-access': { level: 'session' }, responses: {} },
        },
      },
    };
    const [op] = parseContract(doc).operations;
    expect(op).toMatchObject({ method: 'GET', routePath: '/api/things/:id/parts/:partId' });
    expect(op!.parameters).toEqual([]);
  });

  it('every operation of the contract declares x-access and an operationId', () => {
    for (const op of contract.operations) {
      expect(op.operationId).toBeTruthy();
      expect(['public', 'session', 'permission', 'admin', 'provider', 'camera']).toContain(
        op.access.level,
      );
    }
  });
});

describe('OpenAPI to JSON Schema', () => {
  it('turns nullable into a null type, also with enums and allOf', () => {
    expect(toJsonSchema({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] });
    expect(toJsonSchema({ type: 'string', enum: ['a'], nullable: true })).toEqual({
      type: ['string', 'null'],
      enum: ['a', null],
    });
    expect(
      toJsonSchema({ allOf: [{ $ref: '#/components/schemas/UserRole' }], nullable: true }),
    ).toEqual({
      anyOf: [{ type: 'null' }, { allOf: [{ $ref: 'surtidor#/definitions/UserRole' }] }],
    });
  });

  it('drops annotations ajv does not know', () => {
    expect(toJsonSchema({ type: 'integer', example: 3, 'x-note': 1 })).toEqual({ type: 'integer' });
  });

  it('compiles the validators of every operation of the contract', () => {
    const validator = createContractValidator(contract.document, contract.operations);
    for (const op of contract.operations) {
      const v = validator.forOperation(op.operationId);
      expect(typeof v.params).toBe('function');
      expect(typeof v.query).toBe('function');
      expect(v.body === null).toBe(!op.requestBody?.jsonSchema);
      expect([...v.responses.keys()].sort()).toEqual(Object.keys(op.responses).sort());
    }
    expect(() => validator.forOperation('noSuchOperation')).toThrow(
      'No validators for noSuchOperation',
    );
  });

  it('validates nullable references and reports precise errors', () => {
    const validator = createContractValidator(contract.document, contract.operations);
    const check = validator.forOperation('getUserProfile').responses.get('200')!;
    const profile = {
      id: 1,
      name: 'A',
      email: 'a@b.mx',
      username: 'a',
      profile_picture_url: null,
      user_role_id: null,
      user_role: null,
      user_permission: null,
      customer: null,
      first_login: false,
    };
    expect(check(profile)).toBe(true);
    expect(check({ ...profile, user_role: { id: 1, name: 'Jefe' } })).toBe(false);
  });

  it('coerces query strings to the declared types only', () => {
    const types = new Map([
      ['items', { types: ['integer'], itemTypes: [] }],
      ['ids', { types: ['array'], itemTypes: ['integer'] }],
      ['flag', { types: ['boolean'], itemTypes: [] }],
    ]);
    expect(coerceParameters({ items: '5', ids: '3', flag: 'true', other: '7' }, types)).toEqual({
      items: 5,
      ids: [3],
      flag: true,
      other: '7',
    });
    expect(coerceParameters({ items: '5x', ids: ['1', 'b'] }, types)).toEqual({
      items: '5x',
      ids: [1, 'b'],
    });
  });
});
