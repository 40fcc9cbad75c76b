// Gate: bad input never hurts. For every operation of the contract, bad requests derived from
// its schemas (deterministic, fixed seed, a few dozen each): every answer is a 4xx with a JSON
// message or a 2xx for input that is in fact valid; never a 5xx or a hang; a refused request
// changes no row; the server logs no unhandled error. Besides the random picks, every
// operation always gets: each content type it does not declare (never accepted), multipart
// bodies cut short or malformed, and the extreme values of each parameter's type (years 0000
// to 9999, impossible days, 2^31 and 2^53, NaN, 10 kB strings, control characters). And every
// field of every operation, in the path, the query, a JSON body or a multipart form, gets the
// values its contract declares out of bounds (an integer past its range, 2147483648, -1, 1e20;
// days 0000-01-01, 2101-01-01, 2023-02-30; text with a bidirectional override or a bell): each
// must be a Spanish 400 naming that field, once the caller is let in. A watchdog polls
// /api/health all along: a request that holds it up for over 1 s fails too.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { JSON_BODY_LIMIT } from '@/server/app';
import {
  loadContract,
  type OpenApiSchema,
  type OperationDef,
} from '@/server/contract/loadContract';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { englishWordsIn } from '../../../support/contract/englishWords';
import { resolveSchema, synthesise, validValue } from '../../../support/contract/requestSynthesis';

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

const TEN_KB = 'k'.repeat(10 * 1024);
const CONTROL_CHARACTERS = '\u0001\u0007\u0008\u001b[31m\u007f\u0085\u2028\u2029\ufffe';

/**
 * The edges of each type, always sent (not shuffled away): where a parser, a date library or
 * an integer column breaks. Dates: years the JavaScript Date maps elsewhere (0-99) or the
 * database refuses (0000, 9999), a leap day and days that do not exist.
 */
function extremeValuesFor(raw: OpenApiSchema | undefined): unknown[] {
  const schema = resolveSchema(raw);
  if (!schema || Array.isArray(schema.enum)) return [];
  const type = schema.type;
  if (type === 'integer' || type === 'number') {
    return [-1, 0, 2 ** 31, 2 ** 53, '9007199254740993', 'NaN', 'Infinity', '1e3'];
  }
  if (type === 'boolean' || type === 'array' || type === 'object') return [];
  if (schema.format === 'date') {
    return [
      '0000-01-01',
      '0001-01-01',
      '0010-01-01',
      '0099-12-31',
      '9999-12-31',
      '2024-02-29',
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '+002024-01-01',
      '2024-1-1',
    ];
  }
  if (schema.format === 'date-time') {
    return [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2023-02-29T00:00:00Z',
      '2024-01-01T25:00:00Z',
      '2024-01-01T00:00:00+99:00',
    ];
  }
  // Digits in a string (a list of ids written as text) must not reach an integer column.
  return [TEN_KB, CONTROL_CHARACTERS, 'NaN', '2147483648', '1,99999999999999999999'];
}

/** Follows $refs and single-branch allOf wrappers (a nullable reference) to the schema itself. */
function resolveField(raw: OpenApiSchema | undefined): OpenApiSchema | undefined {
  let schema = resolveSchema(raw);
  for (let depth = 0; schema && depth < 10; depth += 1) {
    const allOf = schema.allOf as OpenApiSchema[] | undefined;
    if (!allOf || allOf.length !== 1 || schema.properties) break;
    schema = resolveSchema(allOf[0]);
  }
  return schema;
}

const IMPOSSIBLE_DAYS = ['0000-01-01', '2101-01-01', '2023-02-30'];
const HOSTILE_TEXT = ['Ana \u202Egpj.exe', 'Ana\u0007'];

/**
 * The values a field's contract declares out of bounds, each with the field's name as an error
 * names it (a list gets its one item refused: `ids[0]`) and the value as sent.
 */
