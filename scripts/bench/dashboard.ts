// `npm run bench:dashboard`: the Dashboard's endpoints on PostgreSQL at production volume.
// 1. Seeds (once; kept between runs, BENCH_RESEED=1 redoes it) a database on BENCH_DATABASE_URL
//    (default postgres://postgres@127.0.0.1:5432/surtidor_bench): the demo, every station of
//    the regulator's real places file with a year of daily prices for its three fuels (about
//    14 million rows), and 50 stations with a year of camera events (about 7 million events,
//    2.3 million visits) and their monthly rollups; for the reports, the same stations' year
//    of camera traffic (entries as many as visits, three passes per entry: about 9 million
//    events, and their daily counts) and sales tickets (one per entry, 2.3 million). Synthetic
//    prices, events and tickets, generated in SQL with a fixed seed: the volume is what
//    matters here.
// 2. Starts the production build on that database and loads each endpoint with autocannon
//    (BENCH_CONNECTIONS, default 10, for BENCH_DURATION seconds, default 20), beside the
//    trivial GET /api/health of the same server, and prints p50/p95/p99 and requests/second.
// Targets (2 cores, 10 connections): daily p95 < 15 ms, monthly < 30 ms, a service metric < 50 ms.
// Needs `npm run build` first (BUILD_DIR honoured).
import { startProductionServer } from '../lib/productionServer';
import { firstOfMonth } from '@/lib/dates/calendarDates';
import {
  BASE_URL,
  CONNECTIONS,
  DURATION,
  counts,
  load,
  login,
  seed,
  today,
  yearEnd,
} from './lib/dashboardDataSet';

async function main(): Promise<void> {
  await seed();
  console.log(`Data: ${await counts()}.`);
  const server = await startProductionServer({
    DATABASE_URL: BASE_URL,
    DEMO_DATA: 'never',
    DATABASE_POOL_SIZE: '10',
    LOG_LEVEL: 'warn',
  });
  try {
    const editor = await login(server.url, 'editor');
    const admin = await login(server.url, 'admin');
    const month = firstOfMonth(today);
    const cases: [string, string, string | null, number | null][] = [
      ['GET /api/health (trivial)', '/api/health', null, null],
      [
        'daily fuel price (station 1, 4 rivals)',
        '/api/v2/reports/daily/fuel_price?gas_station_id=1',
        editor,
        15,
      ],
      [
        'monthly fuel prices (one month)',
        `/api/v2/reports/monthly/fuel_prices?gas_station_id=1&start_date=${month}&end_date=${yearEnd}`,
        editor,
        30,
      ],
      [
        'service metric inmediatez (50 stations)',
        `/api/v2/dashboard/service_metrics/inmediatez?date=${month}`,
        admin,
        50,
      ],
      [
        'service metric atencion_oportuna (50 st.)',
        `/api/v2/dashboard/service_metrics/atencion_oportuna?date=${month}`,
        admin,
        50,
      ],
      [
        'agency overview (5 stations, month)',
        `/api/agency/dashboards/?start_date=${month}`,
        editor,
        null,
      ],
    ];
    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per endpoint (after a 3 s warm-up)\n`,
    );
    console.log(
      `${'endpoint'.padEnd(44)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}  target p95`,
    );
    for (const [title, pathName, token, target] of cases) {
      await load(title, `${server.url}${pathName}`, token, 3);
      const f = await load(title, `${server.url}${pathName}`, token);
      const verdict =
        target === null ? '' : f.p95 < target ? `< ${target} ms ok` : `< ${target} ms MISSED`;
      const ms = (value: number) => value.toFixed(1).padStart(8);
      console.log(
        `${f.title.padEnd(44)}${f.rps.toFixed(0).padStart(8)}${ms(f.p50)}${ms(f.p95)}${ms(f.p99)}${String(f.errors).padStart(8)}  ${verdict}`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
