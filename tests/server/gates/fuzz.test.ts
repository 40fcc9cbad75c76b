// Gate: bad input never hurts. For every operation of the contract, bad requests derived from
// its schemas (deterministic, fixed seed, a few dozen each): every answer is a 4xx with a JSON
// message or a 2xx for input that is in fact valid; never a 5xx or a hang; a refused request
// changes no row; the server logs no unhandled error.
import { sql } from 'kysely';
import { JSON_BODY_LIMIT } from '@/server/app';
import {
  loadContract,
  type OpenApiSchema,
  type OperationDef,
} from '@/server/contract/loadContract';
import { startTestServer, type TestServer } from '../../support/testServer';
import { englishWordsIn } from '../../support/contract/englishWords';
import { synthesise, validValue } from '../../support/contract/requestSynthesis';

const SEED = 20261122;
const operations = loadContract().operations;

/** mulberry32: a tiny deterministic PRNG, so every run sends the same requests. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_STRINGS = [
  '',
  ' ',
  'x'.repeat(100_000),
  '⛽🚗 ñandú Ñ á é í ó ú ü',
  'a\u0000b',
  '../../../../etc/passwd',
  '/etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1'; DROP TABLE users; --",
  '"; SELECT pg_sleep(5); --',
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '%00%2e%2e%2f',
  '\u202e\u200b\ufeff',
];

function badValuesFor(schema: OpenApiSchema | undefined, pick: () => number): unknown[] {
  const values: unknown[] = [null, [], {}, true];
  const type = schema?.type;
  if (type === 'integer' || type === 'number') {
    values.push('abc', -1, 0, 1.5, 1e308, -2147483649, 2147483648);
    if (typeof schema?.minimum === 'number') values.push(schema.minimum - 1);
    if (typeof schema?.maximum === 'number') values.push(schema.maximum + 1);
  } else if (type === 'boolean') {
    values.push('yes', 2);
  } else if (type === 'array') {
    values.push(
      'x',
      [null],
      Array.from({ length: 5000 }, () => 1),
    );
  } else {
    values.push(12345, ...NASTY_STRINGS);
    if (typeof schema?.maxLength === 'number') values.push('y'.repeat(schema.maxLength + 1));
  }
  // A deterministic shuffle keeps each operation's share of cases bounded but varied.
  return values.sort(() => pick() - 0.5).slice(0, 12);
}

interface Case {
  label: string;
  method: OperationDef['method'];
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

function casesFor(op: OperationDef, stationId: number, pick: () => number): Case[] {
  const base = synthesise(op, { stationId, withBody: true });
  const cases: Case[] = [];
  const json = { 'content-type': 'application/json' };
  const withQuery = (extra: string) => `${base.url}${base.url.includes('?') ? '&' : '?'}${extra}`;

  cases.push({
    label: 'unknown query parameter',
    method: op.method,
    url: withQuery('zzz_unknown=1'),
    ...(base.body !== undefined ? { headers: json, payload: JSON.stringify(base.body) } : {}),
  });
  for (const parameter of op.parameters) {
    for (const bad of badValuesFor(parameter.schema, pick).slice(0, 6)) {
      const text = typeof bad === 'string' ? bad : JSON.stringify(bad);
      if (parameter.in === 'path') {
        const url = op.path.replace(`{${parameter.name}}`, encodeURIComponent(text));
        cases.push({
          label: `path ${parameter.name}=${text.slice(0, 30)}`,
          method: op.method,
          url: url.replace(/\{[^}]+\}/g, '999999'),
        });
      } else if (parameter.in === 'query') {
        const url = new URL(base.url, 'http://x');
        url.searchParams.set(parameter.name, text);
        cases.push({
          label: `query ${parameter.name}=${text.slice(0, 30)}`,
          method: op.method,
          url: `${url.pathname}${url.search}`,
        });
      }
    }
  }
  if (op.requestBody) {
    const body = (base.body ?? {}) as Record<string, unknown>;
    cases.push({
      label: 'malformed JSON',
      method: op.method,
      url: base.url,
      headers: json,
      payload: '{"a":',
    });
    cases.push({
      label: 'JSON null',
      method: op.method,
      url: base.url,
      headers: json,
      payload: 'null',
    });
    cases.push({
      label: 'JSON array',
      method: op.method,
      url: base.url,
      headers: json,
      payload: '[1,2]',
    });
    cases.push({
      label: 'wrong content type',
      method: op.method,
      url: base.url,
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    cases.push({
      label: 'over the size limit',
      method: op.method,
      url: base.url,
      headers: json,
      payload: JSON.stringify({ x: 'z'.repeat((op.bodyLimit ?? JSON_BODY_LIMIT) + 10) }),
    });
    const schema = op.requestBody.jsonSchema ?? {};
    const properties = walkProperties(schema);
    for (const { path, schema: propertySchema, required } of properties.slice(0, 8)) {
      if (required)
        cases.push({
          label: `missing ${path}`,
          method: op.method,
          url: base.url,
          headers: json,
          payload: JSON.stringify(setIn(body, path, undefined)),
        });
      for (const bad of badValuesFor(propertySchema, pick).slice(0, 4)) {
        cases.push({
          label: `body ${path}=${String(JSON.stringify(bad)).slice(0, 30)}`,
          method: op.method,
          url: base.url,
          headers: json,
          payload: JSON.stringify(setIn(body, path, bad)),
        });
      }
    }
    cases.push({
      label: 'unknown body field',
      method: op.method,
      url: base.url,
      headers: json,
      payload: JSON.stringify({ ...body, zzz_unknown: '<b>x</b>' }),
    });
  }
  return cases;
}

interface PropertyRef {
  path: string;
  schema: OpenApiSchema;
  required: boolean;
}

function walkProperties(schema: OpenApiSchema, prefix = ''): PropertyRef[] {
  const properties = (schema.properties ?? {}) as Record<string, OpenApiSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, child]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const own = { path, schema: child, required: required.has(name) };
    return child.type === 'object' ? [own, ...walkProperties(child, path)] : [own];
  });
}

function setIn(
  body: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

let server: TestServer;
let adminToken: string;
const logLines: string[] = [];

/**
 * A fingerprint of every table: its row count and the newest row version (xmin). Any insert or
 * update writes a row version with a newer transaction id and a delete lowers the count, so
 * equal before and after = nothing written; much cheaper than hashing every row of the demo's
 * camera and sales history.
 */
