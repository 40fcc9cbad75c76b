// Wires the monitoring into one app: the request-duration hook and this app's registry (its
// database's and its node's series), scraped together with the process's by GET /api/monitoring/metrics.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Registry } from 'prom-client';
import type { Database } from '../db/schema';
import { registerDatabaseSeries, type OutboxQueues } from './databaseSeries';
import { registerNodeSeries, type VideoLoad } from './nodeSeries';
import { httpRequestDuration, processRegistry, startDefaultMetrics } from './processSeries';

export interface MonitoringOptions {
  db: Kysely<Database>;
  outboxQueues: OutboxQueues;
  video: () => VideoLoad;
  /** How long one read of the database's series serves the scrapes that follow (default 10 s). */
  databaseSeriesTtlMs?: number;
}

export interface Monitoring {
  /** Every series, in the Prometheus text format. */
  scrape(): Promise<string>;
  contentType: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (src/server/monitoring), read by GET /api/monitoring/metrics. */
    monitoring: Monitoring;
  }
}

/** The route's template, never the raw URL (ids and query strings would explode the series). */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

export function registerMonitoring(app: FastifyInstance, options: MonitoringOptions): void {
  startDefaultMetrics();
  const registry = new Registry();
  registerNodeSeries(registry, options.db, options.video);
  registerDatabaseSeries(registry, {
    db: options.db,
    outboxQueues: options.outboxQueues,
    ttlMs: options.databaseSeriesTtlMs ?? 10_000,
    waitMs: 2_000,
    onError: (error) => app.log.warn({ err: error }, 'metrics: the database series were not read'),
  });
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: routeLabel(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.decorate('monitoring', {
    scrape: async () => (await processRegistry.metrics()) + (await registry.metrics()),
    contentType: processRegistry.contentType,
  });
}
