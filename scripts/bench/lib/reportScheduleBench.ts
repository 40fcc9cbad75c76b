// Scheduled reports at volume: 1,000 configurations (BENCH_SCHEDULE_CONFIGS) due at the same
// minute, on the embedded database with the demo (BENCH_SCHEDULE_DATABASE_URL for PostgreSQL).
// 125 stations cloned from a demo station (same regulator place and competitors, so price
// pages have real prices; no camera or sales history of their own), each with its 8 report
// types enabled, alternating e-mail and WhatsApp, two contacts each. Their schedules (rows of
// the job mechanism) fire together and their occurrence jobs make the requests (the "tick");
// the product's job runner (BENCH_SCHEDULE_CONCURRENCY, default 2 = the cores)
// renders every PDF into the files tree and delivers every copy to the outboxes. Prints the
// tick time, the total time, the slowest report (due -> last copy delivered) and throughput.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { REPORT_TYPES } from '../../../src/server/db/schema';
import { loadDemo } from '../../../src/server/demo/loadDemo';
import { fireDueSchedules, startJobRunner } from '../../../src/server/jobs/queue';
import { jobHandlers } from '../../../src/server/jobs/registry';
import { OCCURRENCE_QUEUE, occurrenceHandler } from '../../../src/server/modules/reportRequests';
import { syncReportSchedules } from '../../../src/server/modules/reportSchedules';
import { mb, percentile, type BenchSection, type BenchTable } from './benchReport';

const CONFIGS = Number(process.env.BENCH_SCHEDULE_CONFIGS ?? 1000);
const silent = (): FastifyBaseLogger => {
  const noop = () => undefined;
  const log = {
    level: 'silent',
    info: noop,
    warn: noop,
    error: noop,
    debug: noop,
    trace: noop,
    fatal: noop,
    silent: noop,
  };
  return Object.assign(log, { child: () => log }) as unknown as FastifyBaseLogger;
};
const CONCURRENCY = Number(process.env.BENCH_SCHEDULE_CONCURRENCY ?? 2);

