// The compliance API end to end: a station's SAT reports uploaded (one JSON, a zip of a month),
// the same file twice, a corrected file, every hostile file refused with its reason and nothing
// stored, access per station, a failure midway leaving nothing, and a month with one fault
// showing exactly that finding.
import JSZip from 'jszip';
import { storageFor } from '@/server/storage';
import { receiveReports } from '@/server/modules/compliance/intake';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { multipartFile } from '../../../support/xlsxFixtures';
import { monthlyReport, reportsOfDays } from '@/server/demo/satReports';

const MONTH = '2026-03';
const DAYS = 31;

let server: TestServer;
let admin: string;
let stationId: number;
let otherStationId: number;

/** Each station its own permit (permits are unique); its reports carry it. */
let permitSerial = 20000;
const permits = new Map<number, string>();

async function newStation(
  name: string,
  rfc: string | null,
  permit = `PL/${permitSerial++}/EXP/ES/2016`,
) {
  const customer = await server.db
    .insertInto('customers')
    .values({ name, legal_name: `${name} SA de CV`, rfc })
    .returning('id')
    .executeTakeFirstOrThrow();
  const station = await server.db
    .insertInto('gas_stations')
    .values({ name, permission: permit, customer_id: customer.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  permits.set(station.id, permit);
  return station.id;
}

/** The station's reports: the fixtures' with its permit. */
const own = <T extends Record<string, unknown>>(station: number, report: T): T => ({
  ...report,
  NumPermiso: permits.get(station)!,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@demo.surtidor.mx');
  stationId = await newStation('Gas Norte', 'GNO010101AB1');
  otherStationId = await newStation('Gas Sur', 'GSU020202CD2', 'CNE/PL/999/EXP/ES/2025');
}, 180_000);
afterAll(() => server.close());

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** The month's daily reports, clean: 31 days of one tank, each opening where the last closed. */
const monthDays = (station: number) =>
  reportsOfDays(`${MONTH}-01`, DAYS).map((r) => own(station, r));
const dayName = (i: number) => `D_${MONTH}-${String(i + 1).padStart(2, '0')}.json`;
const cleanMonthly = (station: number) =>
  own(
    station,
    monthlyReport({
      month: MONTH,
      received: DAYS * 6000,
      delivered: DAYS * 5000,
      closing: 20000 + DAYS * 1000,
    }),
  );

async function zipOf(
  files: [string, Buffer | string][],
  compression: 'DEFLATE' | 'STORE' = 'DEFLATE',
) {
  const zip = new JSZip();
  for (const [name, content] of files) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression });
}

