// Contacts: scoped to the caller's customer, reachable by e-mail or telephone, with station
// access limited to the customer's stations the caller reaches.
import { startManagementServer, type ManagementServer } from '../managementServer';

let s: ManagementServer;
beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(() => s.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  telephone: '4491234567',
  gas_station_ids: [1, 2],
  ...overrides,
});

describe('contacts', () => {
  it("creates, lists, edits and deletes a contact of the caller's customer", async () => {
    const created = await s.post('/api/contacts', input(), s.tokens.editor);
    expect(created.statusCode).toBe(201);
    const contact = created.json();
    expect(contact).toMatchObject({
      name: 'Ana Ruiz',
      customer_id: 1,
      gas_stations: [expect.objectContaining({ id: 2 }), expect.objectContaining({ id: 1 })],
    });

    const ids = (await s.get('/api/contacts', s.tokens.editor))
      .json()
      .items.map((c: { id: number }) => c.id);
    expect(ids).toContain(contact.id);
    expect(
      (await s.get('/api/contacts', s.tokens.bajio)).json().items.map((c: { id: number }) => c.id),
    ).not.toContain(contact.id);
    expect((await s.get('/api/contacts?search=ANA', s.tokens.admin)).json().total).toBe(1);
    expect(
      (await s.get('/api/gas_stations/contacts/1', s.tokens.editor))
        .json()
        .items.map((c: { id: number }) => c.id),
    ).toContain(contact.id);

    const edited = await s.put(
      `/api/contacts/${contact.id}`,
      input({ email: null, gas_station_ids: [3] }),
      s.tokens.editor,
    );
    expect(edited.json()).toMatchObject({
      email: null,
      telephone: '4491234567',
      gas_stations: [{ id: 3 }],
    });
    expect((await s.put(`/api/contacts/${contact.id}`, input(), s.tokens.bajio)).statusCode).toBe(
      404,
    );
    expect((await s.delete(`/api/contacts/${contact.id}`, s.tokens.bajio)).statusCode).toBe(404);
    expect((await s.delete(`/api/contacts/${contact.id}`, s.tokens.editor)).statusCode).toBe(204);
    expect(
      (await s.get('/api/contacts', s.tokens.editor)).json().items.map((c: { id: number }) => c.id),
    ).not.toContain(contact.id);
  });

  it('refuses bad contacts field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'x@' }, 'body.email', 'format'],
      [{ telephone: '123' }, 'body.telephone', 'pattern'],
      [{ email: null, telephone: null }, 'body.email', 'reachable'],
      [{ gas_station_ids: [6] }, 'body.gas_station_ids', 'customer'],
      [{ name: '' }, 'body.name', 'minLength'],
    ];
    for (const [overrides, field, rule] of cases) {
      const res = await s.post('/api/contacts', input(overrides), s.tokens.editor);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, rule }));
    }
    const admin = await s.post('/api/contacts', input(), s.tokens.admin);
    expect(admin.json().errors[0]).toMatchObject({ field: 'body.customer_id', rule: 'required' });
    expect((await s.post('/api/contacts', input(), s.tokens.visor)).statusCode).toBe(403);
  });
});
