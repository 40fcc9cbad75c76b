// Goals: CRUD for administrators with the period, percentage, station and assignee rules; the
// dashboard's markers read what is set here.
import { startManagementServer, type ManagementServer } from '../managementServer';

let s: ManagementServer;
beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(() => s.close());

const goal = (overrides: Record<string, unknown> = {}) => ({
  customer_id: 1,
  metric: 'immeadiacy',
  quantity: 95,
  assigned_user_id: 2,
  gas_station_ids: [1],
  start_date: '2030-03-01',
  end_date: '2030-03-31',
  ...overrides,
});

describe('goals', () => {
  it('creates, reads, edits and deletes a goal', async () => {
    const created = await s.post('/api/goals', goal(), s.tokens.admin);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      customer: { id: 1, name: 'Grupo Surtidor Demo' },
      metric: 'immeadiacy',
      quantity: 95,
      assigned_user: { id: 2, name: 'Eduardo Editor' },
      gas_stations: [{ id: 1 }],
      week: null,
      start_date: '2030-03-01',
      end_date: '2030-03-31',
    });
    const id = created.json().id;
    expect(
      (await s.get('/api/goals?metric=immeadiacy&customer_id=1', s.tokens.admin))
        .json()
        .items.map((g: { id: number }) => g.id),
    ).toContain(id);

    const edited = await s.put(
      `/api/goals/${id}`,
      goal({
        metric: 'total_sales',
        quantity: 250000.5,
        week: '2030-W10',
        start_date: null,
        end_date: null,
        gas_station_ids: [],
        assigned_user_id: null,
      }),
      s.tokens.admin,
    );
    expect(edited.json()).toMatchObject({
      metric: 'total_sales',
      quantity: 250000.5,
      week: '2030-W10',
      start_date: null,
      gas_stations: [],
      assigned_user: null,
    });
    expect((await s.get(`/api/goals/${id}`, s.tokens.admin)).json().week).toBe('2030-W10');
    expect((await s.delete(`/api/goals/${id}`, s.tokens.admin)).statusCode).toBe(204);
    expect((await s.get(`/api/goals/${id}`, s.tokens.admin)).statusCode).toBe(404);
    expect((await s.delete(`/api/goals/${id}`, s.tokens.admin)).statusCode).toBe(404);
  });

  it('refuses a goal that breaks a rule, field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { start_date: null, end_date: null },
        'body.week',
        'Elige una semana o las fechas de inicio y fin',
      ],
      [{ week: '2030-W10' }, 'body.week', 'Elige una semana o unas fechas, no ambas'],
      [{ end_date: '2030-02-01' }, 'body.end_date', 'La fecha de fin es anterior a la de inicio'],
      [
        { metric: 'prompt_service', quantity: 120 },
        'body.quantity',
        'El porcentaje debe estar entre 0 y 100',
      ],
      [
        { gas_station_ids: [6] },
        'body.gas_station_ids',
        'Una gasolinera elegida no es del cliente',
      ],
      [{ assigned_user_id: 7 }, 'body.assigned_user_id', 'El usuario asignado no es del cliente'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await s.post('/api/goals', goal(overrides), s.tokens.admin);
      expect([message, res.statusCode]).toEqual([message, 400]);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    for (const [overrides, field] of [
      [{ metric: 'sales' }, 'body.metric'],
      [{ quantity: -1 }, 'body.quantity'],
      [{ week: '2030-W60', start_date: null, end_date: null }, 'body.week'],
    ] as const) {
      const res = await s.post('/api/goals', goal(overrides), s.tokens.admin);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('is for administrators only', async () => {
    expect((await s.get('/api/goals', s.tokens.editor)).statusCode).toBe(403);
    expect((await s.post('/api/goals', goal(), s.tokens.editor)).statusCode).toBe(403);
  });

  it("feeds the dashboard's marker of the station", async () => {
    const created = await s.post(
      '/api/goals',
      goal({ quantity: 77, start_date: '2031-05-01', end_date: '2031-05-31' }),
      s.tokens.admin,
    );
    const chart = await s.get(
      '/api/v2/dashboard/service_metrics/inmediatez?date=2031-05-01',
      s.tokens.admin,
    );
    expect(chart.statusCode).toBe(200);
    const row = chart
      .json()
      .chartData.find((r: { gas_station_id: number }) => r.gas_station_id === 1);
    expect(row.goal).toBe(77);
    await s.delete(`/api/goals/${created.json().id}`, s.tokens.admin);
  });
});
