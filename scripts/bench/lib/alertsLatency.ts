// The live badge's latency across nodes, on PostgreSQL: a camera posts service events that break
// its station's goal to node A (a production server running the jobs: the events enqueue the
// station's service evaluation, which opens the alert and announces it on the `alerts` channel);
// node B (another production server, no jobs) relays it to the browser signed in on it, whose
// top-bar bell re-reads its count. Measured from the camera's request to the bell showing the
// new count in Chromium (seen by polling on each animation frame, reported through playwright),
// and to the message at a Node WebSocket client on node B. Target: under 2 s. Node A's job
// runner polls every second (JOBS_POLL_SECONDS=1), the smallest setting: up to 1 s of it is
// the wait for the poll.
// Needs the build (npm run build): node B serves its web client.
// BENCH_ALERTS_LIVE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
// surtidor_bench_alerts_live) is dropped and created each run; BENCH_ALERTS_LIVE_SAMPLES (20).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { addMonths, todayIn } from '@/lib/dates/calendarDates';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { hashToken } from '../../../src/server/access/tokens';
import { hashPassword } from '../../../src/server/modules/auth';
import { ROLE } from '../../../src/server/db/schema';
import { launchBrowser } from '../../lib/browser';
import { buildDir, startServerProcess } from '../../lib/productionServer';
import { openAlertsLive } from '../../../tests/support/alertsLiveClient';
import { percentile, type BenchTable } from './benchReport';

const DATABASE_URL =
  process.env.BENCH_ALERTS_LIVE_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/surtidor_bench_alerts_live';
const SAMPLES = Number(process.env.BENCH_ALERTS_LIVE_SAMPLES ?? 20);
const PASSWORD = 'Banco#2026!';
/** The station's goal for inmediatez (seconds of wait), and what the camera reports. */
const GOAL_SECONDS = 60;
const VEHICLES = 5;
/** Between samples, so one notice's relay never overlaps the next. */
const PAUSE_MS = 200;

export async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

const summary = (label: string, values: number[]): (string | number)[] => [
  label,
  values.length,
  Math.round(percentile(values, 0.5)),
  Math.round(percentile(values, 0.95)),
  Math.round(Math.max(...values)),
];

const cameraKey = (i: number) => `bench-camera-${i}-${process.pid}`;

