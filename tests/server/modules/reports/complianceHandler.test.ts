// The monthly volumetric pre-audit PDF (GET /api/reports/compliance/{id}), read back with
// pdftotext: the station and month, the calendar with each day's state, every finding with its
// figures, rule, threshold and legal source, and the files received with their digests.
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { pdfInfo, pdfPages } from './render/poppler';

let server: TestServer;
let admin: string;
let stationId: number;
let stationName: string;

const MONTH = '2026-03';
const DIGEST = 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9';
const jsonb = (value: unknown) => sql<never>`(${JSON.stringify(value)}::text)::jsonb`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  const station = await server.db
    .selectFrom('gas_stations')
    .select(['id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  stationId = station.id;
  stationName = station.name;
  const file = await server.db
    .insertInto('compliance_files')
    .values({
      gas_station_id: stationId,
      kind: 'daily',
      day: '2026-03-09',
      month: `${MONTH}-01`,
      name: 'D_9B2C3E4F-2026-03-09.json',
      sha256: DIGEST,
      size: 48211,
      storage_key: 'compliance/test/D_9B2C3E4F-2026-03-09.json',
      source: 'upload',
      received_at: new Date('2026-03-10T12:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('compliance_findings')
    .values([
      {
        gas_station_id: stationId,
        month: `${MONTH}-01`,
        day: '2026-03-04',
        rule: 'coverage',
        severity: 'high',
        subject: null,
        message: 'No hay reporte diario del 2026-03-04.',
        figures: jsonb([]),
        file_id: null,
      },
      {
        gas_station_id: stationId,
        month: `${MONTH}-01`,
        day: '2026-03-09',
        rule: 'dailyBalance',
        severity: 'high',
        subject: 'TQS-TDA-0001',
        message: 'El tanque TQS-TDA-0001 cerró con 0.80 % de diferencia.',
        figures: jsonb([
          { key: 'existenciaEnLibros', value: 10000 },
          { key: 'existenciaMedida', value: 10080 },
          { key: 'porcentaje', value: 0.8 },
          { key: 'evento7', value: 'no registrado' },
        ]),
        file_id: file.id,
      },
    ])
    .execute();
  await server.db
    .insertInto('compliance_months')
    .values({
      gas_station_id: stationId,
      month: `${MONTH}-01`,
      checked_at: new Date('2026-03-10T12:00:05Z'),
      checked_on: '2026-03-10',
      days_due: 31,
      days_received: 1,
      days_with_findings: 1,
      days_missing: 30,
      findings: 2,
      high: 2,
      medium: 0,
      low: 0,
      monthly_state: 'missing',
      due_date: '2026-05-03',
    })
    .execute();
}, 120_000);

afterAll(() => server?.close());

const url = (query: string) => `/api/reports/compliance/${stationId}?${query}`;

describe('the compliance pre-audit PDF', () => {
  it('prints the month: its days, findings with figures, rule and source, and the files with digests', async () => {
    const response = await server.get(url(`month=${MONTH}`), admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `preauditoria-${stationId}-${MONTH}.pdf`,
    );
    const pdf = response.rawPayload;
    expect((await pdfInfo(pdf)).title).toBe(
      `Preauditoría de controles volumétricos · ${stationName}`,
    );
    const text = (await pdfPages(pdf)).join('\n').replace(/[ \t]+/g, ' ');
    expect(text).toContain('Preauditoría de controles volumétricos');
    expect(text).toContain(stationName);
    expect(text).toContain('1 mar 2026 – 31 mar 2026');
    // The month in figures and the monthly report's due date.
    expect(text).toContain('Días faltantes');
    expect(text).toContain(
      'El reporte mensual de marzo de 2026 no se ha recibido; vence el 3 may 2026',
    );
    // The calendar: a received day with findings, a missing one.
    expect(text).toMatch(/9 mar 2026 Con hallazgos 1/);
    expect(text).toMatch(/4 mar 2026 Faltante 1/);
    // The findings, their figures, the rule with its threshold and legal source.
    expect(text).toContain('Balance del día fuera de tolerancia');
    expect(text).toContain('TQS-TDA-0001');
    expect(text).toMatch(/Existencia medida 10,080 L/);
    expect(text).toMatch(/Diferencia \(%\) 0\.8 %/);
    expect(text).toContain('no registrado');
    expect(text).toMatch(/0\.5 % Código Fiscal de la Federación, art\. 55 fr\. VII/);
    expect(text).toContain('Reporte diario faltante o incompleto');
    // The files with their digests.
    expect(text).toContain(DIGEST);
    expect(text).toContain('D_9B2C3E4F-2026-03-09.json');
    expect(text).toMatch(/Recibido 9 mar 2026 · el 10 mar 2026, 6:00 · vigente/);
  }, 60_000);

  it('speaks English when asked', async () => {
    const response = await server.get(url(`month=${MONTH}&locale=en`), admin);
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join('\n').replace(/[ \t]+/g, ' ');
    expect(text).toContain('Volumetric controls pre-audit');
    expect(text).toMatch(/Measured stock 10,080 L/);
    expect(text).toContain('not logged');
  }, 60_000);

  it('is for administrators, of a real month and station', async () => {
    const editor = await server.login('editor');
    expect((await server.get(url(`month=${MONTH}`), editor)).statusCode).toBe(403);
    expect((await server.get(url('month=2026-13'), admin)).statusCode).toBe(400);
    expect(
      (await server.get(`/api/reports/compliance/999999?month=${MONTH}`, admin)).statusCode,
    ).toBe(404);
  }, 60_000);
});