async function fingerprint(): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      -- bookkeeping, not data: sessions and throttle rows, lazily created server secrets
      and table_name not in ('kysely_migration', 'kysely_migration_lock', 'rate_counters', 'sessions', 'app_secrets')
    order by table_name`.execute(server.db);
  const counts = tables.rows.map(
    ({ name }) =>
      sql`select ${name} as name, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as v from ${sql.table(name)}`,
  );
  const rows = await sql<{
    name: string;
    n: number;
    v: string;
  }>`${sql.join(counts, sql` union all `)}`.execute(server.db);
  // union all promises no order (PostgreSQL may run the parts in parallel).
  return rows.rows
    .map((r) => `${r.name}:${r.n}:${r.v}`)
    .sort()
    .join(',');
}

function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`hang: ${label}`)), ms).unref(),
    ),
  ]);
}

beforeAll(async () => {
  server = await startTestServer({
    app: { logLevel: 'error', logStream: { write: (line: string) => void logLines.push(line) } },
  });
  adminToken = await server.login('admin@demo.surtidor.mx');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
  '%s',
  (_name, op) => {
    it('answers every bad request with a 4xx JSON message (or a valid 2xx), writes nothing when refusing', async () => {
      const pick = random(SEED + op.operationId.length);
      const cases = casesFor(op, 1, pick);
      expect(cases.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const fuzz of cases) {
        const before = op.method === 'GET' ? null : await fingerprint();
        const response = await withTimeout(
          server.inject({
            method: fuzz.method,
            url: fuzz.url,
            headers: {
              authorization: `Bearer ${adminToken}`,
              'x-camera-key': 'fuzz-key',
              ...fuzz.headers,
            },
            ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
          }),
          10_000,
          fuzz.label,
        );
        const status = response.statusCode;
        if (status >= 500) problems.push(`${fuzz.label}: ${status} ${response.body.slice(0, 120)}`);
        if (status >= 400 && status < 500) {
          const body = (() => {
            try {
              return response.json() as { message?: unknown; errors?: { message?: unknown }[] };
            } catch {
              return null;
            }
          })();
          if (typeof body?.message !== 'string' || body.message === '')
            problems.push(`${fuzz.label}: ${status} without a JSON message`);
          for (const text of [body?.message, ...(body?.errors ?? []).map((e) => e.message)]) {
            if (typeof text === 'string' && englishWordsIn(text).length > 0)
              problems.push(`${fuzz.label}: ${status} in English: ${text}`);
          }
          const after = before === null ? null : await fingerprint();
          if (before !== null && after !== before) {
            const was = new Set(before.split(','));
            const changed = after!
              .split(',')
              .filter((t) => !was.has(t))
              .map((t) => t.split(':')[0]);
            problems.push(
              `${fuzz.label}: refused (${status}) but rows changed in ${changed.join(', ')}`,
            );
          }
        }
        if (status < 400 && op.method !== 'GET')
          adminToken = await server.login('admin@demo.surtidor.mx');
      }
      expect(problems).toEqual([]);
    });
  },
);

it('logged no unhandled error while fuzzing', () => {
  const errors = logLines.filter((line) => /"level":(50|60)/.test(line));
  expect(errors).toEqual([]);
});

it('derives requests deterministically', () => {
  const op = operations[0] as OperationDef;
  const first = casesFor(op, 1, random(SEED)).map((c) => c.label);
  const second = casesFor(op, 1, random(SEED)).map((c) => c.label);
  expect(first).toEqual(second);
  expect(validValue({ type: 'string', format: 'email' })).toBe('qa.gates@example.mx');
});