/** One station per sample (the service evaluation runs at most once a minute per station). */
async function seed(url: string) {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await migrateToLatest(handle.db);
    const db = handle.db;
    const customer = await db
      .insertInto('customers')
      .values({ legal_name: 'Banco de pruebas SA', name: 'Banco' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stations: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const station = await db
        .insertInto('gas_stations')
        .values({
          customer_id: customer.id,
          name: `Estación ${i + 1}`,
          permission: `PL/${9000 + i}/EXP/ES/2015`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('cameras')
        .values({
          customer_id: customer.id,
          gas_station_id: station.id,
          name: `Cámara ${i + 1}`,
          key_hash: hashToken(cameraKey(i)),
          key_last4: cameraKey(i).slice(-4),
        })
        .execute();
      stations.push(station.id);
    }
    const today = todayIn('America/Mexico_City');
    await db
      .insertInto('goals')
      .values({
        customer_id: customer.id,
        metric: 'immeadiacy',
        quantity: GOAL_SECONDS,
        start_date: addMonths(today, -1),
        end_date: addMonths(today, 1),
      })
      .execute();
    const user = await db
      .insertInto('users')
      .values({
        email: 'banco@prueba.surtidor.mx',
        username: 'banco',
        name: 'Banco',
        password_hash: await hashPassword(PASSWORD),
        user_role_id: ROLE.Editor,
        customer_id: customer.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_gas_stations')
      .values(stations.map((gas_station_id) => ({ user_id: user.id, gas_station_id })))
      .execute();
    // One rule per station: a rule's alerts are keyed by subject alone ('service:<metric>'),
    // so one rule over several stations keeps a single open alert among them.
    for (const [i, gas_station_id] of stations.entries()) {
      const rule = await db
        .insertInto('alert_rules')
        .values({
          customer_id: customer.id,
          owner_id: user.id,
          name: `Espera en pista ${i + 1}`,
          condition_kind: 'service_under_goal',
          parameters: JSON.stringify({ metric: 'inmediatez', min_vehicles: VEHICLES }),
          severity: 'critical',
          channels: sql<string[]>`array['in_app']::text[]`,
          enabled: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('alert_rule_stations')
        .values({ rule_id: rule.id, gas_station_id })
        .execute();
    }
  } finally {
    await handle.close();
  }
}

/** VEHICLES visits that each waited ten minutes for attention (the goal is one). */
function brokenGoalEvents(sample: number) {
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  return Array.from({ length: VEHICLES }, (_, v) => {
    const visit = `s${sample}-v${v}`;
    return [
      {
        id: `${visit}-a`,
        visit_id: visit,
        type: 'vehicle_arrival',
        occurred_at: at(12),
        vehicle_class: 'autos',
      },
      { id: `${visit}-s`, visit_id: visit, type: 'attention_start', occurred_at: at(2) },
      {
        id: `${visit}-e`,
        visit_id: visit,
        type: 'service_end',
        occurred_at: at(1),
        fuel: 'gasoline',
      },
    ];
  }).flat();
}

/** Camera event on node A → the bell's new count in Chromium on node B, on PostgreSQL. */
export async function alertsLatency(): Promise<BenchTable> {
  if (!fs.existsSync(path.join(buildDir, 'client/index.html'))) {
    throw new Error(`Build first: npm run build (${buildDir}/client/index.html)`);
  }
  await recreateDatabase(DATABASE_URL);
  await seed(DATABASE_URL);
  const stops: (() => Promise<unknown>)[] = [];
  try {
    // Node A runs the jobs; node B only serves (and relays what it hears on `alerts`).
    const nodeA = await startServerProcess({
      env: { DATABASE_URL, JOBS_ENABLED: 'true', JOBS_POLL_SECONDS: '1' },
    });
    stops.push(() => nodeA.stop());
    const nodeB = await startServerProcess({ env: { DATABASE_URL, JOBS_ENABLED: 'false' } });
    stops.push(() => nodeB.stop());

    const login = await fetch(`${nodeB.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'banco', password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const client = await openAlertsLive(nodeB.url, token);
    stops.push(async () => client.close());

    const browser = await launchBrowser();
    stops.push(() => browser.close());
    const page = await browser.newPage({ baseURL: nodeB.url });
    await page.goto('/login');
    await page.getByLabel('Usuario', { exact: false }).first().fill('banco');
    await page.getByLabel('Contraseña', { exact: false }).first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Alertas', exact: true }).first().waitFor();

    const badgeTimes: number[] = [];
    const nodeTimes: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const seen = client.messages.length;
      const label = `Alertas: ${i + 1} sin leer`;
      const badge = page.waitForFunction(
        (expected) => document.querySelector(`[aria-label="${expected}"]`) !== null,
        label,
        { polling: 'raf', timeout: 15_000 },
      );
      const sent = performance.now();
      const response = await fetch(`${nodeA.url}/api/service_events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-camera-key': cameraKey(i) },
        body: JSON.stringify({ events: brokenGoalEvents(i) }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`service_events answered ${response.status}`);
      await badge;
      badgeTimes.push(performance.now() - sent);
      const arrived = client.messages
        .slice(seen)
        .find(({ message }) => (message.events ?? []).some((e) => e.event === 'alert_opened'));
      if (arrived) nodeTimes.push(arrived.at - sent);
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
    const rows = [summary('Chromium on node B: the bell shows the new count', badgeTimes)];
    if (nodeTimes.length > 0)
      rows.push(summary('WebSocket client (Node) on node B: the message', nodeTimes));
    return {
      title: 'Live badge: camera event on node A → the bell in a browser on node B (PostgreSQL)',
      columns: [
        { label: 'measured at' },
        { label: 'samples', numeric: true },
        { label: 'p50 ms', numeric: true },
        { label: 'p95 ms', numeric: true },
        { label: 'max ms', numeric: true },
      ],
      rows,
      notes: [
        `From the camera's POST /api/service_events (${VEHICLES} visits waiting 10 min; goal ${GOAL_SECONDS} s)`,
        "to node A's job evaluating the station (its runner polls every 1 s), NOTIFY, node B's relay",
        'and the re-read of the count by the page. Target < 2 s.',
      ],
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}
