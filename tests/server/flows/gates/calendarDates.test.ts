// Gate: every date the API accepts is a real day in 2000-01-01..2100-12-31, refused by the
// contract before any handler runs, with a Spanish 400 naming the field. The operations come
// from the contract (every date or date-time parameter, JSON body field and multipart form
// field), so a new one is covered the day it lands. A report request's form once skipped the
// rule: year 0000 was a database error, years 0010 or 2101 queued a job. Years 0000 and 9999 once reached the database (500); year 0010 made
// the monthly report compute a 694,000-day period (45 s with the server frozen).
import {
  loadContract,
  type OpenApiSchema,
  type OperationDef,
} from '@/server/contract/loadContract';
import { englishWordsIn } from '../../../support/contract/englishWords';
import { synthesise, validValue } from '../../../support/contract/requestSynthesis';
import { startTestServer, type TestServer } from '../../../support/testServer';

const contract = loadContract();
const document = contract.document as unknown as Record<string, unknown>;

function resolve(schema: OpenApiSchema | undefined): OpenApiSchema | undefined {
  let current = schema;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops += 1) {
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document) as
      OpenApiSchema | undefined;
  }
  return current;
}

/** 'date' or 'date-time' when the schema (or one of its alternatives) carries that format. */
function dateFormat(raw: OpenApiSchema | undefined, depth = 0): string | undefined {
  const schema = resolve(raw);
  if (!schema || depth > 5) return undefined;
  if (schema.format === 'date' || schema.format === 'date-time') return schema.format as string;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const branch of (schema[key] as OpenApiSchema[] | undefined) ?? []) {
      const found = dateFormat(branch, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

interface DateField {
  /** `form`: a field of a multipart form, validated (and named) as the body's. */
  in: 'path' | 'query' | 'body' | 'form';
  /** Dotted path inside the body, or the parameter's name. */
  name: string;
  format: string;
}

function bodyDateFields(raw: OpenApiSchema | undefined, prefix = ''): DateField[] {
  const schema = resolve(raw);
  const properties = (schema?.properties ?? {}) as Record<string, OpenApiSchema>;
  return Object.entries(properties).flatMap(([key, child]) => {
    const name = `${prefix}${key}`;
    const format = dateFormat(child);
    if (format) return [{ in: 'body' as const, name, format }];
    return resolve(child)?.type === 'object' ? bodyDateFields(child, `${name}.`) : [];
  });
}

function dateFields(op: OperationDef): DateField[] {
  const parameters = op.parameters.flatMap((p) => {
    const format = dateFormat(p.schema);
    return format && (p.in === 'path' || p.in === 'query')
      ? [{ in: p.in, name: p.name, format } as DateField]
      : [];
  });
  const formFields = bodyDateFields(op.requestBody?.formSchema ?? undefined).map((f) => ({
    ...f,
    in: 'form' as const,
  }));
  return [...parameters, ...bodyDateFields(op.requestBody?.jsonSchema ?? undefined), ...formFields];
}

/** A multipart form of text fields (a list repeats its field). */
function multipart(fields: Record<string, unknown>) {
  const boundary = 'DATESFORM';
  const parts = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(item)}\r\n`,
    ),
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

const dated = contract.operations
  .map((op) => ({ op, fields: dateFields(op) }))
  .filter(({ fields }) => fields.length > 0);

const asDateTime = (day: string, format: string) =>
  format === 'date-time' ? `${day}T12:00:00Z` : day;

const REFUSED = [
  '0000-01-01',
  '0001-01-01',
  '0010-01-01',
  '0099-12-31',
  '1999-12-31',
  '2101-01-01',
  '9999-12-31',
  '2023-02-29',
  '2025-02-30',
  '2025-13-01',
];
const LEAP_DAY = '2024-02-29';
const STATION_ID = 1;

/** The operation's request (synthesised from the contract) with these date fields set. */
function requestWithDates(op: OperationDef, fields: DateField[], day: (f: DateField) => string) {
  const base = synthesise(op, { stationId: STATION_ID, withBody: true });
  const url = new URL(base.url, 'http://127.0.0.1');
  const body = structuredClone(base.body) as Record<string, unknown> | undefined;
  const formSchema = op.requestBody?.formSchema;
  const form = formSchema ? (validValue(formSchema) as Record<string, unknown>) : null;
  for (const f of fields) {
    const text = asDateTime(day(f), f.format);
    if (f.in === 'query') url.searchParams.set(f.name, text);
    else if (f.in === 'path') url.pathname = op.path.replace(`{${f.name}}`, text);
    else if (f.in === 'form') form![f.name] = text;
    else {
      let node = body as Record<string, unknown>;
      const keys = f.name.split('.');
      for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[keys[keys.length - 1]!] = text;
    }
  }
  const sent = form
    ? multipart(form)
    : { headers: {}, ...(body !== undefined ? { payload: body } : {}) };
  return { method: op.method, url: `${url.pathname}${url.search}`, ...sent };
}

// A refused case sets only the field under test (the others keep their valid values); the
// valid case sets every date field to the leap day, so that a range is a real one.
const requestWith = (op: OperationDef, field: DateField, value: string | null) =>
  value === null
    ? requestWithDates(op, dateFields(op), () => LEAP_DAY)
    : requestWithDates(op, [field], () => value);

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin@demo.surtidor.mx');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

it('finds the operations that take dates in the contract', () => {
  const ids = dated.map(({ op }) => op.operationId);
  for (const known of [
    'listSalesTickets',
    'getAgencyDashboards',
    'getServiceMetricChart',
    'getMonthlyReport',
    'downloadReportRange',
    'createPdfToken',
    'createGoal',
    'createReportRequest',
  ]) {
    expect(ids).toContain(known);
  }
});

describe.each(dated.map(({ op, fields }) => [op.operationId, op, fields] as const))(
  '%s',
  (_id, op, fields) => {
    it.each(
      fields.flatMap((field) =>
        REFUSED.map((value) => [`${field.in}.${field.name}`, value, field] as const),
      ),
    )('refuses %s = %s with a Spanish 400 naming the field', async (_label, value, field) => {
      const request = requestWith(op, field, value);
      const response = await server.inject({
        method: request.method,
        url: request.url,
        headers: { authorization: `Bearer ${token}`, ...request.headers },
        ...('payload' in request ? { payload: request.payload } : {}),
      });
      const answer = response.json<{
        message: string;
        errors?: { field: string; rule: string; message: string }[];
      }>();
      const location = { path: 'params', query: 'query', body: 'body', form: 'body' }[field.in];
      const where = `${location}.${field.name}`;
      expect(response.statusCode).toBe(400);
      expect(englishWordsIn(answer.message)).toEqual([]);
      const own = answer.errors?.find((e) => e.field === where && e.rule === 'format');
      expect(own?.message).toBe(
        `${where} debe ser una ${field.format === 'date' ? 'fecha real AAAA-MM-DD' : 'fecha y hora AAAA-MM-DDTHH:MM:SSZ'} entre 2000-01-01 y 2100-12-31`,
      );
      // The top message names the first broken field: this one when the rest is valid.
      if (answer.errors?.length === 1) expect(answer.message).toContain(where);
    });

    if (op.method === 'GET') {
      // Writes and outbound calls (a supplier's connection test) are left to their own tests.
      it(`accepts ${LEAP_DAY} in every date field`, async () => {
        const request = requestWith(op, fields[0]!, null);
        const response = await server.get(request.url, token);
        // Other rules may still refuse the request (the CSV download's last 12 months, a
        // made-up permit), never the date's own format, and never with a 5xx.
        expect(response.statusCode).toBeLessThan(500);
        // A CSV answer (an export) has no errors to read.
        const json = /json/.test(String(response.headers['content-type']));
        const errors = json ? (response.json<{ errors?: { rule: string }[] }>().errors ?? []) : [];
        expect(errors.filter((e) => e.rule === 'format')).toEqual([]);
      });
    }
  },
);

it('answers the year-0010 monthly report at once (it kept the server busy for 45 s)', async () => {
  const started = performance.now();
  const response = await server.get(
    `/api/reports/monthly/${STATION_ID}?start_date=0010-01-01`,
    token,
  );
  const elapsed = performance.now() - started;
  expect(response.statusCode).toBe(400);
  expect(elapsed).toBeLessThan(1000);
});

// Operations taking a start_date and an end_date whose span is not the amount of work: the
// rival search reads each listed place's newest price (within the dates when given), a goal
// holds for its dates (goals of several years are real), an upload's dates filter its rows.
const WINDOW_ONLY = new Set([
  'searchRivalCandidates',
  'createGoal',
  'updateGoal',
  'processTicketUpload',
]);
const ranged = dated.filter(
  ({ op, fields }) =>
    !WINDOW_ONLY.has(op.operationId) &&
    fields.some((f) => f.name === 'start_date') &&
    fields.some((f) => f.name === 'end_date'),
);

describe.each(ranged.map(({ op, fields }) => [op.operationId, op, fields] as const))(
  '%s',
  (_id, op, fields) => {
    it('refuses a two-year period with a Spanish 400', async () => {
      const periodFields = fields.filter((f) => f.name === 'start_date' || f.name === 'end_date');
      const request = requestWithDates(op, periodFields, (f) =>
        f.name === 'start_date' ? '2024-01-01' : '2025-12-31',
      );
      const response = await server.inject({
        method: request.method,
        url: request.url,
        headers: { authorization: `Bearer ${token}`, ...request.headers },
        ...('payload' in request ? { payload: request.payload } : {}),
      });
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ message: string; errors?: { field: string }[] }>();
      expect(englishWordsIn(answer.message)).toEqual([]);
      expect(answer.errors?.map((e) => e.field.replace(/^\w+\./, ''))).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(start|end)_date$/)]),
      );
    });
  },
);