async function run(): Promise<BenchTable> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-schedule-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_SCHEDULE_DATABASE_URL ?? '',
    JOBS_ENABLED: 'false',
  });
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(dataDir, 'db'),
    poolSize: 10,
  });
  const db = handle.db;
  try {
    await migrateToLatest(db);
    await loadDemo(db);
    const template = await db
      .selectFrom('gas_stations')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rivals = await db
      .selectFrom('gas_station_rivals')
      .selectAll()
      .where('gas_station_id', '=', template.id)
      .execute();
    const contacts = await db
      .insertInto('contacts')
      .values([
        {
          customer_id: template.customer_id,
          name: 'Bench Correo',
          email: 'bench@surtidor.mx',
          telephone: '4490000001',
        },
        {
          customer_id: template.customer_id,
          name: 'Bench Dos',
          email: 'bench2@surtidor.mx',
          telephone: '4490000002',
        },
      ])
      .returning('id')
      .execute();
    const stationCount = Math.ceil(CONFIGS / REPORT_TYPES.length);
    const due = new Date(Date.now() - 1000);
    let made = 0;
    for (let i = 0; i < stationCount; i++) {
      const station = await db
        .insertInto('gas_stations')
        .values({
          customer_id: template.customer_id,
          name: `${template.name} ${i + 1}`,
          brand: template.brand,
          permission: `PL/BENCH/${i + 1}`,
          cre_place_id: template.cre_place_id,
          address: template.address,
          city: template.city,
          state: template.state,
          latitude: template.latitude,
          longitude: template.longitude,
          bombs: template.bombs,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (rivals.length > 0) {
        await db
          .insertInto('gas_station_rivals')
          .values(
            rivals.map(({ id: _id, gas_station_id: _s, ...rival }) => ({
              ...rival,
              gas_station_id: station.id,
            })) as never,
          )
          .execute();
      }
      for (const [t, type] of REPORT_TYPES.entries()) {
        if (made >= CONFIGS) break;
        const config = await db
          .insertInto('report_configurations')
          .values({
            gas_station_id: station.id,
            report_type: type,
            enabled: true,
            periodicity: type === 'monthly' ? 'monthly' : type === 'daily' ? 'daily' : 'weekly',
            weekday: type === 'monthly' || type === 'daily' ? null : 1,
            day_of_month: type === 'monthly' ? 1 : null,
            send_time: '07:00',
            channel: (i + t) % 2 === 0 ? 'email' : 'whatsapp',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('report_configuration_contacts')
          .values(contacts.map((c) => ({ report_configuration_id: config.id, contact_id: c.id })))
          .execute();
        await syncReportSchedules(db, { configurationIds: [config.id] });
        made++;
      }
    }
    await db
      .updateTable('job_schedules')
      .set({ next_run_at: due })
      .where('queue', '=', OCCURRENCE_QUEUE)
      .execute();
    if (config.databaseUrl === null) await sql`analyze`.execute(db);

    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 100);
    const started = Date.now();
    // The schedules fire, then their occurrence jobs make the requests.
    await fireDueSchedules(db);
    const occurrences = startJobRunner(db, {
      config,
      log: silent(),
      handlers: { [OCCURRENCE_QUEUE]: occurrenceHandler },
      pollMs: 0,
      concurrency: CONCURRENCY,
    });
    while ((await occurrences.tick()) > 0);
    await occurrences.stop();
    const tick = await db
      .selectFrom('report_requests')
      .select(sql<number>`count(*)::int`.as('requests'))
      .executeTakeFirstOrThrow();
    const tickMs = Date.now() - started;
    const runner = startJobRunner(db, {
      config,
      log: silent(),
      handlers: jobHandlers(),
      pollMs: 20,
      concurrency: CONCURRENCY,
    });
    const expected = await db
      .selectFrom('report_deliveries')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    for (;;) {
      const open = await db
        .selectFrom('report_deliveries')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('status', '=', 'queued')
        .executeTakeFirstOrThrow();
      const failedRenders = await db
        .selectFrom('report_requests')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('status', '=', 'failed')
        .executeTakeFirstOrThrow();
      if (open.n === 0 || Date.now() - started > 60 * 60_000) {
        if (failedRenders.n > 0) console.warn(`${failedRenders.n} renders failed`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const totalMs = Date.now() - started;
    await runner.stop();
    clearInterval(sampler);

    const perRequest = await db
      .selectFrom('report_requests as r')
      .innerJoin('report_deliveries as d', 'd.request_id', 'r.id')
      .select([
        'r.id',
        sql<number>`extract(epoch from max(d.sent_at) - ${due.toISOString()}::timestamptz) * 1000`.as(
          'ms',
        ),
      ])
      .groupBy('r.id')
      .execute();
    const sent = await db
      .selectFrom('report_deliveries')
      .select(['channel', 'status', sql<number>`count(*)::int`.as('n')])
      .groupBy(['channel', 'status'])
      .execute();
    const latencies = perRequest.map((r) => Number(r.ms)).sort((a, b) => a - b);
    const outbox = fs
      .readdirSync(path.join(dataDir, 'outbox'))
      .filter((n) => n.endsWith('.eml')).length;
    const whatsapp = fs
      .readdirSync(path.join(dataDir, 'whatsapp-outbox'))
      .filter((n) => n.endsWith('.json')).length;
    return {
      title: `Scheduled reports: ${made} configurations due at one minute (${handle.kind}, ${CONCURRENCY} job slots)`,
      columns: [{ label: 'measure' }, { label: 'value', numeric: true }],
      rows: [
        ['requests made by the tick', tick.requests],
        ['tick time, ms', tickMs],
        ['deliveries (copies)', expected.n],
        ['mails in the outbox', outbox],
        ['WhatsApp messages in its outbox', whatsapp],
        ['total time until every copy is out, s', totalMs / 1000],
        ['reports per second', (tick.requests * 1000) / totalMs],
        ['median report, due -> last copy sent, s', percentile(latencies, 0.5) / 1000],
        ['slowest report, s', (latencies.at(-1) ?? 0) / 1000],
        ['peak RSS, MB', mb(peakRss)],
      ],
      notes: sent.map((s) => `  ${s.channel} ${s.status}: ${s.n}`),
    };
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const reportScheduleSection: BenchSection = { name: 'schedule', run };
