// The audit trail's API (openapi/src/audit.yaml): administrators read every record, a
// customer's Editor with the settings flag only their customer's (another customer's record is
// a 404), everyone else 403; the filters; the detail; the CSV export through the formula-safe
// writer, itself recorded.
import { startManagementServer, type ManagementServer } from '../managementServer';

let s: ManagementServer;
let goalId: number;
beforeAll(async () => {
  s = await startManagementServer();
  // A goal of customer 1 (the editor's), a contact of customer 2 (bajío's), and a failed sign-in
  // whose name and user agent are formulas.
  const goal = await s.post(
    '/api/goals',
    {
      customer_id: 1,
      metric: 'immeadiacy',
      quantity: 95,
      assigned_user_id: 2,
      gas_station_ids: [1],
      start_date: '2030-03-01',
      end_date: '2030-03-31',
    },
    s.tokens.admin,
  );
  goalId = goal.json().id;
  const bajioStation = await s.db
    .selectFrom('gas_stations')
    .select('id')
    .where('customer_id', '=', 2)
    .executeTakeFirstOrThrow();
  const contact = await s.post(
    '/api/contacts',
    {
      name: 'Contacto Bajío',
      email: 'contacto@bajio.mx',
      telephone: '4421234567',
      gas_station_ids: [bajioStation.id],
    },
    s.tokens.bajio,
  );
  expect(contact.statusCode).toBe(201);
  const login = await s.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: '=HYPERLINK("http://x")', password: 'x' },
    headers: { 'user-agent': '@SUM(1+1)' },
  });
  expect(login.statusCode).toBe(401);
});
afterAll(() => s.close());

interface Item {
  seq: number;
  operation: string;
  object: { type: string | null; id: string | null };
  customer_id: number | null;
  actor: { email: string | null };
  gas_station: { id: number; name: string | null } | null;
  changes: { field: string; before?: unknown; after?: unknown; secret?: boolean }[];
}

const list = async (query: string, token = s.tokens.admin) => {
  const res = await s.get(`/api/audit_records?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; total: number };
};

it('is closed to users without the settings flag and to Visors', async () => {
  expect((await s.get('/api/audit_records', s.tokens.visor)).statusCode).toBe(403);
  expect((await s.get('/api/audit_records', s.tokens.sinpermisos)).statusCode).toBe(403);
  expect((await s.get('/api/audit_records', s.tokens.proveedor)).statusCode).toBe(403);
  expect((await s.get('/api/audit_records/export', s.tokens.visor)).statusCode).toBe(403);
  expect((await s.get('/api/audit_records/1')).statusCode).toBe(401);
});

it('lists newest first, with filters by operation, object, station, person and period', async () => {
  const all = await list('items=500');
  expect(all.total).toBeGreaterThanOrEqual(2);
  const seqs = all.items.map((i) => i.seq);
  expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);

  const goals = await list('operation=createGoal');
  expect(goals.items.map((i) => i.object)).toEqual([{ type: 'goal', id: String(goalId) }]);
  expect(goals.items[0]!.gas_station).toBeNull();
  expect((await list(`object_type=goal&object_id=${goalId}`)).total).toBe(1);
  expect(
    (await list('actor=BAJIO@demo')).items.every((i) => i.actor.email === 'bajio@demo.surtidor.mx'),
  ).toBe(true);
  expect((await list('operation=createContact&actor=bajio')).total).toBe(1);
  expect((await list('from=2000-01-01&to=2000-01-31')).total).toBe(0);
  const today = new Date().toISOString().slice(0, 10);
  expect((await list(`from=${today}&to=${today}&operation=createGoal`)).total).toBe(1);
  // Paged: items from offset, total of all.
  const first = await list('items=1');
  const second = await list('items=1&offset=1');
  expect(first.total).toBe(all.total);
  expect(second.items[0]!.seq).toBe(all.items[1]!.seq);
});

it("shows a customer's Editor only the records of their customer", async () => {
  const mine = await list('items=500', s.tokens.editor);
  expect(mine.items.length).toBeGreaterThan(0);
  expect(mine.items.every((i) => i.customer_id === 1)).toBe(true);
  expect(mine.items.map((i) => i.operation)).toContain('createGoal');
  const theirs = await list('items=500', s.tokens.bajio);
  expect(theirs.items.every((i) => i.customer_id === 2)).toBe(true);
  const goalRecord = mine.items.find((i) => i.operation === 'createGoal')!;
  expect((await s.get(`/api/audit_records/${goalRecord.seq}`, s.tokens.bajio)).statusCode).toBe(
    404,
  );
  expect((await s.get(`/api/audit_records/${goalRecord.seq}`, s.tokens.editor)).statusCode).toBe(
    200,
  );
  const choices = (await s.get('/api/audit_records/choices', s.tokens.bajio)).json();
  expect(choices.operations).toContain('createContact');
  expect(choices.operations).not.toContain('createGoal');
});

it("gives one record's changed fields", async () => {
  const { items } = await list('operation=createGoal');
  const res = await s.get(`/api/audit_records/${items[0]!.seq}`, s.tokens.admin);
  expect(res.statusCode).toBe(200);
  expect(res.json().changes).toContainEqual({ field: 'quantity', before: null, after: 95 });
  expect((await s.get('/api/audit_records/99999999', s.tokens.admin)).statusCode).toBe(404);
});

it('exports CSV through the formula-safe writer, and records the export', async () => {
  const res = await s.get(
    '/api/audit_records/export?operation=login&actor=hyperlink',
    s.tokens.admin,
  );
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'registro,fecha,usuario,rol,direccion,agente,operacion,resultado,objeto,id_objeto,cliente,estacion,cambios',
  );
  expect(lines).toHaveLength(2);
  // The name and user agent went in as formulas; they come out quoted, shown as text.
  expect(lines[1]).toContain(`,"'=hyperlink(""http://x"")",`);
  expect(lines[1]).toContain(`,'@SUM(1+1),login,fallido,`);
  const exports = await list('operation=exportAuditRecords');
  expect(exports.items[0]!.actor.email).toBe('admin@demo.surtidor.mx');
});
