// One connector pull at supplier scale: the fake supplier answers 10,000 records for one day,
// a fresh in-memory PGlite with the demo data has one station linked to it, and one
// pullStation is timed (fetch, parse, map and validate, store in one transaction).
// Alone: `npx ts-node --transpile-only -r tsconfig-paths/register scripts/bench/lib/connectorPullBench.ts`.
import { loadConfig } from '../../../src/server/config';
import { dayIn } from '@/lib/dates/calendarDates';
import { instantAt } from '@/lib/dates/zonedTimes';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { loadDemo } from '../../../src/server/demo/loadDemo';
import {
  connectorSecretBox,
  inputToColumns,
  pullStation,
} from '../../../src/server/modules/volumetric';
import { fakeSystemInput, startFakeSupplier } from '../../../tests/support/fakeSupplier';

const RECORDS = 10_000;
const ZONE = 'America/Mexico_City';

export async function benchConnectorPull(): Promise<{
  records: number;
  seconds: number;
  peakRssMb: number;
}> {
  const fake = await startFakeSupplier({ recordsPerDay: RECORDS });
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: 'memory', poolSize: 1 });
  try {
    const db = handle.db;
    await migrateToLatest(db);
    await loadDemo(db);
    const config = loadConfig({ DEMO_DATA: 'never', CONNECTOR_ALLOW_PRIVATE_HOSTS: 'true' });
    const supplier = await db
      .insertInto('volumetric_suppliers')
      .values({ name: 'Banco de pruebas', alias: 'bench' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const box = await connectorSecretBox(config, db);
    const system = await db
      .insertInto('volumetric_systems')
      .values({
        volumetric_supplier_id: supplier.id,
        ...inputToColumns(fakeSystemInput(fake.url) as never, box),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const station = await db
      .selectFrom('gas_stations')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('gas_stations')
      .set({ volumetric_system_id: system.id, volumetric_station_id: 'BENCH-1', time_zone: ZONE })
      .where('id', '=', station.id)
      .execute();

    // A first pull takes yesterday and today: only yesterday has records, so one day is timed.
    const now = instantAt('2026-03-10', 12, 0, ZONE);
    fake.overrides.set(`BENCH-1|${dayIn(now, ZONE)}`, () => []);

    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = process.hrtime.bigint();
    const summary = await pullStation(
      {
        db,
        config,
        log: { info: () => undefined, warn: () => undefined },
        now: () => now,
      },
      station.id,
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (summary.inserted !== RECORDS)
      throw new Error(`expected ${RECORDS} tickets, stored ${summary.inserted}`);
    return {
      records: summary.records,
      seconds: Math.round(seconds * 100) / 100,
      peakRssMb: Math.round(peak / 1024 / 1024),
    };
  } finally {
    await handle.close();
    await fake.close();
  }
}

if (require.main === module) {
  benchConnectorPull().then(
    (figures) => console.log(JSON.stringify(figures)),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