async function upload(station: number, name: string, content: Buffer, token = admin, query = '') {
  const { payload, headers } = multipartFile(name, content);
  return server.inject({
    method: 'POST',
    url: `/api/compliance/stations/${station}/files${query}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

const fileCount = async (station: number) =>
  Number(
    (
      await server.db
        .selectFrom('compliance_files')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('gas_station_id', '=', station)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('hostile and foreign files are refused with their reason, and nothing is stored', () => {
  let station: number;
  beforeAll(async () => {
    station = await newStation('Gas Refusals', 'GNO010101AB1');
  });
  afterEach(async () => expect(await fileCount(station)).toBe(0));

  it('refuses a file that is not JSON', async () => {
    const res = await upload(station, 'D_2026-03-01.json', Buffer.from('{"no es": json'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'files_refused',
      files: [
        {
          name: 'D_2026-03-01.json',
          code: 'not_json',
          message: 'El archivo no es un JSON válido.',
        },
      ],
    });
  });

  it('refuses a file that is neither a .json nor a .zip', async () => {
    const res = await upload(station, 'reporte.xml', Buffer.from('<xml/>'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Solo se aceptan reportes .json o un .zip de reportes');
  });

  it('refuses a zip bomb by what its directory declares', async () => {
    // 60 MB of zeros deflate to about 60 KB: over the 20 MB an entry may be, and a ratio of 1000:1.
    const bomb = await zipOf([['D_2026-03-01.json', Buffer.alloc(60 * 1024 * 1024, 0x20)]]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(station, 'marzo.zip', bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'zip_bomb' });
  });

  it('refuses a zip inside the zip without opening it', async () => {
    const inner = await zipOf([[dayName(0), json(monthDays(station)[0])]]);
    const res = await upload(station, 'marzo.zip', await zipOf([['dentro.zip', inner]]));
    expect(res.statusCode).toBe(422);
    expect(res.json().files).toEqual([
      expect.objectContaining({ name: 'dentro.zip', code: 'nested_archive' }),
    ]);
  });

  it('refuses a file over 20 MB', async () => {
    const res = await upload(station, 'D_2026-03-01.json', Buffer.alloc(21 * 1024 * 1024, 0x20));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('El archivo supera el límite de 20 MB');
  });

  it("refuses another station's report (RFC), naming the field", async () => {
    const report = { ...monthDays(station)[0]!, RfcContribuyente: 'OTR990101XX1' };
    const res = await upload(station, dayName(0), json(report));
    expect(res.statusCode).toBe(422);
    expect(res.json().files[0]).toMatchObject({
      code: 'wrong_station',
      message: 'El reporte es del RFC OTR990101XX1 y la estación es de GNO010101AB1.',
      errors: [{ field: '$.RfcContribuyente', rule: 'station' }],
    });
  });

  it("refuses another station's report (permit)", async () => {
    const report = { ...monthDays(station)[0]!, NumPermiso: 'PL/777/EXP/ES/2016' };
    const res = await upload(station, dayName(0), json(report));
    expect(res.json().files[0]).toMatchObject({
      code: 'wrong_station',
      errors: [{ field: '$.NumPermiso' }],
    });
  });

  it('refuses a report of another permit kind and a JSON that is no report', async () => {
    const storage = JSON.parse(
      JSON.stringify(monthDays(station)[0]).replaceAll('"Expendio"', '"Almacenamiento"'),
    );
    const res = await upload(
      station,
      'marzo.zip',
      await zipOf([
        [dayName(0), json(storage)],
        ['factura.json', json({ Comprobante: { Total: 100 } })],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().files.map((f: { code: string }) => f.code)).toEqual([
      'wrong_report_type',
      'unknown_report',
    ]);
  });

  it('refuses a schema-invalid report with the JSON path of each error', async () => {
    const report = monthDays(station)[0]! as {
      Producto: { Tanque: { Existencias: Record<string, unknown> }[] }[];
    };
    delete report.Producto[0]!.Tanque[0]!.Existencias.VolumenExistencias;
    const res = await upload(station, dayName(0), json(report));
    expect(res.statusCode).toBe(422);
    const [file] = res.json().files;
    expect(file.code).toBe('schema_invalid');
    expect(file.errors).toContainEqual(
      expect.objectContaining({
        field: '$.Producto[0].Tanque[0].Existencias.VolumenExistencias',
        rule: 'required',
      }),
    );
  });

  it('refuses the whole zip when one of its reports is bad', async () => {
    const days = monthDays(station);
    const bad = { ...days[2]!, RfcContribuyente: 'OTR990101XX1' };
    const files: [string, Buffer][] = days
      .slice(0, 5)
      .map((d, i) => [dayName(i), json(i === 2 ? bad : d)]);
    const res = await upload(station, 'marzo.zip', await zipOf(files));
    expect(res.statusCode).toBe(422);
    expect(res.json().files).toEqual([
      expect.objectContaining({ name: dayName(2), code: 'wrong_station' }),
    ]);
  });
});

describe('a month received', () => {
  it('stores one daily report and shows its day complete, the days before it missing', async () => {
    const station = await newStation('Gas Uno', 'GNO010101AB1');
    const res = await upload(station, dayName(4), json(monthDays(station)[4]));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.files).toEqual([
      expect.objectContaining({
        name: dayName(4),
        status: 'stored',
        file: expect.objectContaining({
          kind: 'daily',
          day: '2026-03-05',
          month: MONTH,
          current: true,
          source: 'upload',
        }),
      }),
    ]);
    expect(body.files[0].file.received_by.id).toBeGreaterThan(0);
    const month = (
      await server.get(`/api/compliance/stations/${station}/months/${MONTH}`, admin)
    ).json();
    expect(month.days[4]).toMatchObject({ day: '2026-03-05', state: 'complete' });
    expect(month.days[0].state).toBe('missing');
    expect(month.monthly).toMatchObject({
      state: 'missing',
      due_date: '2026-05-03',
      overdue: true,
    });
  });

  it('stores a zipped month, answers the same zip again with nothing changed', async () => {
    const days = monthDays(stationId);
    const files: [string, Buffer][] = [
      ...days.map((d, i): [string, Buffer] => [dayName(i), json(d)]),
      [`M_${MONTH}.json`, json(cleanMonthly(stationId))],
    ];
    const zip = await zipOf(files);
    const res = await upload(stationId, 'marzo.zip', zip);
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toHaveLength(DAYS + 1);
    expect(res.json().files.every((f: { status: string }) => f.status === 'stored')).toBe(true);
    expect(res.json().months).toEqual([
      expect.objectContaining({
        month: MONTH,
        days_received: DAYS,
        findings: 0,
        monthly_state: 'clean',
      }),
    ]);
    const month = (
      await server.get(`/api/compliance/stations/${stationId}/months/${MONTH}`, admin)
    ).json();
    expect(month.days.map((d: { state: string }) => d.state)).toEqual(Array(DAYS).fill('complete'));
    expect(month.monthly.state).toBe('clean');

    const before = await server.db
      .selectFrom('compliance_months')
      .selectAll()
      .where('gas_station_id', '=', stationId)
      .execute();
    const again = await upload(stationId, 'marzo.zip', zip);
    expect(again.statusCode).toBe(200);
    expect(again.json().files.every((f: { status: string }) => f.status === 'unchanged')).toBe(
      true,
    );
    expect(await fileCount(stationId)).toBe(DAYS + 1);
    const after = await server.db
      .selectFrom('compliance_months')
      .selectAll()
      .where('gas_station_id', '=', stationId)
      .execute();
    expect(after).toEqual(before);
  });

  it('replaces a corrected day and says what changed', async () => {
    const corrected = monthDays(stationId)[9]! as {
      Producto: { Tanque: { Existencias: { VolumenExistencias: number } }[] }[];
    };
    corrected.Producto[0]!.Tanque[0]!.Existencias.VolumenExistencias += 300;
    const res = await upload(stationId, dayName(9), json(corrected));
    expect(res.statusCode).toBe(200);
    const [file] = res.json().files;
    expect(file.status).toBe('replaced');
    expect(file.file.changes).toEqual([
      {
        subject: 'Tanque TQS-EDS-0001 (PR07/SP16)',
        key: 'existenciaMedida',
        before: 30000,
        after: 30300,
      },
    ]);
    const list = (
      await server.get(`/api/compliance/stations/${stationId}/months/${MONTH}/files`, admin)
    ).json();
    const old = list.items.find((f: { id: number }) => f.id === file.file.replaces_id);
    expect(old).toMatchObject({ current: false, replaced_by_id: file.file.id, day: '2026-03-10' });
    // The closing now breaks the balance of the 10th and the continuity of the 11th.
    const findings = (
      await server.get(`/api/compliance/stations/${stationId}/months/${MONTH}/findings`, admin)
    ).json();
    expect(findings.items.map((f: { rule: string; day: string }) => `${f.day} ${f.rule}`)).toEqual([
      '2026-03-10 dailyBalance',
      '2026-03-11 continuity',
      // The month has findings now, and its monthly report was due on 2026-05-03.
      'null dueDate',
    ]);
    // Filters, and a finding's detail with its rule.
    const continuity = (
      await server.get(
        `/api/compliance/stations/${stationId}/months/${MONTH}/findings?rule=continuity`,
        admin,
      )
    ).json();
    expect(continuity.total).toBe(1);
    const high = (
      await server.get(
        `/api/compliance/stations/${stationId}/months/${MONTH}/findings?severity=high&day=2026-03-10`,
        admin,
      )
    ).json();
    expect(high.items.map((f: { rule: string }) => f.rule)).toEqual(['dailyBalance']);
    const detail = (
      await server.get(`/api/compliance/stations/${stationId}/findings/${high.items[0].id}`, admin)
    ).json();
    expect(detail).toMatchObject({
      rule: 'dailyBalance',
      severity: 'high',
      rule_detail: {
        threshold: 0.005,
        threshold_unit: 'share',
        source: expect.stringContaining('art. 55'),
      },
      file: { id: file.file.id, name: dayName(9) },
    });
    expect(detail.figures).toContainEqual({ key: 'existenciaMedida', value: 30300 });
    // The file itself, as it came.
    const download = await server.get(
      `/api/compliance/stations/${stationId}/files/${file.file.id}`,
      admin,
    );
    expect(download.statusCode).toBe(200);
    expect(JSON.parse(download.body)).toEqual(corrected);
  });

  it('shows exactly the one fault a month carries (a CFDI volume that does not match)', async () => {
    const station = await newStation('Gas Falla', 'GNO010101AB1');
    const days = monthDays(station);
    const day20 = JSON.stringify(days[19]).replace(
      /"VolumenDocumentado":\{"ValorNumerico":5000,/,
      '"VolumenDocumentado":{"ValorNumerico":4900,',
    );
    const files: [string, Buffer][] = [
      ...days.map((d, i): [string, Buffer] => [
        dayName(i),
        i === 19 ? Buffer.from(day20) : json(d),
      ]),
      [`M_${MONTH}.json`, json(cleanMonthly(station))],
    ];
    expect((await upload(station, 'marzo.zip', await zipOf(files))).statusCode).toBe(200);
    const findings = (
      await server.get(`/api/compliance/stations/${station}/months/${MONTH}/findings`, admin)
    ).json();
    // The one fault, and its consequence for the month: March's monthly report, due on
    // 2026-05-03, is not clean.
    expect(findings.items.map((f: { rule: string; day: string }) => `${f.day} ${f.rule}`)).toEqual([
      '2026-03-20 cfdiVolumes',
      'null dueDate',
    ]);
    expect(findings.items[0]).toMatchObject({
      day: '2026-03-20',
      rule: 'cfdiVolumes',
      subject: 'PR07/SP16',
      figures: expect.arrayContaining([{ key: 'volumenDocumentado', value: 4900 }]),
    });
    const month = (
      await server.get(`/api/compliance/stations/${station}/months/${MONTH}`, admin)
    ).json();
    expect(month.days[19].state).toBe('findings');
    expect(month.by_rule).toEqual([
      { rule: 'cfdiVolumes', count: 1 },
      { rule: 'dueDate', count: 1 },
    ]);
    expect(month.monthly.state).toBe('findings');
  });

  it('refuses, inside a zip, a report of another installation than the station holds', async () => {
    const report = { ...monthDays(stationId)[0]!, ClaveInstalacion: 'EDS-0002' };
    const res = await upload(stationId, dayName(0), json(report));
    expect(res.statusCode).toBe(422);
    expect(res.json().files[0]).toMatchObject({
      code: 'wrong_station',
      errors: [{ field: '$.ClaveInstalacion' }],
    });
  });
});

describe('access and atomicity', () => {
  it('admits administrators only, per existing station', async () => {
    const editor = await server.login('editor@demo.surtidor.mx');
    expect(
      (await server.get(`/api/compliance/stations/${stationId}/months/${MONTH}`, editor))
        .statusCode,
    ).toBe(403);
    expect(
      (await upload(stationId, dayName(0), json(monthDays(stationId)[0]), editor)).statusCode,
    ).toBe(403);
    expect(
      (await server.get(`/api/compliance/stations/999999/months/${MONTH}`, admin)).statusCode,
    ).toBe(404);
    expect(
      (await server.get(`/api/compliance/stations/${otherStationId}/findings/1`, admin)).statusCode,
    ).toBe(404);
    const stations = (await server.get(`/api/compliance/stations?month=${MONTH}`, admin)).json();
    expect(
      stations.items.find((s: { gas_station_id: number }) => s.gas_station_id === otherStationId)
        .summary,
    ).toMatchObject({
      days_received: 0,
      days_missing: DAYS,
      checked_at: null,
    });
  });

  it('leaves nothing stored when the intake fails midway', async () => {
    const station = await newStation('Gas Corte', 'GNO010101AB1');
    const zip = await zipOf(
      monthDays(station)
        .slice(0, 6)
        .map((d, i) => [dayName(i), json(d)]),
    );
    const storage = await storageFor(server.config, server.db);
    await expect(
      receiveReports(
        server.db,
        storage,
        {
          stationId: station,
          name: 'marzo.zip',
          bytes: zip,
          month: null,
          source: 'upload',
          receivedBy: null,
        },
        {
          afterReport: async (index) => {
            if (index === 3) throw new Error('corte a la mitad');
          },
        },
      ),
    ).rejects.toThrow('corte a la mitad');
    expect(await fileCount(station)).toBe(0);
    for (const table of [
      'compliance_tank_days',
      'compliance_stations',
      'compliance_findings',
    ] as const) {
      const rows = await server.db
        .selectFrom(table)
        .select('gas_station_id')
        .where('gas_station_id', '=', station)
        .execute();
      expect(rows).toEqual([]);
    }
    expect((await storage.list(`compliance/${station}/`)).objects).toEqual([]);
  });
});
