// The report data calls on PostgreSQL with the bench:dashboard data set (seeded once; see
// dashboardDataSet.ts): the production build under autocannon load (BENCH_CONNECTIONS,
// BENCH_DURATION as for bench:dashboard), one report of each type for a station with a year of
// prices, camera events, traffic and sales. Target: p95 under 50 ms.
import { addDays, firstOfMonth, mondayOf, todayIn } from '@/lib/dates/calendarDates';
import { openDatabase } from '../../../src/server/db/database';
import { startProductionServer } from '../../lib/productionServer';
import type { BenchSection, BenchTable } from './benchReport';
import { BASE_URL, CONNECTIONS, DURATION, counts, load, login, seed } from './dashboardDataSet';

const TARGET_MS = 50;

async function busiestStation(): Promise<number> {
  const handle = await openDatabase({ databaseUrl: BASE_URL, pgliteDir: '', poolSize: 1 });
  try {
    const row = await handle.db
      .selectFrom('sales_tickets')
      .select('gas_station_id')
      .groupBy('gas_station_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return row.gas_station_id;
  } finally {
    await handle.close();
  }
}

async function run(): Promise<BenchTable> {
  await seed();
  const data = await counts();
  const station = await busiestStation();
  const server = await startProductionServer({
    DATABASE_URL: BASE_URL,
    DEMO_DATA: 'never',
    DATABASE_POOL_SIZE: '10',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  });
  try {
    const admin = await login(server.url, 'admin');
    const today = todayIn('America/Mexico_City');
    const weekEnd = addDays(mondayOf(today), -1);
    const weekStart = addDays(weekEnd, -6);
    const month = firstOfMonth(today, -1);
    const d = (day: string) => day;
    const week = `start_date=${d(weekStart)}&end_date=${d(weekEnd)}`;
    const cases: [string, string][] = [
      ['daily', `/api/reports/daily/${station}?start_date=${d(addDays(today, -1))}`],
      ['weekly', `/api/reports/weekly/${station}?${week}`],
      ['weekly executive', `/api/reports/executive/${station}?${week}`],
      ['weekly analytic', `/api/reports/analytic/${station}?${week}`],
      ['monthly', `/api/reports/monthly/${station}?start_date=${d(month)}`],
      [
        'price (30 days)',
        `/api/reports/prices_tar/${station}?start_date=${d(addDays(today, -30))}`,
      ],
      ['customer behavior (week)', `/api/reports/customer_behavior/${station}?${week}`],
      [
        'traffic sensitivity (90 days)',
        `/api/reports/traffic_sensitivity/${station}?start_date=${d(addDays(today, -90))}&end_date=${d(addDays(today, -1))}`,
      ],
      [
        'CSV range (30 days)',
        `/api/reports/range/${station}?start_date=${d(addDays(today, -30))}&end_date=${d(addDays(today, -1))}`,
      ],
    ];
    const rows: (string | number)[][] = [];
    for (const [title, path] of cases) {
      await load(title, `${server.url}${path}`, admin, 3);
      const f = await load(title, `${server.url}${path}`, admin);
      rows.push([
        title,
        Math.round(f.rps),
        f.p50,
        f.p95,
        f.p99,
        f.errors,
        f.p95 < TARGET_MS ? 'ok' : 'MISSED',
      ]);
    }
    return {
      title: `Report data calls on PostgreSQL (station ${station}; ${CONNECTIONS} connections, ${DURATION} s each)`,
      columns: [
        { label: 'report' },
        { label: 'req/s', numeric: true },
        { label: 'p50 ms', numeric: true },
        { label: 'p95 ms', numeric: true },
        { label: 'p99 ms', numeric: true },
        { label: 'errors', numeric: true },
        { label: `p95 < ${TARGET_MS} ms` },
      ],
      rows,
      notes: [`Data: ${data}.`],
    };
  } finally {
    await server.stop();
  }
}

export const reportDataSection: BenchSection = { name: 'data', run };
