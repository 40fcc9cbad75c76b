// The server process: config -> (embedded database, first start: created, migrated, given the
// national registry and the demo by a child process, see firstStart.ts) -> database ->
// migrations -> the national registry when missing (PostgreSQL) -> listen -> the rollup backfill
// left by migration 0020, if any (in the background) -> the job runner
// (src/server/jobs: regulator feed, planner statistics on the embedded database, ...) unless
// JOBS_ENABLED=false.
// SIGINT/SIGTERM drain the node (see shutDown below): it stops listening at once, so a proxy in
// front (deploy/nginx: `proxy_next_upstream error`) sends new requests to the other nodes; the
// WebSockets are closed with 1001 (going away: the web client reconnects, through the proxy, to
// another node); the requests in flight get SHUTDOWN_GRACE_SECONDS to finish; the job runner
// stops (running jobs finish or are handed back), the database closes (PGlite's files
// are left consistent) and the process exits 0.
import type { Server, ServerResponse } from 'node:http';
import { buildApp } from './app';
import { ConfigError, configWarnings, loadConfig } from './config';
import { openPreparedDatabase } from './firstStart';
import { NewerDatabaseError } from './db/migrate';
import { SERVER_VERSION } from './version';
import { ensureNationalRegistry } from './modules/prices';
import { runRollupBackfill } from './modules/serviceFacts';
import { alignMonthlyDueDates } from './modules/compliance';
import { startJobRunner, type JobRunner } from './jobs/queue';
import { ensureSchedules, jobHandlers } from './jobs/registry';
import { startBackupControlSocket } from './backup';

const SCHEDULES_RETRY_MS = 60_000;
/** How often a draining node looks again at its requests in flight. */
const DRAIN_POLL_MS = 50;
/** Past the grace, how long the rest of the shutdown may take before the process is ended. */
const SHUTDOWN_OVERRUN_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows the HTTP requests being answered. WebSocket upgrades are not requests here (Node
 * hands them to 'upgrade'): they stay open until app.close() closes them. Once draining, every
 * answer not yet sent closes its connection after it, so a proxy's kept-alive connection
 * carries no new request to a node that is stopping.
 */
function trackRequests(server: Server) {
  const answering = new Set<ServerResponse>();
  let draining = false;
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (_request, response: ServerResponse) => {
    answering.add(response);
    if (draining) closeAfter(response);
    response.once('close', () => answering.delete(response));
  });
  return {
    active: () => answering.size,
    startDraining: () => {
      draining = true;
      answering.forEach(closeAfter);
    },
  };
}

/**
 * Stops listening, then waits (until `deadline`) for the requests in flight. A keep-alive
 * connection is closed as soon as it is idle, so a client holding one opens a new connection,
 * refused here, and its proxy retries on another node.
 */
async function drainRequests(
  server: Server,
  requests: ReturnType<typeof trackRequests>,
  deadline: number,
) {
  requests.startDraining();
  server.close();
  server.closeIdleConnections();
  while (requests.active() > 0 && Date.now() < deadline) {
    await sleep(DRAIN_POLL_MS);
    server.closeIdleConnections();
  }
  server.closeIdleConnections();
}

async function main(): Promise<void> {
  console.log(`Surtidor ${SERVER_VERSION} (Node ${process.version})`);
  const config = loadConfig();
  const { handle, applied, prepared } = await openPreparedDatabase(config);
  const app = await buildApp({ config, db: handle.db, listen: handle.listen });
  app.log.info(`Database: ${handle.description}`);
  for (const warning of configWarnings()) app.log.warn(warning);
  for (const output of prepared) app.log.info(`Prepared by a child process (cli.js):\n${output}`);
  if (applied.length > 0) app.log.info(`Migrations applied: ${applied.join(', ')}`);
  // The embedded database got it from the child process that prepared it (firstStart.ts).
  const registry = handle.kind === 'pglite' ? null : await ensureNationalRegistry(handle.db);
  if (registry?.stations) {
    app.log.info(`National CRE registry loaded: ${registry.stations.inserted} new places`);
  }
  // COMPLIANCE_MONTHLY_DUE_DAY may have changed since the months were checked.
  const realigned = await alignMonthlyDueDates(handle.db, config.complianceMonthlyDueDay);
  if (realigned > 0) app.log.info(`Compliance due dates moved to the new due day: ${realigned}`);

  let jobRunner: JobRunner | null = null;
  let closing = false;
  const requests = trackRequests(app.server);
  const activeRequests = requests.active;
  const shutDown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = config.shutdownGraceSeconds * 1000;
    const deadline = Date.now() + graceMs;
    app.log.info(
      `${signal} received: no new connections; ${activeRequests()} requests in flight get up to ${config.shutdownGraceSeconds} s`,
    );
    // Whatever hangs (a database that does not answer its close), the process ends.
    setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, graceMs + SHUTDOWN_OVERRUN_MS).unref();
    const closeHttp = async () => {
      const draining = drainRequests(app.server, requests, deadline);
      // The WebSockets (alerts badge, live video) go at once, not after the grace: their
      // clients reconnect, through the proxy, to a node that stays. The modules' preClose hooks
      // (in app.close() below) then stop the streams and give their leases up.
      for (const socket of app.websocketServer.clients) socket.close(1001, 'shutting_down');
      await draining;
      if (activeRequests() > 0) {
        app.log.warn(`${activeRequests()} requests still running after the grace; cut`);
      }
      const closed = app.close();
      const inTime = await Promise.race([
        closed.then(() => true),
        sleep(Math.max(0, deadline - Date.now())).then(() => false),
      ]);
      if (!inTime) {
        app.server.closeAllConnections();
        await closed;
      }
    };
    try {
      // Jobs and requests drain at once; the database stays open until both are done.
      await Promise.all([jobRunner?.stop(), closeHttp()]);
      await handle.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutDown('SIGINT'));
  process.once('SIGTERM', () => void shutDown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // `cli backup` asks this process for the embedded database's backup (src/server/backup).
  if (handle.kind === 'pglite') {
    await startBackupControlSocket(config, handle.db, app.log).catch((error: unknown) =>
      app.log.warn({ err: error }, 'no control socket: cli backup cannot reach this server'),
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Surtidor listo en http://localhost:${port}`);
  // Rows written before migration 0020 get their rollups in the background, in short batches
  // (writers of a station wait at most one station's batch); a restart resumes it.
  runRollupBackfill(handle.db, { log: (line) => app.log.info(line) }).catch((error: unknown) => {
    if (!closing) app.log.error({ err: error }, 'rollup backfill stopped; it resumes on restart');
  });

  if (config.jobsEnabled && !closing) {
    jobRunner = startJobRunner(handle.db, {
      config,
      log: app.log,
      handlers: jobHandlers(),
      pollMs: config.jobsPollSeconds * 1000,
      leaseMs: config.jobsLeaseSeconds * 1000,
    });
    // A database that is down now gets its schedules once it answers again.
    const setUpSchedules = () => {
      ensureSchedules(handle.db, config).catch((error: unknown) => {
        app.log.error(
          { err: error },
          'could not set up the job schedules; trying again in a minute',
        );
        if (!closing) setTimeout(setUpSchedules, SCHEDULES_RETRY_MS).unref();
      });
    };
    setUpSchedules();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if (error instanceof NewerDatabaseError) {
    console.error(error.message);
  } else {
    console.error('Surtidor could not start:', error);
  }
  process.exit(1);
});
