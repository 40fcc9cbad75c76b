// A 50,000-row ticket spreadsheet through the whole path on a fresh PGlite server: upload
// (multipart), process (the import runs in the background) until the upload is processed.
// Reports the time to read the sheet alone, the import (process request to status processed,
// its own read included), the whole run and the peak RSS of this process.
// Run alone: npx ts-node --transpile-only -r tsconfig-paths/register scripts/bench/lib/ticketUploadBench.ts
// BENCH_TICKET_ROWS (50000) tunes it. Aim: well under a minute on a 2-core machine.
import '../../lib/srcAlias';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workbookBytes } from '@/lib/xlsx';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import { loadDemo } from '@/server/demo/loadDemo';
import { DEMO_PASSWORD } from '@/server/demo/demoDataSet';
import { readTicketSheet } from '@/server/modules/tickets';
import { startJobRunner, type JobRunner } from '@/server/jobs/queue';
import { jobHandlers } from '@/server/jobs/registry';

const ROWS = Number(process.env.BENCH_TICKET_ROWS ?? 50_000);
const HEADERS = [
  'Fecha',
  'Bomba',
  'Producto',
  'Litros',
  'Precio',
  'Importe',
  'Forma de pago',
  'Despachador',
];
const COLUMNS = {
  date_time: 0,
  pump: 1,
  product: 2,
  volume: 3,
  price: 4,
  amount: 5,
  payment_type: 6,
  employee: 7,
  folio: null,
};

/** Rows spread over March 2026, one a minute per pump, with serial dates as exports have. */
async function buildWorkbook(rows: number): Promise<Buffer> {
  const epoch = Date.UTC(1899, 11, 30);
  const tickets = Array.from({ length: rows }, (_, i) => {
    const at = Date.UTC(2026, 2, 1) + Math.floor(i / 8) * 60_000;
    const amount = 300 + (i % 500);
    return [
      (at - epoch) / 86_400_000,
      (i % 8) + 1,
      i % 3 === 0 ? 'Premium' : 'Magna',
      Math.round((amount / 23.5) * 1000) / 1000,
      23.5,
      amount,
      i % 2 === 0 ? 'Efectivo' : 'Tarjeta',
      `Despachador ${i % 12}`,
    ];
  });
  return Buffer.from(await workbookBytes([{ name: 'Ventas', rows: [HEADERS, ...tickets] }]));
}

function multipart(fileName: string, content: Buffer) {
  const boundary = '----surtidorbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

export async function benchTicketUpload(): Promise<{
  rows: number;
  parseSeconds: number;
  importSeconds: number;
  totalSeconds: number;
  peakRssMb: number;
}> {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 25);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-tickets-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1' };
  Object.assign(process.env, env);
  const config = loadConfig(env);
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
  const app = await buildApp({ config, db: handle.db, listen: handle.listen, logLevel: 'error' });
  let runner: JobRunner | null = null;
  try {
    await migrateToLatest(handle.db);
    await loadDemo(handle.db);
    // The import runs as a job, as in production.
    runner = startJobRunner(handle.db, {
      config,
      log: app.log,
      handlers: jobHandlers(),
      pollMs: 50,
    });
    const station = await handle.db
      .selectFrom('gas_stations')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin@demo.surtidor.mx', password: DEMO_PASSWORD },
    });
    const token = (login.json() as { token: string }).token;
    const auth = { authorization: `Bearer ${token}` };
    const file = await buildWorkbook(ROWS);

    const parseStart = process.hrtime.bigint();
    await readTicketSheet(file);
    const parseSeconds = seconds(parseStart);

    const totalStart = process.hrtime.bigint();
    const { payload, contentType } = multipart('ventas-marzo.xlsx', file);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/ticket_uploads',
      payload,
      headers: { ...auth, 'content-type': contentType },
    });
    if (uploaded.statusCode !== 201)
      throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
    const id = (uploaded.json() as { id: number }).id;
    const importStart = process.hrtime.bigint();
    const queued = await app.inject({
      method: 'POST',
      url: `/api/ticket_uploads/${id}/process`,
      payload: {
        gas_station_id: station.id,
        header_row: 1,
        header_signature: HEADERS.join('|').toLowerCase(),
        columns: COLUMNS,
      },
      headers: auth,
    });
    if (queued.statusCode !== 202) throw new Error(`process: ${queued.statusCode} ${queued.body}`);
    let upload: { status: string; error: string | null; result: { imported: number } | null };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      upload = (
        await app.inject({ method: 'GET', url: `/api/ticket_uploads/${id}`, headers: auth })
      ).json();
      if (upload.status === 'processed' || upload.status === 'failed') break;
    }
    const importSeconds = seconds(importStart);
    const totalSeconds = seconds(totalStart);
    if (upload.status !== 'processed' || upload.result?.imported !== ROWS) {
      throw new Error(
        `import ended ${upload.status}: ${upload.error ?? JSON.stringify(upload.result)}`,
      );
    }
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      rows: ROWS,
      parseSeconds: round(parseSeconds),
      importSeconds: round(importSeconds),
      totalSeconds: round(totalSeconds),
      peakRssMb: Math.round(peakRss / 1024 / 1024),
    };
  } finally {
    await runner?.stop();
    clearInterval(sampler);
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchTicketUpload()
    .then((figures) => console.log(JSON.stringify(figures)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
