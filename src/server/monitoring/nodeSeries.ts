// Series of this node read at scrape time from what it holds in memory: the queue in front of
// its database connections (PGlite's one connection, or the PostgreSQL pool) and its video
// streams. Only the database kind this node runs on has its series.
import type { Kysely } from 'kysely';
import { Counter, Gauge, type Registry } from 'prom-client';
import { databaseLoad, type DatabaseLoad } from '../db/database';
import type { Database } from '../db/schema';

/** This node's video streams now (wired by app.ts from its stream hub). */
export interface VideoLoad {
  /** Running streams by source: local (this node's ffmpeg), relay (from another node), starting. */
  streams: Record<string, number>;
  viewers: number;
}

/** A gauge whose value is read at scrape time; no sample while `read` answers null. */
function gaugeAtScrape(registry: Registry, name: string, help: string, read: () => number | null) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const value = read();
      this.reset();
      if (value !== null) this.set(value);
    },
  });
}

/** A counter mirroring a running total kept elsewhere, read at scrape time. */
function counterAtScrape(
  registry: Registry,
  name: string,
  help: string,
  read: () => number | null,
) {
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const value = read();
      this.reset();
      if (value !== null) this.inc(value);
    },
  });
}

function registerPgliteSeries(registry: Registry, load: () => DatabaseLoad | null): void {
  const pglite = () => {
    const l = load();
    return l?.kind === 'pglite' ? l : null;
  };
  gaugeAtScrape(
    registry,
    'surtidor_pglite_queue_waiting',
    'Queries or transactions of this node waiting for the embedded database (PGlite has one connection).',
    () => pglite()?.waiting ?? null,
  );
  gaugeAtScrape(
    registry,
    'surtidor_pglite_queue_oldest_wait_seconds',
    'How long the longest-waiting query of this node has waited for the embedded database so far.',
    () => {
      const l = pglite();
      return l ? l.oldestWaitMs / 1000 : null;
    },
  );
  counterAtScrape(
    registry,
    'surtidor_pglite_queue_acquired_total',
    'Times the embedded database connection was handed to a query or transaction of this node.',
    () => pglite()?.acquired ?? null,
  );
  counterAtScrape(
    registry,
    'surtidor_pglite_queue_wait_seconds_total',
    'Time the queries and transactions of this node waited for the embedded database, added up (divide its rate by the rate of surtidor_pglite_queue_acquired_total for the mean wait).',
    () => {
      const l = pglite();
      return l ? l.waitedMs / 1000 : null;
    },
  );
}

function registerPostgresSeries(registry: Registry, load: () => DatabaseLoad | null): void {
  const pool = () => {
    const l = load();
    return l?.kind === 'postgres' ? l : null;
  };
  const series: [string, string, (l: Extract<DatabaseLoad, { kind: 'postgres' }>) => number][] = [
    ['surtidor_pg_pool_connections', "Connections of this node's PostgreSQL pool.", (l) => l.total],
    ['surtidor_pg_pool_idle', "Idle connections of this node's PostgreSQL pool.", (l) => l.idle],
    [
      'surtidor_pg_pool_waiting',
      'Requests of this node waiting for a connection of its PostgreSQL pool (all in use).',
      (l) => l.waiting,
    ],
    [
      'surtidor_pg_pool_max',
      "Size limit of this node's PostgreSQL pool (DATABASE_POOL_SIZE).",
      (l) => l.max,
    ],
  ];
  for (const [name, help, pick] of series) {
    gaugeAtScrape(registry, name, help, () => {
      const l = pool();
      return l ? pick(l) : null;
    });
  }
}

export function registerNodeSeries(
  registry: Registry,
  db: Kysely<Database>,
  video: () => VideoLoad,
): void {
  const load = () => databaseLoad(db);
  const kind = load()?.kind;
  if (kind === 'pglite') registerPgliteSeries(registry, load);
  if (kind === 'postgres') registerPostgresSeries(registry, load);
  new Gauge({
    name: 'surtidor_video_streams',
    help: "Camera streams this node runs now, by source (local: this node's ffmpeg; relay: from the node that owns the camera; starting).",
    labelNames: ['source'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [source, count] of Object.entries(video().streams)) this.set({ source }, count);
    },
  });
  gaugeAtScrape(
    registry,
    'surtidor_video_viewers',
    "Viewers of this node's camera streams now (a browser, or another node relaying).",
    () => video().viewers,
  );
}
