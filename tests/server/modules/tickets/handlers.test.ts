// Ticket spreadsheet uploads end to end: upload, process (the import runs in the background),
// result, skipped rows and their spreadsheet, repeats, the mapping rules and the tickets list.
import fs from 'node:fs';
import { sql } from 'kysely';
import path from 'node:path';
import { outboxDirOf } from '@/server/mail';
import { readOutbox } from '@/server/mail/outboxMailer';
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  TICKET_SHEET_COLUMNS as COLUMNS,
  multipartFile,
  notAWorkbook,
  readWorkbookRows,
  saleRow,
  ticketWorkbook,
  type FixtureCell,
  type TicketWorkbookOptions,
} from '../../../support/xlsxFixtures';

type SheetRow = FixtureCell[];
/** Dates as operators' systems write them: plain serials stay numbers. */
const sheetOf = (rows: SheetRow[], options: Omit<TicketWorkbookOptions, 'rows'> = {}) =>
  ticketWorkbook({ rows, dateColumn: false, ...options });

let server: TestServer;
let admin: string;
let stationId: number;
let customerId: number;

beforeAll(async () => {
  server = await startTestServer({ jobs: true });
  admin = await server.login('admin@demo.surtidor.mx');
  const station = await server.db
    .selectFrom('gas_stations')
    .select(['id', 'customer_id'])
    .where('time_zone', '=', 'America/Mexico_City')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  stationId = station.id;
  customerId = station.customer_id;
}, 180_000);
afterAll(() => server.close());

async function upload(file: Buffer, name = 'ventas.xlsx') {
  const { payload, headers } = multipartFile(name, file);
  return server.inject({
    method: 'POST',
    url: '/api/ticket_uploads',
    payload,
    headers: { ...headers, authorization: `Bearer ${admin}` },
  });
}

const options = (overrides: Record<string, unknown> = {}) => ({
  gas_station_id: stationId,
  header_row: 1,
  header_signature: 'fecha|bomba|producto|litros|precio|importe|forma de pago|despachador',
  columns: COLUMNS,
  ...overrides,
});