function outOfBounds(raw: OpenApiSchema | undefined): { suffix: string; value: unknown }[] {
  const schema = resolveField(raw);
  if (!schema) return [];
  if (schema.type === 'array') {
    return outOfBounds(schema.items as OpenApiSchema).map(({ suffix, value }) => ({
      suffix: `[0]${suffix}`,
      value: [value],
    }));
  }
  const branches = (schema.anyOf ?? schema.oneOf) as OpenApiSchema[] | undefined;
  if (branches) {
    // Each alternative's bad values, when no other alternative takes them.
    const all = branches.flatMap(outOfBounds);
    return all.filter((probe, i) => all.findIndex((p) => p.value === probe.value) === i);
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const allowed = Array.isArray(schema.enum) ? (schema.enum as number[]) : null;
    const min = allowed ? Math.min(...allowed) : (schema.minimum as number);
    const max = allowed ? Math.max(...allowed) : (schema.maximum as number);
    return [min - 1, max + 1, 2147483648, -1, 1e20]
      .filter((v, i, list) => list.indexOf(v) === i && (v < min || v > max))
      .map((value) => ({ suffix: '', value }));
  }
  if (schema.type !== 'string' || Array.isArray(schema.enum)) return [];
  if (schema.format === 'date') return IMPOSSIBLE_DAYS.map((value) => ({ suffix: '', value }));
  if (schema.format === 'date-time')
    return IMPOSSIBLE_DAYS.map((day) => ({ suffix: '', value: `${day}T12:00:00Z` }));
  if (schema.format === undefined || schema.format === 'password')
    return HOSTILE_TEXT.map((value) => ({ suffix: '', value }));
  return [];
}

/**
 * The fields of a body (dotted paths into nested objects, `list[0].field` into a list of
 * objects), each with its schema and the lists of objects on its way (one valid item each).
 */
function bodyFields(
  raw: OpenApiSchema | undefined,
  prefix = '',
  lists: ListOnTheWay[] = [],
): PropertyRef[] {
  const schema = resolveField(raw);
  const properties = (schema?.properties ?? {}) as Record<string, OpenApiSchema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, child]) => {
    const path = `${prefix}${name}`;
    const resolved = resolveField(child);
    const items = resolved?.type === 'array' ? resolveField(resolved.items as OpenApiSchema) : null;
    if (resolved?.properties) return bodyFields(child, `${path}.`, lists);
    if (items?.properties) {
      const list = { path, items: resolved!.items as OpenApiSchema };
      return bodyFields(items, `${path}[0].`, [...lists, list]);
    }
    return [{ path, schema: child, required: required.has(name), lists }];
  });
}

interface ListOnTheWay {
  path: string;
  items: OpenApiSchema;
}

/** The body with one valid item in each list of objects the field sits in. */
function withLists(body: Record<string, unknown>, lists: ListOnTheWay[] = []) {
  return lists.reduce((out, list) => setIn(out, list.path, [validValue(list.items)]), body);
}

