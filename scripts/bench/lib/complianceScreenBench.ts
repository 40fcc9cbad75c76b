// The 'screen' section of `npm run bench:compliance`: a station's month on the 'Controles
// volumétricos' screen, over HTTP as the browser asks for it (the month with its calendar, the
// findings list), with autocannon at BENCH_CONNECTIONS (default 10) for BENCH_DURATION seconds,
// on the production server (server-only build) with the demo: its two stations' month with the
// built-in faults (a missing day, a balance gap, a continuity break, an expired calibration, a
// CFDI that does not match), on PGlite and on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstOfMonth, todayIn } from '@/lib/dates/calendarDates';
import { buildServerOnly, startServerProcess } from '../../lib/productionServer';
import { freshDemoDatabase } from './benchDatabases';
import { CONNECTIONS, DURATION, load, login, type Figures } from './dashboardDataSet';

interface StationList {
  items: { gas_station_id: number; name: string; summary: { month: string; findings: number } }[];
}

/** The demo's month with findings: the compliance demo fills the month before the current one. */
async function stationWithFindings(base: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  for (const back of [1, 2]) {
    const month = firstOfMonth(todayIn(), -back).slice(0, 7);
    const list = (await (
      await fetch(`${base}/api/compliance/stations?month=${month}`, { headers })
    ).json()) as StationList;
    const station = list.items.find((item) => item.summary.findings > 0);
    if (station) return { id: station.gas_station_id, month, findings: station.summary.findings };
  }
  throw new Error('the demo has no compliance month with findings');
}

export async function screenSection(kind: 'pglite' | 'postgres'): Promise<void> {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bench-compliance-build-'));
  buildServerOnly(build);
  const database = await freshDemoDatabase(kind, build, 'compliance');
  const server = await startServerProcess({
    build,
    dataDir: database.dataDir,
    env: { JOBS_ENABLED: 'false', ...database.env },
    startTimeoutMs: 180_000,
  });
  try {
    const admin = await login(server.url, 'admin');
    const { id, month, findings } = await stationWithFindings(server.url, admin);
    const base = `${server.url}/api/compliance/stations/${id}/months/${month}`;
    const figures: Figures[] = [];
    for (const [title, url] of [
      ['month (calendar and summary)', base],
      ['findings list (first page)', `${base}/findings`],
    ]) {
      await load(title!, url!, admin, 3); // warm-up
      figures.push(await load(title!, url!, admin));
    }
    console.log(
      `screen (${kind}, demo station ${id}, ${month}: ${findings} findings; autocannon ${CONNECTIONS} connections, ${DURATION} s each):`,
    );
    for (const f of figures) {
      console.log(
        `  ${f.title.padEnd(32)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms  errors ${f.errors}`,
      );
    }
  } finally {
    await server.stop();
    await database.drop();
    fs.rmSync(build, { recursive: true, force: true });
  }
}
