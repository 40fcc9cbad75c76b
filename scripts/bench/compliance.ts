// `npm run bench:compliance`: figures for the volumetric compliance pre-audit.
// - station: a station's month of daily reports with 6 tanks and 24 hoses plus its monthly
//   report (32 files, zipped as an operator uploads them) validated against the SAT's schemas,
//   stored with their facts and checked, on PGlite (a fresh folder on disk) and PostgreSQL.
// - chain: a 300-station chain's month on PostgreSQL, one station's zip built, received and
//   dropped at a time (never all held), with the peak RSS.
// - findings: a station's month of findings (a read of the findings list's queries) at 10
//   connections on PostgreSQL, p50/p95.
// - screen: the same screen over HTTP on the production server with the demo's faulty month,
//   both databases (lib/complianceScreenBench.ts).
// Reports are built by the demo's stationMonthReports (src/server/demo/satReports.ts), each hose
// delivering 1,250 L a day. PostgreSQL: BENCH_COMPLIANCE_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/surtidor_bench_compliance, dropped and created each run).
// BENCH_STATIONS (default 300) sizes the chain; BENCH_SECTIONS=station,chain,findings,screen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { createStorage } from '../../src/server/storage';
import { listFindings, receiveReports, satReportErrors } from '../../src/server/modules/compliance';
import { daysThrough } from '../../src/lib/dates/calendarDates';
import { stationMonthReports, type StationIdentity } from '../../src/server/demo/satReports';
import { screenSection } from './lib/complianceScreenBench';

const POSTGRES_URL =
  process.env.BENCH_COMPLIANCE_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/surtidor_bench_compliance';
const SECTIONS = (process.env.BENCH_SECTIONS ?? 'station,chain,findings,screen').split(',');
const STATIONS = Number(process.env.BENCH_STATIONS ?? 300);
const MONTH = '2026-03';
const DAYS = 31;
const TODAY = '2026-11-29';
const TANKS = 6;
const HOSES_PER_TANK = 4;
/** Litres each hose delivers a day: a tank's day is its hoses' litres. */
const LITRES_PER_HOSE = 1250;
const MONTH_DAYS = daysThrough(`${MONTH}-01`, `${MONTH}-${DAYS}`);
/** Litres sold per `day|product`: the fuel's tanks (the three fuels in turn) times their hoses. */
const SOLD = new Map(
  MONTH_DAYS.flatMap((day) =>
    [1, 2, 3].map((product) => {
      const tanks = Math.ceil((TANKS - (product - 1)) / 3);
      return [`${day}|${product}`, tanks * HOSES_PER_TANK * LITRES_PER_HOSE] as const;
    }),
  ),
);

async function freshPostgres(): Promise<DatabaseHandle> {
  const url = new URL(POSTGRES_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: POSTGRES_URL.replace(`/${name}`, '/postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: POSTGRES_URL, pgliteDir: '' });
  await migrateToLatest(handle.db);
  return handle;
}

async function freshPglite(dir: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: dir });
  await migrateToLatest(handle.db);
  return handle;
}