async function waitUntilDone(id: number) {
  for (let i = 0; i < 400; i++) {
    const upload = (await server.get(`/api/ticket_uploads/${id}`, admin)).json();
    if (upload.status === 'processed' || upload.status === 'failed') return upload;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${id} did not finish`);
}

/** Uploads, processes and waits: the finished upload. */
async function importRows(
  rows: SheetRow[],
  overrides: Record<string, unknown> = {},
  workbookOptions: Omit<TicketWorkbookOptions, 'rows'> = {},
) {
  return importFile(await sheetOf(rows, workbookOptions), overrides);
}

async function importFile(file: Buffer, overrides: Record<string, unknown> = {}) {
  const uploaded = await upload(file);
  expect(uploaded.statusCode).toBe(201);
  const queued = await server.post(
    `/api/ticket_uploads/${uploaded.json().id}/process`,
    options(overrides),
    admin,
  );
  expect(queued.statusCode).toBe(202);
  expect(queued.json().status).toBe('queued');
  return waitUntilDone(uploaded.json().id);
}

const ticketsOf = async (day: string) =>
  (
    await server.get(
      `/api/sales_tickets?gas_station_id=${stationId}&start_date=${day}&end_date=${day}&items=1000`,
      admin,
    )
  ).json();

describe('uploadTicketFile', () => {
  it('stores the file with its size and hash, status uploaded', async () => {
    const file = await sheetOf([saleRow(1, 0)]);
    const response = await upload(file, 'Ventas marzo.xlsx');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      file_name: 'Ventas marzo.xlsx',
      size: file.length,
      status: 'uploaded',
      gas_station_id: null,
      result: null,
    });
    const row = await server.db
      .selectFrom('ticket_uploads')
      .select(['sha256', 'storage_key'])
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.storage_key).toMatch(/^ticket-uploads\//);
  });

  it('refuses other extensions and files without the ZIP signature (415)', async () => {
    const csv = await upload(Buffer.from('Fecha,Importe\n'), 'ventas.csv');
    expect(csv.statusCode).toBe(415);
    expect(csv.json().message).toBe('Solo se aceptan archivos .xlsx');
    const fake = await upload(Buffer.from('esto no es un zip'), 'ventas.xlsx');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('El archivo no es un .xlsx válido');
    const empty = await upload(Buffer.alloc(0), 'ventas.xlsx');
    expect(empty.statusCode).toBe(415);
  });

  it('refuses a file over 20 MB (413) and keeps nothing', async () => {
    const before = await server.db
      .selectFrom('ticket_uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const big = Buffer.concat([notAWorkbook(), Buffer.alloc(20 * 1024 * 1024, 1)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El archivo supera el límite de 20 MB');
    const after = await server.db
      .selectFrom('ticket_uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a request that is not multipart (415)', async () => {
    const response = await server.post('/api/ticket_uploads', { file: 'x' }, admin);
    expect(response.statusCode).toBe(415);
  });

  it('is for administrators only (403)', async () => {
    const editor = await server.login('editor@demo.surtidor.mx');
    const { payload, headers } = multipartFile('v.xlsx', await sheetOf([saleRow(1, 0)]));
    const response = await server.inject({
      method: 'POST',
      url: '/api/ticket_uploads',
      payload,
      headers: { ...headers, authorization: `Bearer ${editor}` },
    });
    expect(response.statusCode).toBe(403);
    expect((await server.get('/api/ticket_uploads', editor)).statusCode).toBe(403);
  });
});

describe('processing', () => {
  it('imports every row, with serial, date-cell and text dates, and e-mails the result', async () => {
    const rows = [
      saleRow(3, 0),
      saleRow(3, 1, { date: 'cell' }),
      saleRow(3, 2, { date: 'text' }),
      saleRow(3, 3),
    ];
    const done = await importRows(rows);
    expect(done).toMatchObject({
      status: 'processed',
      gas_station_id: stationId,
      error: null,
      result: {
        rows_read: 4,
        imported: 4,
        updated: 0,
        duplicated: 0,
        skipped: 0,
        already_imported_at: null,
        skips: [],
      },
    });
    expect(done.processed_at).toEqual(expect.any(String));

    const list = await ticketsOf('2026-03-03');
    expect(list.totals.tickets).toBe(4);
    expect(list.items.map((t: { local_time: string }) => t.local_time).sort()).toEqual([
      '2026-03-03 08:00:00',
      '2026-03-03 08:01:00',
      '2026-03-03 08:02:00',
      '2026-03-03 08:03:00',
    ]);
    // Mexico City is UTC-6 all year since 2022.
    expect(
      list.items.find((t: { local_time: string }) => t.local_time.endsWith('08:00:00')),
    ).toMatchObject({
      sold_at: '2026-03-03T14:00:00.000Z',
      source: 'upload',
      pump: 1,
      product: 1,
      payment_type: 1,
      amount: 500,
      price: 23.5,
      employee: 'Ana López',
    });

    // The result is mailed after the import has committed (a mail failure never undoes it),
    // so it may land a moment after the status says processed.
    const subject = 'Resultado de la carga de tickets: ventas.xlsx';
    let mail: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await readOutbox(outboxDirOf(server.config))).find((m) => m.subject === subject);
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail?.to).toEqual(['admin@demo.surtidor.mx']);
    const eml = fs.readFileSync(path.join(outboxDirOf(server.config), mail!.eml), 'utf8');
    expect(eml).toContain('Tickets nuevos: 4');
    expect(eml).toContain(`${server.config.publicUrl}/tickets_upload`);
  });

  it('reads a 1904 workbook', async () => {
    const done = await importRows([saleRow(4, 10, { date1904: true })], {}, { date1904: true });
    expect(done.result).toMatchObject({ imported: 1, skipped: 0 });
    const list = await ticketsOf('2026-03-04');
    expect(list.items[0].local_time).toBe('2026-03-04 08:10:00');
  });

  it('adds nothing for the same file twice and says when it was first imported', async () => {
    // One file, byte for byte (exceljs stamps each file it writes with the time).
    const file = await sheetOf([saleRow(5, 0), saleRow(5, 1), saleRow(5, 2)]);
    const first = await importFile(file);
    expect(first.result).toMatchObject({ imported: 3, duplicated: 0 });
    const second = await importFile(file);
    expect(second.result).toMatchObject({
      rows_read: 3,
      imported: 0,
      updated: 0,
      duplicated: 3,
      already_imported_at: first.processed_at,
    });
    expect((await ticketsOf('2026-03-05')).totals.tickets).toBe(3);
  });

  it('updates a ticket whose row changed (same folio)', async () => {
    const headers = ['Folio', 'Fecha', 'Bomba', 'Producto', 'Litros', 'Importe'];
    const columns = {
      ...COLUMNS,
      folio: 0,
      date_time: 1,
      pump: 2,
      product: 3,
      volume: 4,
      amount: 5,
      price: null,
      payment_type: null,
      employee: null,
    };
    const row = (amount: number): SheetRow => [
      'F-100',
      '2026-03-06 09:00:00',
      2,
      'Diésel',
      20,
      amount,
    ];
    const first = await importRows(
      [row(480), ['F-101', '2026-03-06 09:05:00', 1, 'Magna', 10, 235]],
      { columns },
      { headers },
    );
    expect(first.result).toMatchObject({ imported: 2 });
    const second = await importRows(
      [row(490), ['F-101', '2026-03-06 09:05:00', 1, 'Magna', 10, 235]],
      { columns },
      { headers },
    );
    expect(second.result).toMatchObject({ imported: 0, updated: 1, duplicated: 1 });
    const ticket = (await ticketsOf('2026-03-06')).items.find(
      (t: { folio: string }) => t.folio === 'F-100',
    );
    expect(ticket).toMatchObject({ amount: 490, product: 3, price: 24.5, payment_type: 3 });
  });

  it('skips bad rows with Spanish reasons, listed in the downloadable errors spreadsheet', async () => {
    const rows: SheetRow[] = [
      saleRow(7, 0),
      ['ayer', 1, 'Magna', 20, 23.5, 470, 'Efectivo', 'Ana'],
      [saleRow(7, 2)[0] ?? null, 0, 'Magna', 20, 23.5, 470, 'Efectivo', 'Ana'],
      [saleRow(7, 3)[0] ?? null, 2, 'Turbosina', 20, 23.5, '-5', 'Efectivo', 'Ana'],
      [saleRow(7, 4)[0] ?? null, 2, 'Premium', 20, 23.5, '$ 1,234.50', 'Vale', 'Ana'],
      [null, null, null, null, null, null, null, null],
    ];
    const done = await importRows(rows);
    expect(done.result).toMatchObject({ rows_read: 5, imported: 2, skipped: 3 });
    expect(done.result.skips).toEqual([
      {
        row: 3,
        field: 'date_time',
        message: expect.stringContaining('no es una fecha y hora válida'),
      },
      { row: 4, field: 'pump', message: expect.stringContaining('mayor o igual a 1') },
      {
        row: 5,
        field: 'product',
        message: expect.stringContaining('Producto desconocido «Turbosina»'),
      },
      { row: 5, field: 'amount', message: 'El importe no puede ser negativo' },
    ]);
    const list = await ticketsOf('2026-03-07');
    const typed = list.items.find((t: { amount: number }) => t.amount === 1234.5);
    expect(typed).toMatchObject({ payment_type: 3, product: 2 });

    const download = await server.get(`/api/ticket_uploads/${done.id}/errors`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(download.headers['content-disposition']).toContain(`errores-${done.id}.xlsx`);
    const sheet = await readWorkbookRows(download.rawPayload);
    expect(sheet[0]).toEqual([
      'Fila',
      'Campo',
      'Motivo',
      'Fecha',
      'Bomba',
      'Producto',
      'Litros',
      'Precio',
      'Importe',
      'Forma de pago',
      'Despachador',
    ]);
    expect(sheet.slice(1).map((r) => r.slice(0, 2))).toEqual([
      [3, 'Fecha'],
      [4, 'Bomba'],
      [5, 'Producto'],
      [5, 'Importe'],
    ]);
    expect(sheet[1]![3]).toBe('ayer');
  });

  it('has no errors spreadsheet when nothing was skipped (404)', async () => {
    const done = await importRows([saleRow(8, 0)]);
    expect((await server.get(`/api/ticket_uploads/${done.id}/errors`, admin)).statusCode).toBe(404);
  });

  it('skips rows outside the date range', async () => {
    const done = await importRows([saleRow(9, 0), saleRow(10, 0), saleRow(11, 0)], {
      start_date: '2026-03-10',
      end_date: '2026-03-10',
    });
    expect(done.result).toMatchObject({ rows_read: 3, imported: 1, skipped: 2 });
    expect(done.result.skips[0].message).toContain('fuera del rango');
  });

  it('reads the header row asked for, below a title', async () => {
    const done = await importRows(
      [saleRow(12, 0)],
      { header_row: 2 },
      { titleRows: [['Reporte de ventas']] },
    );
    expect(done.result).toMatchObject({ rows_read: 1, imported: 1 });
  });

  it('fails a file that is not a workbook despite its signature, adding nothing', async () => {
    const uploaded = await upload(notAWorkbook());
    expect(uploaded.statusCode).toBe(201);
    const queued = await server.post(
      `/api/ticket_uploads/${uploaded.json().id}/process`,
      options(),
      admin,
    );
    expect(queued.statusCode).toBe(202);
    const done = await waitUntilDone(uploaded.json().id);
    expect(done).toMatchObject({ status: 'failed', result: null });
    expect(done.error).toBe('El archivo no es un .xlsx válido');
    const tickets = await server.db
      .selectFrom('sales_tickets')
      .select('id')
      .where('upload_id', '=', done.id)
      .execute();
    expect(tickets).toEqual([]);
    const mails = await readOutbox(outboxDirOf(server.config));
    expect(mails.some((m) => m.subject.includes('ventas.xlsx'))).toBe(true);
  });

  it('stores nothing when the database refuses one ticket, and fails the upload', async () => {
    // A trigger stands in for any failure halfway through the store.
    await sql`create function refuse_ticket() returns trigger language plpgsql as $$
      begin
        if new.amount = 777.77 then raise exception 'refused by the test'; end if;
        return new;
      end $$`.execute(server.db);
    await sql`create trigger refuse_ticket before insert on sales_tickets
      for each row execute function refuse_ticket()`.execute(server.db);
    try {
      const rows = Array.from({ length: 1500 }, (_, i) =>
        saleRow(16, i % 600, { amount: 100 + i }),
      );
      rows[1200] = saleRow(16, 1, { amount: 777.77 });
      const done = await importRows(rows);
      expect(done).toMatchObject({ status: 'failed', result: null });
      expect(done.error).toMatch(/intenta de nuevo/);
      const stored = await server.db
        .selectFrom('sales_tickets')
        .select('id')
        .where('upload_id', '=', done.id)
        .execute();
      expect(stored).toEqual([]);
    } finally {
      await sql`drop trigger refuse_ticket on sales_tickets`.execute(server.db);
      await sql`drop function refuse_ticket()`.execute(server.db);
    }
  });

  it('refuses to process an upload twice (409)', async () => {
    const done = await importRows([saleRow(13, 0)]);
    const again = await server.post(`/api/ticket_uploads/${done.id}/process`, options(), admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este archivo ya se está procesando o ya se procesó');
  });

  it('refuses unusable mappings and options (422) and leaves the upload as it was', async () => {
    const uploaded = (await upload(await sheetOf([saleRow(14, 0)]))).json();
    const process = (body: Record<string, unknown>) =>
      server.post(`/api/ticket_uploads/${uploaded.id}/process`, options(body), admin);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ columns: { ...COLUMNS, date_time: null } }, /fecha/],
      [{ columns: { ...COLUMNS, amount: null } }, /importe/],
      [{ columns: { ...COLUMNS, pump: null } }, /bomba/],
      [{ columns: { ...COLUMNS, product: null } }, /producto/],
      [{ columns: { ...COLUMNS, volume: null, price: null } }, /litros/],
      [{ columns: { ...COLUMNS, price: 0 } }, /columna distinta/],
      [{ gas_station_id: 999999 }, /estación/],
      [{ assigned_user_id: 999999 }, /usuario/],
      [{ start_date: '2026-03-10', end_date: '2026-03-01' }, /fecha inicial/],
    ];
    for (const [body, message] of cases) {
      const response = await process(body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 422 });
      expect(response.json().message).toMatch(message);
    }
    expect((await server.get(`/api/ticket_uploads/${uploaded.id}`, admin)).json().status).toBe(
      'uploaded',
    );
    // One fuel type for the whole file stands in for the product column.
    const ok = await process({ columns: { ...COLUMNS, product: null }, fuel_type: 'diesel' });
    expect(ok.statusCode).toBe(202);
    expect((await waitUntilDone(uploaded.id)).result).toMatchObject({ imported: 1 });
  });

  it('saves the mapping for the station customer with the header names', async () => {
    await importRows([saleRow(15, 0)], { header_signature: 'firma-guardada' });
    const response = await server.get(
      `/api/mapper?customer_id=${customerId}&header_signature=firma-guardada`,
      admin,
    );
    expect(response.json().mapping).toMatchObject({
      customer_id: customerId,
      header_row: 1,
      columns: COLUMNS,
      headers: [
        'Fecha',
        'Bomba',
        'Producto',
        'Litros',
        'Precio',
        'Importe',
        'Forma de pago',
        'Despachador',
      ],
    });
    await importRows([saleRow(15, 1)], {
      header_signature: 'firma-sin-guardar',
      save_mapping: false,
    });
    const none = await server.get(
      `/api/mapper?customer_id=${customerId}&header_signature=firma-sin-guardar`,
      admin,
    );
    expect(none.json()).toEqual({ mapping: null });
  });

  it('lists uploads newest first, by station, with the uploader name', async () => {
    const all = (await server.get('/api/ticket_uploads?items=200', admin)).json().items;
    const ids = all.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all[0].uploaded_by).toEqual(expect.any(String));
    const mine = (await server.get(`/api/ticket_uploads?gas_station_id=${stationId}`, admin)).json()
      .items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((u: { gas_station_id: number }) => u.gas_station_id === stationId)).toBe(
      true,
    );
  });
});

describe('mapper', () => {
  const input = {
    customer_id: 0,
    header_signature: 'fecha|importe',
    headers: ['Fecha', 'Importe'],
    header_row: 1,
    columns: {
      ...COLUMNS,
      pump: null,
      product: null,
      volume: null,
      price: null,
      payment_type: null,
      employee: null,
      date_time: 0,
      amount: 1,
    },
    fuel_type: 'regular',
  };

  it('round-trips a mapping and replaces it on the next save', async () => {
    const body = { ...input, customer_id: customerId };
    const empty = await server.get(
      `/api/mapper?customer_id=${customerId}&header_signature=fecha%7Cimporte`,
      admin,
    );
    expect(empty.json()).toEqual({ mapping: null });
    const saved = await server.put('/api/mapper', body, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, updated_at: expect.any(String) });
    await server.put('/api/mapper', { ...body, header_row: 3 }, admin);
    const read = await server.get(
      `/api/mapper?customer_id=${customerId}&header_signature=fecha%7Cimporte`,
      admin,
    );
    expect(read.json().mapping).toMatchObject({ header_row: 3, headers: ['Fecha', 'Importe'] });
  });

  it('needs an existing customer (404) and distinct columns (400)', async () => {
    const missing = await server.put('/api/mapper', { ...input, customer_id: 999999 }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Cliente no encontrado');
    const get = await server.get('/api/mapper?customer_id=999999&header_signature=x', admin);
    expect(get.json()).toEqual({ mapping: null });
    const same = await server.put(
      '/api/mapper',
      { ...input, customer_id: customerId, columns: { ...input.columns, amount: 0 } },
      admin,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Cada campo debe usar una columna distinta');
  });
});

describe('listSalesTickets', () => {
  it('totals the range in the station days and serves numbers as numbers', async () => {
    await importRows([
      saleRow(20, 0, { amount: 100 }),
      saleRow(21, 0, { amount: 200.5 }),
      saleRow(22, 0, { amount: 50 }),
    ]);
    const response = await server.get(
      `/api/sales_tickets?gas_station_id=${stationId}&start_date=2026-03-20&end_date=2026-03-21&items=1`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0].local_time).toBe('2026-03-21 08:00:00');
    expect(body.totals).toEqual({
      tickets: 2,
      volume: expect.any(Number),
      amount: 300.5,
    });
    const reversed = await server.get(
      `/api/sales_tickets?gas_station_id=${stationId}&start_date=2026-03-21&end_date=2026-03-20`,
      admin,
    );
    expect(reversed.statusCode).toBe(400);
  });
});