/** multipart/form-data of text fields (a list repeats its field). */
function formBody(fields: Record<string, unknown>): { type: string; payload: string } {
  const boundary = 'FUZZFORM';
  const parts = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(item)}\r\n`,
    ),
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

/** A field name as validation errors write it: 'a.b' and a list's item 'a[0]'. */
const errorField = (location: string, path: string, suffix: string) =>
  `${location}.${path}${suffix}`;

/** Media types no operation parses as its own, with a payload that looks the part. */
const MEDIA_TYPES: { type: string; payload: string }[] = [
  { type: 'application/json', payload: '{"a":1}' },
  {
    type: 'multipart/form-data; boundary=FUZZ',
    payload: '--FUZZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--FUZZ--\r\n',
  },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&gas_station_id=1' },
  { type: 'text/plain', payload: 'hola' },
  { type: 'application/xml', payload: '<?xml version="1.0"?><a>1</a>' },
  { type: 'application/octet-stream', payload: '\u0000\u0001binario' },
];

const declaresMediaType = (op: OperationDef, type: string) =>
  (op.requestBody?.mediaTypes ?? []).some(
    (declared) => declared.toLowerCase() === type.split(';')[0]!.trim(),
  );

/** Multipart bodies a careless or hostile client sends: cut short, or not multipart at all. */
const FILE_HEADER =
  'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png';
const BROKEN_MULTIPART: { label: string; type: string; payload: string }[] = [
  { label: 'after the delimiter', type: 'boundary=XX', payload: '--XX\r\n' },
  {
    label: 'inside the part headers',
    type: 'boundary=XX',
    payload: '--XX\r\nContent-Disposition: form-da',
  },
  {
    label: 'inside the file',
    type: 'boundary=XX',
    payload: `--XX\r\n${FILE_HEADER}\r\n\r\n\u0089PNG\r\n`,
  },
  {
    label: 'inside a field',
    type: 'boundary=XX',
    payload: '--XX\r\nContent-Disposition: form-data; name="kind"\r\n\r\nprice',
  },
  { label: 'without a boundary', type: '', payload: '--XX\r\n\r\n--XX--\r\n' },
  {
    label: 'another boundary',
    type: 'boundary=YY',
    payload: `--XX\r\n${FILE_HEADER}\r\n\r\nx\r\n--XX--\r\n`,
  },
  {
    label: 'a part without a disposition',
    type: 'boundary=XX',
    payload: '--XX\r\nContent-Type: text/plain\r\n\r\nx\r\n--XX--\r\n',
  },
  {
    label: 'an endless header line',
    type: 'boundary=XX',
    payload: `--XX\r\nContent-Disposition: form-data; name="${'n'.repeat(100_000)}"\r\n\r\nx\r\n--XX--\r\n`,
  },
  {
    label: 'a thousand empty parts',
    type: 'boundary=XX',
    payload: `${'--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n'.repeat(1000)}--XX--\r\n`,
  },
  { label: 'only the closing delimiter', type: 'boundary=XX', payload: '--XX--\r\n' },
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
  /** A content type the operation does not declare: must never be accepted. */
  undeclaredType?: boolean;
  /** A value out of its field's bounds: a 400 naming this field once the caller is let in. */
  refusedField?: string;
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
    for (const { path, schema: propertySchema } of properties.slice(0, 8)) {
      for (const extreme of extremeValuesFor(propertySchema)) {
        cases.push({
          label: `body ${path}=${String(JSON.stringify(extreme)).slice(0, 30)} (extreme)`,
          method: op.method,
          url: base.url,
          headers: json,
          payload: JSON.stringify(setIn(body, path, extreme)),
        });
      }
    }
  }
  for (const parameter of op.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    for (const extreme of extremeValuesFor(parameter.schema)) {
      const text = String(extreme);
      const label = `${parameter.in} ${parameter.name}=${text.slice(0, 30)} (extreme)`;
      if (parameter.in === 'path') {
        const url = new URL(base.url, 'http://x');
        const raw = synthesise(op, { stationId }).url.split('?')[0]!;
        const template = op.path.split('/');
        // The synthesised path with only this parameter replaced.
        const parts = raw
          .split('/')
          .map((part, i) =>
            template[i] === `{${parameter.name}}` ? encodeURIComponent(text) : part,
          );
        cases.push({ label, method: op.method, url: `${parts.join('/')}${url.search}` });
      } else {
        const url = new URL(base.url, 'http://x');
        url.searchParams.set(parameter.name, text);
        cases.push({ label, method: op.method, url: `${url.pathname}${url.search}` });
      }
    }
  }
  cases.push(...outOfBoundsCases(op, base));
  for (const media of MEDIA_TYPES) {
    if (declaresMediaType(op, media.type)) continue;
    cases.push({
      label: `undeclared content type ${media.type.split(';')[0]}`,
      method: op.method,
      url: base.url,
      headers: { 'content-type': media.type },
      payload: media.payload,
      undeclaredType: true,
    });
  }
  if (declaresMediaType(op, 'multipart/form-data')) {
    for (const broken of BROKEN_MULTIPART) {
      cases.push({
        label: `multipart ${broken.label}`,
        method: op.method,
        url: base.url,
        headers: { 'content-type': `multipart/form-data; ${broken.type}`.trim() },
        payload: broken.payload,
      });
    }
  }
  return cases;
}

/**
 * Query parameters the access layer reads as credentials before validation (a report's
 * pdf_token, a camera's share link): a forged one is refused as access, 403 or 404.
 */
const credentialParameters = (op: OperationDef) => [
  ...(op.access.pdfToken ? ['pdf_token'] : []),
  ...(op.access.shareLink ? ['share'] : []),
];

/** Every field of the operation set, one at a time, to each value out of its bounds. */
function outOfBoundsCases(op: OperationDef, base: ReturnType<typeof synthesise>): Case[] {
  const cases: Case[] = [];
  const json =
    base.body !== undefined
      ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(base.body) }
      : {};
  const text = (value: unknown) =>
    Array.isArray(value) ? value.map(String).join(',') : String(value);
  for (const parameter of op.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    if (parameter.in === 'query' && credentialParameters(op).includes(parameter.name)) continue;
    for (const { suffix, value } of outOfBounds(parameter.schema)) {
      const url = new URL(base.url, 'http://x');
      if (parameter.in === 'query') url.searchParams.set(parameter.name, text(value));
      else {
        const template = op.path.split('/');
        url.pathname = url.pathname
          .split('/')
          .map((part, i) =>
            template[i] === `{${parameter.name}}` ? encodeURIComponent(text(value)) : part,
          )
          .join('/');
      }
      cases.push({
        label: `${parameter.in} ${parameter.name}=${JSON.stringify(value).slice(0, 30)} (out of bounds)`,
        method: op.method,
        url: `${url.pathname}${url.search}`,
        ...json,
        refusedField: errorField(
          parameter.in === 'path' ? 'params' : 'query',
          parameter.name,
          suffix,
        ),
      });
    }
  }
  const jsonSchema = op.requestBody?.jsonSchema;
  if (jsonSchema && base.body !== undefined) {
    for (const field of bodyFields(jsonSchema)) {
      for (const { suffix, value } of outOfBounds(field.schema)) {
        cases.push({
          label: `body ${field.path}=${JSON.stringify(value).slice(0, 30)} (out of bounds)`,
          method: op.method,
          url: base.url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(
            setIn(withLists(base.body as Record<string, unknown>, field.lists), field.path, value),
          ),
          refusedField: errorField('body', field.path, suffix),
        });
      }
    }
  }
  const formSchema = op.requestBody?.formSchema;
  const formFields = formSchema ? bodyFields(formSchema) : [];
  const isFile = (f: PropertyRef) => resolveField(f.schema)?.format === 'binary';
  if (formSchema && formFields.length > 0 && !formFields.some(isFile)) {
    const valid = validValue(formSchema) as Record<string, unknown>;
    for (const field of formFields) {
      for (const { suffix, value } of outOfBounds(field.schema)) {
        const form = formBody({ ...valid, [field.path]: value });
        cases.push({
          label: `form ${field.path}=${JSON.stringify(value).slice(0, 30)} (out of bounds)`,
          method: op.method,
          url: base.url,
          headers: { 'content-type': form.type },
          payload: form.payload,
          refusedField: errorField('body', field.path, suffix),
        });
      }
    }
  }
  return cases;
}

interface PropertyRef {
  path: string;
  schema: OpenApiSchema;
  required: boolean;
  lists?: ListOnTheWay[];
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
  // 'a.b' and a list's item 'a[0].b' (a list's index is a key of the array).
  const keys = path.split(/\.|\[(\d+)\]\.?/).filter(Boolean);
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
 * Longest /api/health may take while a fuzz request runs. A request that blocks the loop or
 * holds the database takes seconds; this gate shares two cores with two other Jest gates, where
 * a probe behind a thousand-part upload was seen at 1.06 s.
 */
const HEALTH_BUDGET_MS = 2_000;

/**
 * Polls /api/health all through the run (in this process, like the requests: a request that
 * blocks the event loop or holds the database holds the probe up too) and notes every probe
 * answered more than the budget after it was due, with the case running when it was due and
 * when it was answered. Due, not sent: a loop blocked between two probes delays the next one.
 */
function startWatchdog() {
  const PAUSE_MS = 50;
  const state = {
    current: '',
    slow: [] as string[],
    running: true,
    answered: 0,
    /** Resolves once a probe due after this call has been answered. */
    settle: async () => {
      const target = state.answered + 1;
      while (state.answered < target) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    stop: async () => {
      state.running = false;
      await loop;
    },
  };
  const loop = (async () => {
    let due = performance.now();
    while (state.running) {
      const during = state.current;
      const response = await server.inject({ method: 'GET', url: '/api/health' });
      const took = performance.now() - due;
      if (took > HEALTH_BUDGET_MS || response.statusCode !== 200) {
        const cases = state.current === during ? during : `${during} .. ${state.current}`;
        state.slow.push(
          `${cases}: /api/health answered ${response.statusCode} ${Math.round(took)} ms after it was due`,
        );
      }
      state.answered += 1;
      due = performance.now() + PAUSE_MS;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  })();
  return state;
}
let watchdog: ReturnType<typeof startWatchdog>;

/**
 * A fingerprint of every table: its row count and the newest row version (xmin). Any insert or
 * update writes a row version with a newer transaction id and a delete lowers the count, so
 * equal before and after = nothing written; much cheaper than hashing every row of the demo's
 * camera and sales history.
 */
async function fingerprint(): Promise<string> {
  // Any row written belongs to a transaction that ends, and every end changes the snapshot
  // (its horizon or the list of transactions under way): while the snapshot is the same, no
  // table changed and the last fingerprint stands. The full one scans the demo's history tables,
  // and most refused requests write nothing.
  const current = await sql<{ snapshot: string }>`
    select pg_current_snapshot()::text as snapshot`.execute(server.db);
  const snapshot = current.rows[0]!.snapshot;
  if (lastFingerprint?.snapshot === snapshot) return lastFingerprint.value;
  const value = await fullFingerprint();
  lastFingerprint = { snapshot, value };
  return value;
}
let lastFingerprint: { snapshot: string; value: string } | undefined;

async function fullFingerprint(): Promise<string> {
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
  watchdog = startWatchdog();
}, 120_000);

afterAll(async () => {
  await watchdog?.stop();
  await server?.close();
});

it('has a watchdog that notices a request holding /api/health up', async () => {
  const from = watchdog.slow.length;
  watchdog.current = 'self-test: a handler that blocks the event loop';
  const until = performance.now() + HEALTH_BUDGET_MS + 200;
  while (performance.now() < until) {
    // busy, as a runaway computation in a handler would be
  }
  await watchdog.settle();
  expect(watchdog.slow.slice(from).join('\n')).toContain('self-test');
  watchdog.slow.splice(from);
});

describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
  '%s',
  (_name, op) => {
    it('answers every bad request with a 4xx JSON message (or a valid 2xx), writes nothing when refusing, never holds up /api/health', async () => {
      const pick = random(SEED + op.operationId.length);
      const cases = casesFor(op, 1, pick);
      expect(cases.length).toBeGreaterThan(0);
      const problems: string[] = [];
      const slowFrom = watchdog.slow.length;
      // Validation runs once access let the caller in: the unknown parameter (first case) is
      // then a 400, and so must be every value out of its field's bounds.
      let validated = false;
      // One fingerprint per case: what a refused case left is the next case's "before".
      let before = op.method === 'GET' ? null : await fingerprint();
      for (const fuzz of cases) {
        watchdog.current = `${op.operationId}: ${fuzz.label}`;
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
        if (fuzz === cases[0]) validated = status === 400;
        if (status >= 500) problems.push(`${fuzz.label}: ${status} ${response.body.slice(0, 120)}`);
        if (fuzz.undeclaredType && status < 400)
          problems.push(`${fuzz.label}: accepted (${status}) a content type not declared`);
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
          const named = (body?.errors ?? []).some(
            (e) => (e as { field?: unknown }).field === fuzz.refusedField,
          );
          if (validated && fuzz.refusedField && (status !== 400 || !named))
            problems.push(
              `${fuzz.label}: ${status} without an error of ${fuzz.refusedField}: ${response.body.slice(0, 160)}`,
            );
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
          before = after;
        }
        if (fuzz.refusedField && status < 400)
          problems.push(`${fuzz.label}: accepted (${status}) a value out of bounds`);
        if (status < 400 && op.method !== 'GET') {
          adminToken = await server.login('admin@demo.surtidor.mx');
          before = await fingerprint();
        }
      }
      // The probe under way may be the one the last case held up.
      await watchdog.settle();
      problems.push(...watchdog.slow.slice(slowFrom));
      expect(problems).toEqual([]);
    });
  },
);

it('logged no unhandled error while fuzzing', () => {
  const errors = logLines.filter((line) => /"level":(50|60)/.test(line));
  expect(errors).toEqual([]);
});

it('sends every field its out-of-bounds values, multipart forms included', () => {
  const refused = (operationId: string) => {
    const op = operations.find((o) => o.operationId === operationId)!;
    return casesFor(op, 1, random(SEED)).flatMap((c) => (c.refusedField ? [c.refusedField] : []));
  };
  // The holes this gate missed: a form's dates, an id list written as text, a name's text.
  expect(refused('createReportRequest')).toEqual(
    expect.arrayContaining([
      'body.start_date',
      'body.end_date',
      'body.gas_station_ids[0]',
      'body.pages',
      'body.contact_ids[0]',
    ]),
  );
  expect(refused('getAgencyDashboards')).toEqual(
    expect.arrayContaining(['query.clients[0]', 'query.start_date']),
  );
  expect(refused('updateUserProfile')).toEqual(
    expect.arrayContaining(['body.name', 'body.profile_picture_url']),
  );
  expect(refused('updateGasStation')).toEqual(
    expect.arrayContaining([
      'params.id',
      'body.bombs',
      'body.latitude',
      'body.name',
      'body.shifts[0].shift',
      'body.shifts[0].starts_at',
    ]),
  );
});

it('derives requests deterministically', () => {
  const op = operations[0] as OperationDef;
  const first = casesFor(op, 1, random(SEED)).map((c) => c.label);
  const second = casesFor(op, 1, random(SEED)).map((c) => c.label);
  expect(first).toEqual(second);
  expect(validValue({ type: 'string', format: 'email' })).toBe('qa.gates@example.mx');
});