/** `count` stations of one customer, each with its own permit; their ids and report identities. */
async function createStations(db: Kysely<Database>, count: number) {
  const customer = await db
    .insertInto('customers')
    .values({ name: 'Cadena bench', legal_name: 'Cadena bench SA de CV', rfc: 'CBE010101AB1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const out: { id: number; ids: StationIdentity }[] = [];
  for (let i = 0; i < count; i++) {
    const permit = `PL/${90000 + i}/EXP/ES/2016`;
    const row = await db
      .insertInto('gas_stations')
      .values({ name: `Estación ${i + 1}`, permission: permit, customer_id: customer.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push({
      id: row.id,
      ids: {
        rfc: 'CBE010101AB1',
        permit,
        installationKey: `EDS-${String(i + 1).padStart(4, '0')}`,
        description: 'Estación de servicio',
      },
    });
  }
  return out;
}

/** A station's clean month zipped as an operator uploads it: 31 `D_` files and the `M_` one. */
async function monthZip(identity: StationIdentity): Promise<Buffer> {
  const reports = stationMonthReports({
    identity,
    month: MONTH,
    days: MONTH_DAYS,
    sold: SOLD,
    tanks: TANKS,
    hosesPerTank: HOSES_PER_TANK,
  });
  const zip = new JSZip();
  for (const r of [...reports.daily, reports.monthly]) zip.file(r.name, JSON.stringify(r.json));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

async function receive(
  db: Kysely<Database>,
  storage: ReturnType<typeof createStorage>,
  station: { id: number; ids: StationIdentity },
  zip: Buffer,
) {
  const result = await receiveReports(
    db,
    storage,
    {
      stationId: station.id,
      name: 'marzo.zip',
      bytes: zip,
      month: null,
      source: 'upload',
      receivedBy: null,
    },
    { today: TODAY },
  );
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refused.slice(0, 2))}`);
  return result;
}

async function stationSection(kind: 'pglite' | 'postgres') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-compliance-'));
  const handle =
    kind === 'pglite' ? await freshPglite(path.join(dir, 'pglite')) : await freshPostgres();
  const storage = createStorage(
    { driver: 'local', dir: path.join(dir, 'storage') },
    'bench-secret',
  );
  try {
    const [station] = await createStations(handle.db, 1);
    const zip = await monthZip(station!.ids);
    const compileStart = process.hrtime.bigint();
    satReportErrors('daily', {});
    const compile = ms(compileStart);
    const start = process.hrtime.bigint();
    const result = await receive(handle.db, storage, station!, zip);
    const first = ms(start);
    const againStart = process.hrtime.bigint();
    await receive(handle.db, storage, station!, zip);
    const again = ms(againStart);
    console.log(
      `station month (${kind}): ${result.files.length} files, zip ${(zip.length / 1024).toFixed(0)} KB, ` +
        `${result.months[0]!.findings} findings: ${first.toFixed(0)} ms received+stored+checked ` +
        `(schemas compiled once per process before: ${compile.toFixed(0)} ms); the same zip again ${again.toFixed(0)} ms`,
    );
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function chainSection(handle: DatabaseHandle, storage: ReturnType<typeof createStorage>) {
  const stations = await createStations(handle.db, STATIONS);
  let peak = process.memoryUsage().rss;
  // Flat memory: the peak over the first tenth of the chain against the peak over the rest.
  let firstTenthPeak = 0;
  const start = process.hrtime.bigint();
  const each: number[] = [];
  for (const [index, station] of stations.entries()) {
    const zip = await monthZip(station.ids);
    const t = process.hrtime.bigint();
    await receive(handle.db, storage, station, zip);
    each.push(ms(t));
    peak = Math.max(peak, process.memoryUsage().rss);
    if (index + 1 === Math.ceil(stations.length / 10)) firstTenthPeak = peak;
  }
  const total = ms(start) / 1000;
  each.sort((a, b) => a - b);
  console.log(
    `chain month (postgres): ${STATIONS} stations × 32 files in ${total.toFixed(1)} s ` +
      `(reports built in the same process), per station p50 ${each[Math.floor(each.length / 2)]!.toFixed(0)} ms, ` +
      `p95 ${each[Math.floor(each.length * 0.95)]!.toFixed(0)} ms; peak RSS ${(firstTenthPeak / 1024 / 1024).toFixed(0)} MB after the first tenth, ${(peak / 1024 / 1024).toFixed(0)} MB at the end`,
  );
  return stations;
}

async function findingsSection(handle: DatabaseHandle, stations: { id: number }[]) {
  // A month with findings to list: the first station's reports read against tickets it lacks
  // are clean, so its month is checked with a later 'today' than its due date: the due finding
  // plus its days; the list reads whatever is stored, as the screen does.
  const station = stations[0]!;
  const durations: number[] = [];
  const rounds = 50;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = 0; i < rounds; i++) {
        const t = process.hrtime.bigint();
        await listFindings(handle.db, station.id, MONTH, { items: 100, offset: 0 });
        durations.push(ms(t));
      }
    }),
  );
  durations.sort((a, b) => a - b);
  console.log(
    `findings list (postgres, 10 connections, ${durations.length} reads): p50 ${durations[Math.floor(durations.length / 2)]!.toFixed(1)} ms, ` +
      `p95 ${durations[Math.floor(durations.length * 0.95)]!.toFixed(1)} ms`,
  );
}

async function main() {
  if (SECTIONS.includes('station')) {
    await stationSection('pglite');
    await stationSection('postgres');
  }
  if (SECTIONS.includes('chain') || SECTIONS.includes('findings')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-compliance-'));
    const handle = await freshPostgres();
    const storage = createStorage({ driver: 'local', dir }, 'bench-secret');
    try {
      const stations = SECTIONS.includes('chain')
        ? await chainSection(handle, storage)
        : await createStations(handle.db, 1);
      if (SECTIONS.includes('findings')) await findingsSection(handle, stations);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (SECTIONS.includes('screen')) {
    await screenSection('pglite');
    await screenSection('postgres');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
