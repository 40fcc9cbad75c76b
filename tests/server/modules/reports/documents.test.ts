// The report documents and the CSV data download, computed from data inserted here: regulator
// prices of a station and two competitors, service visits, traffic rollups and events, and
// sales tickets (with a shift that crosses midnight).
import { DateTime } from 'luxon';
import type { ReportDocument, ReportFigure, ReportTable } from '@/api/generated/reports.gen';
import { buildReportDocument } from '@/server/modules/reports/documents';
import { rebuildStations } from '@/server/modules/serviceFacts';
import type { TestServer } from '../../../support/testServer';
import { at, startReportsServer, TZ, uploadedTicket } from './reportsServer';

let server: TestServer;
let editor: string;
let stationId: number;
let otherId: number;
let hiddenId: number;

beforeAll(async () => {
  const started = await startReportsServer();
  ({ server, editor } = started);
  const user = started.user;
  const db = server.db;
  const customerId = user.customerId;
  await db
    .insertInto('cre_places')
    .values([
      { place_id: 900001, permit: 'PL/900001/EXP/ES/2020', name: 'Propia' },
      { place_id: 900002, permit: 'PL/900002/EXP/ES/2020', name: 'Rival A' },
      { place_id: 900003, permit: 'PL/900003/EXP/ES/2020', name: 'Rival B' },
    ])
    .execute();
  const station = (name: string, place: number | null, permit = `PL/${place}/EXP/ES/2020`) =>
    db
      .insertInto('gas_stations')
      .values({
        customer_id: customerId,
        name,
        permission: permit,
        cre_place_id: place,
        time_zone: TZ,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  stationId = (await station('Estación Reportes', 900001)).id;
  otherId = (await station('=HYPERLINK("x")', null, 'PL/900010/EXP/ES/2020')).id;
  hiddenId = (await station('Estación ajena', null, 'PL/900011/EXP/ES/2020')).id;
  await db
    .insertInto('user_gas_stations')
    .values([
      { user_id: user.id, gas_station_id: stationId },
      { user_id: user.id, gas_station_id: otherId },
    ])
    .execute();
  await db
    .insertInto('gas_station_rivals')
    .values([
      {
        gas_station_id: stationId,
        cre_place_id: 900002,
        permission: 'PL/900002/EXP/ES/2020',
        name: 'Rival A',
      },
      {
        gas_station_id: stationId,
        cre_place_id: 900003,
        permission: 'PL/900003/EXP/ES/2020',
        name: 'Rival B',
      },
    ])
    .execute();
  const price = (place_id: number, price_date: string, value: number) => ({
    place_id,
    fuel: 'regular' as const,
    price_date,
    price: value,
  });
  await db
    .insertInto('cre_prices')
    .values([
      price(900001, '2026-03-01', 22.0),
      price(900001, '2026-03-05', 22.5),
      price(900002, '2026-03-01', 21.8),
      price(900002, '2026-03-04', 21.9),
      price(900003, '2026-02-01', 22.2),
      // April: the station 0, 10, 20, 30, 40 centavos above the competitors' 22.05.
      ...[0, 1, 2, 3, 4].map((i) => price(900001, `2026-04-0${i + 1}`, 22.05 + 0.1 * i)),
    ])
    .execute();
  const camera = await db
    .insertInto('cameras')
    .values({
      customer_id: customerId,
      gas_station_id: stationId,
      name: 'Cámara reportes',
      key_hash: 'x'.repeat(64),
      key_last4: 'xxxx',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const visit = (
    key: string,
    arrival: string,
    waitS: number,
    serviceS: number,
    fuel: 'gasoline' | 'diesel',
  ) => {
    const a = at(arrival);
    return {
      camera_id: camera.id,
      gas_station_id: stationId,
      visit_key: key,
      arrival_at: a,
      attention_at: new Date(a.getTime() + waitS * 1000),
      end_at: new Date(a.getTime() + (waitS + serviceS) * 1000),
      fuel,
      vehicle_class: 'autos' as const,
      month: '2026-03-01',
    };
  };
  await db
    .insertInto('service_visits')
    .values([
      visit('v1', '2026-03-02T09:00', 60, 180, 'gasoline'),
      visit('v2', '2026-03-02T10:00', 180, 240, 'diesel'),
    ])
    .execute();
  await db
    .insertInto('traffic_daily_stats')
    .values([
      {
        gas_station_id: stationId,
        day: '2026-03-02',
        vehicle_class: 'autos',
        passes: 100,
        entries: 25,
      },
      {
        gas_station_id: stationId,
        day: '2026-03-02',
        vehicle_class: 'motos',
        passes: 20,
        entries: 5,
      },
      ...[200, 160, 120, 80, 40].map((entries, i) => ({
        gas_station_id: stationId,
        day: `2026-04-0${i + 1}`,
        vehicle_class: 'autos' as const,
        passes: 400,
        entries,
      })),
    ])
    .execute();
  const entry = (key: string, when: string, vehicle_key: string | null) => ({
    camera_id: camera.id,
    gas_station_id: stationId,
    event_key: key,
    type: 'vehicle_entry' as const,
    occurred_at: at(when),
    vehicle_class: 'autos' as const,
    vehicle_key,
  });
  await db
    .insertInto('traffic_events')
    .values([
      entry('e1', '2026-03-02T10:00', 'vehicle-k1'),
      entry('e2', '2026-03-03T11:00', 'vehicle-k1'),
      entry('e3', '2026-03-03T12:00', 'vehicle-k2'),
      entry('e4', '2026-03-03T12:30', null),
    ])
    .execute();
  await db
    .insertInto('gas_station_shifts')
    .values([
      { gas_station_id: stationId, shift: 1, starts_at: '06:00', ends_at: '14:00' },
      { gas_station_id: stationId, shift: 2, starts_at: '14:00', ends_at: '22:00' },
      { gas_station_id: stationId, shift: 3, starts_at: '22:00', ends_at: '06:00' },
    ])
    .execute();
  const ticket = (
    folio: string,
    local: string,
    product: number,
    payment: number,
    liters: number,
    amount: number,
  ) => uploadedTicket(stationId, folio, local, product, payment, liters, amount);
  await db
    .insertInto('sales_tickets')
    .values([
      ticket('t1', '2026-03-02T08:00', 1, 1, 20, 500),
      ticket('t2', '2026-03-02T15:00', 2, 2, 12, 300),
      ticket('t3', '2026-03-02T23:30', 3, 1, 8, 200),
      ticket('t4', '2026-03-03T02:00', 1, 3, 4, 100),
    ])
    .execute();
  const goal = await db
    .insertInto('goals')
    .values({
      customer_id: customerId,
      metric: 'total_sales',
      quantity: 5000,
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('goal_gas_stations')
    .values({ goal_id: goal.id, gas_station_id: stationId })
    .execute();
  // The rows above were inserted raw, as a bulk load would: count their rollups once.
  await rebuildStations(db, [stationId, otherId, hiddenId]);
});
afterAll(async () => {
  await server.close();
});

const fig = (doc: ReportDocument, key: string): ReportFigure => {
  const found = doc.figures.find((f) => f.key === key);
  if (!found) throw new Error(`no figure ${key}`);
  return found;
};
const table = (doc: ReportDocument, key: string): ReportTable => {
  const found = doc.tables.find((t) => t.key === key);
  if (!found) throw new Error(`no table ${key}`);
  return found;
};

async function report(path: string, query: string, token = editor): Promise<ReportDocument> {
  const res = await server.get(`/api/reports/${path}/${stationId}?${query}`, token);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json() as ReportDocument;
}

describe('weekly report', () => {
  it('computes service, traffic, conversion, frequent clients and sales from the data', async () => {
    const doc = await report('weekly', 'start_date=2026-03-01&end_date=2026-03-07');
    expect(doc.report_type).toBe('weekly');
    expect(doc.title).toBe('Reporte semanal');
    expect(fig(doc, 'arrivals').value).toBe(2);
    expect(fig(doc, 'wait').value).toBe(120);
    expect(fig(doc, 'prompt_service').value).toBe(50);
    expect(fig(doc, 'service_time_gas').value).toBe(180);
    expect(fig(doc, 'service_time_diesel').value).toBe(240);
    expect(fig(doc, 'passes').value).toBe(120);
    expect(fig(doc, 'entries').value).toBe(30);
    expect(fig(doc, 'conversion').value).toBe(25);
    // k1 twice, k2 once: one of three keyed entries was seen before in the period.
    expect(fig(doc, 'frequent_clients').value).toBe(33.3);
    expect(fig(doc, 'sales_total')).toMatchObject({ value: 1100, previous: null, goal: 5000 });
    expect(fig(doc, 'sales_cash').value).toBe(700);
    expect(fig(doc, 'sales_credit').value).toBe(300);
    expect(fig(doc, 'sales_other').value).toBe(100);
    expect(fig(doc, 'average_ticket').value).toBe(275);
    expect(fig(doc, 'tickets').value).toBe(4);
    expect(fig(doc, 'liters').value).toBe(44);
    expect(table(doc, 'sales_by_product').rows).toEqual([
      ['Regular', 2, 24, 600, 300, 54.5],
      ['Premium', 1, 12, 300, 300, 27.3],
      ['Diésel', 1, 8, 200, 200, 18.2],
    ]);
    // 23:30 and 02:00 both fall in the shift that crosses midnight.
    expect(table(doc, 'sales_by_shift').rows).toEqual([
      ['Turno 1', 1, 20, 500],
      ['Turno 2', 1, 12, 300],
      ['Turno 3', 2, 12, 300],
    ]);
    expect(table(doc, 'traffic_by_class').rows).toEqual([
      ['Autos', 100, 25, 25],
      ['Motos', 20, 5, 25],
    ]);
    const hours = doc.charts.find((c) => c.key === 'entries_by_hour')!;
    expect(hours.series![0]!.values[10]).toBe(1);
    expect(hours.series![0]!.values[12]).toBe(2);
    expect(doc.notes).toContain('Comparado con el periodo anterior de la misma duración.');
  });

  it('says there are no sales where the period has none, in both languages', async () => {
    const es = await report('executive', 'start_date=2026-02-01&end_date=2026-02-07');
    expect(fig(es, 'sales_total').value).toBeNull();
    expect(es.notes).toContain('Sin datos de ventas en el periodo.');
    const en = await report('executive', 'start_date=2026-02-01&end_date=2026-02-07&locale=en');
    expect(en.notes).toContain('No sales data in the period.');
    expect(en.title).toBe('Weekly executive report');
    expect(fig(en, 'sales_total').label).toBe('Total sales');
  });
});

describe('price report', () => {
  it('gives the prices, differences, market position and competitor moves', async () => {
    const doc = await report('prices_tar', 'start_date=2026-03-01&end_date=2026-03-07');
    expect(fig(doc, 'price_regular')).toMatchObject({ value: 22.5, previous: 22 });
    expect(fig(doc, 'rivals_average_regular').value).toBe(22.05);
    expect(fig(doc, 'price_difference_regular').value).toBe(0.45);
    expect(fig(doc, 'price_rank_regular').value).toBe(3);
    expect(table(doc, 'competitor_prices').rows[1]).toEqual([
      'Rival A',
      21.9,
      -0.6,
      null,
      null,
      null,
      null,
    ]);
    expect(table(doc, 'competitor_moves').rows).toEqual([
      ['2026-03-04', 'Rival A', 'Regular', 21.8, 21.9],
    ]);
    const history = doc.charts.find((c) => c.key === 'price_history_regular')!;
    expect(history.categories).toHaveLength(7);
    expect(history.series![0]!.values.slice(3, 5)).toEqual([22, 22.5]);
  });
});

describe('executive report', () => {
  it('compares the prices with the last day of the previous period', async () => {
    const doc = await report('executive', 'start_date=2026-03-05&end_date=2026-03-11');
    expect(fig(doc, 'price_regular')).toMatchObject({ value: 22.5, previous: 22 });
    expect(fig(doc, 'price_difference_regular')).toMatchObject({ value: 0.45, previous: -0.05 });
    expect(doc.charts.map((c) => c.key)).toEqual(['traffic_daily', 'sales_daily']);
  });
});

describe('daily report', () => {
  it('covers one day against the same weekday a week before', async () => {
    const doc = await report('daily', 'start_date=2026-03-02');
    expect([doc.start_date, doc.end_date]).toEqual(['2026-03-02', '2026-03-02']);
    expect(fig(doc, 'sales_total')).toMatchObject({ value: 1000, previous: null });
    expect(fig(doc, 'entries').value).toBe(30);
    expect(doc.notes).toContain('Comparado con el mismo día de la semana anterior.');
  });
});

describe('monthly and customer behavior', () => {
  it('takes the calendar month and the behavior figures', async () => {
    const doc = await report('monthly', 'start_date=2026-03-15');
    expect([doc.start_date, doc.end_date]).toEqual(['2026-03-01', '2026-03-31']);
    expect(fig(doc, 'sales_total').value).toBe(1100);
    const behavior = await report('customer_behavior', 'start_date=2026-03-01&end_date=2026-03-07');
    expect(fig(behavior, 'frequent_clients').value).toBe(33.3);
    expect(table(behavior, 'sales_by_payment').rows).toEqual([
      ['Contado', 2, 700, 63.6],
      ['Crédito', 1, 300, 27.3],
      ['Otros', 1, 100, 9.1],
    ]);
  });
});

describe('traffic sensitivity', () => {
  it('fits the known slope and says it in a sentence', async () => {
    const doc = await report('traffic_sensitivity', 'start_date=2026-04-01&end_date=2026-04-05');
    expect(fig(doc, 'slope_entries').value).toBe(-400);
    const chart = doc.charts.find((c) => c.key === 'sensitivity_entries')!;
    expect(chart.points).toHaveLength(5);
    expect(chart.trend!.slope).toBeCloseTo(-400, 6);
    expect(chart.trend!.intercept).toBeCloseTo(200, 6);
    expect(doc.notes).toContain(
      'Por cada 10 centavos más cara que la competencia, la estación recibe en promedio 40 vehículos menos al día.',
    );
    expect(fig(doc, 'slope_sales').value).toBeNull();
    expect(doc.notes.some((n) => n.startsWith('No hay datos suficientes'))).toBe(true);
  });
});

describe('kinds and report shapes', () => {
  it('puts the competitors first for kind competition and the traffic first for traffic_flow', async () => {
    const request = {
      reportType: 'weekly' as const,
      stationId,
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      locale: 'es' as const,
    };
    const competition = await buildReportDocument(server.db, { ...request, kind: 'competition' });
    expect(competition.kind).toBe('competition');
    expect(competition.figures[0]!.key).toBe('rivals_average_regular');
    expect(competition.tables[0]!.key).toBe('competitor_prices');
    const traffic = await buildReportDocument(server.db, { ...request, kind: 'traffic_flow' });
    expect(traffic.figures.slice(0, 3).map((f) => f.key)).toEqual([
      'passes',
      'entries',
      'frequent_clients',
    ]);
    expect(traffic.charts[0]!.key).toBe('traffic_daily');
    const full = await buildReportDocument(server.db, request);
    expect(full.figures[0]!.key).toBe('price_regular');
    expect(full.figures.length).toBe(traffic.figures.length);
  });

  it('gives the analytic report day by day, with sales by product stacked per day', async () => {
    const doc = await report('analytic', 'start_date=2026-03-01&end_date=2026-03-07');
    expect(doc.charts.map((c) => c.key)).toEqual(
      expect.arrayContaining([
        'service_daily',
        'traffic_daily',
        'conversion_daily',
        'sales_product_daily',
        'sales_by_shift',
        'sales_by_hour',
        'entries_by_hour',
      ]),
    );
    const byProduct = doc.charts.find((c) => c.key === 'sales_product_daily')!;
    expect(byProduct.categories![1]).toBe('2026-03-02');
    expect(byProduct.series!.map((s) => [s.name, s.values[1], s.values[2]])).toEqual([
      ['Regular', 500, 100],
      ['Premium', 300, null],
      ['Diésel', 200, null],
    ]);
    const daily = table(doc, 'daily');
    expect(daily.rows[1]).toEqual(['2026-03-02', 2, 120, 120, 30, 25, 3, 1000]);
  });

  it('refuses an unknown station', async () => {
    await expect(
      buildReportDocument(server.db, {
        reportType: 'daily',
        stationId: 987654,
        startDate: '2026-03-01',
        endDate: '2026-03-01',
        locale: 'es',
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Estación no encontrada' });
  });
});

describe('access', () => {
  it('refuses a station the user cannot see, an unknown one and a bad period', async () => {
    const hidden = await server.get(
      `/api/reports/weekly/${hiddenId}?start_date=2026-03-01&end_date=2026-03-07`,
      editor,
    );
    expect(hidden.statusCode).toBe(403);
    const backwards = await server.get(
      `/api/reports/weekly/${stationId}?start_date=2026-03-08&end_date=2026-03-01`,
      editor,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('La fecha inicial debe ser anterior o igual a la final.');
  });

  it('opens the report with a pdf token for that station and report only', async () => {
    const created = await server.post(
      '/api/reports/pdf_token',
      {
        gas_station_id: stationId,
        report_type: 'price',
        start_date: '2026-03-01',
        end_date: '2026-03-07',
        locale: 'en',
      },
      editor,
    );
    expect(created.statusCode).toBe(201);
    const token = encodeURIComponent(created.json().token as string);
    const ok = await server.get(`/api/reports/prices_tar/${stationId}?pdf_token=${token}`);
    expect(ok.statusCode).toBe(200);
    const doc = ok.json() as ReportDocument;
    expect([doc.start_date, doc.end_date, doc.locale]).toEqual(['2026-03-01', '2026-03-07', 'en']);
    expect(doc.title).toBe('Price and competition report');
    const same = await server.get(
      `/api/reports/prices_tar/${stationId}?pdf_token=${token}&start_date=2026-03-01&end_date=2026-03-07`,
    );
    expect(same.statusCode).toBe(200);
    const otherDates = await server.get(
      `/api/reports/prices_tar/${stationId}?pdf_token=${token}&start_date=2026-02-01`,
    );
    expect(otherDates.statusCode).toBe(403);
    expect(otherDates.json().message).toBe('El enlace del reporte no es válido');
    expect(
      (await server.get(`/api/reports/prices_tar/${otherId}?pdf_token=${token}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await server.get(
          `/api/reports/executive/${stationId}?pdf_token=${token}&start_date=2026-03-01&end_date=2026-03-07`,
        )
      ).statusCode,
    ).toBe(403);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(
      (await server.get(`/api/reports/prices_tar/${stationId}?pdf_token=${tampered}`)).statusCode,
    ).toBe(403);
  });
});

describe('CSV data range', () => {
  const today = DateTime.now().setZone(TZ).startOf('day');
  const d = (days: number) => today.plus({ days }).toISODate()!;
  const csv = (id: number, start: string, end: string) =>
    server.get(`/api/reports/range/${id}?start_date=${start}&end_date=${end}`, editor);

  it('answers each broken rule with its message', async () => {
    const cases: [string, string, string, string][] = [
      [d(-10), d(0), 'query.end_date', 'La fecha final puede ser como máximo ayer.'],
      [d(-5), d(3), 'query.end_date', 'No se permiten fechas futuras.'],
      [d(-100), d(-1), 'query.end_date', 'El rango no puede ser mayor a 90 días.'],
      [d(-2), d(-5), 'query.start_date', 'La fecha inicial debe ser anterior o igual a la final.'],
      [
        today.minus({ months: 13 }).toISODate()!,
        today.minus({ months: 13 }).plus({ days: 3 }).toISODate()!,
        'query.start_date',
        'La fecha debe estar dentro de los últimos 12 meses.',
      ],
    ];
    for (const [start, end, field, message] of cases) {
      const res = await csv(stationId, start, end);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, message })]),
      );
    }
  });

  it('gives one row per day with BOM, CRLF, Spanish header and neutralised formulas', async () => {
    const start = '2026-03-01';
    const within = today.diff(DateTime.fromISO(start, { zone: TZ }), 'months').months < 12;
    const [from, to] = within ? [start, '2026-03-07'] : [d(-7), d(-1)];
    const res = await csv(stationId, from, to);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(
      `datos-estacion-reportes-${from}-${to}.csv`,
    );
    expect(res.body.startsWith('\uFEFFFecha,Estación,Precio regular')).toBe(true);
    const lines = res.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(8);
    if (within) {
      expect(lines[2]).toBe(
        '2026-03-02,Estación Reportes,22,,,22,2,2,120,210,120,30,25,3,40,1000,700,300',
      );
    }
    const other = await csv(otherId, d(-3), d(-1));
    expect(other.statusCode).toBe(200);
    expect(other.body.split('\r\n')[1]).toContain(`,"'=HYPERLINK(""x"")",`);
  });
});
