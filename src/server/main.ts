// The server process: config -> (embedded database, first start: created, migrated, given the
// national registry and the demo by a child process, see firstStart.ts) -> database ->
// migrations -> the national registry when missing (PostgreSQL) -> listen -> the rollup backfill
// left by migration 0020, if any (in the background) -> the job runner
// (src/server/jobs: regulator feed, planner statistics on the embedded database, ...) unless
// JOBS_ENABLED=false. SIGINT/SIGTERM stop the runner (running jobs finish or are handed back),
// close Fastify (in-flight requests finish) and then the database, so PGlite's files are left
// consistent.
import { buildApp } from './app';
import { ConfigError, configWarnings, loadConfig } from './config';
import { openPreparedDatabase } from './firstStart';
import { NewerDatabaseError } from './db/migrate';
import { SERVER_VERSION } from './version';
import { ensureNationalRegistry } from './modules/prices';
import { runRollupBackfill } from './modules/shared/rollups';
import { startJobRunner, type JobRunner } from './jobs/queue';
import { ensureSchedules, jobHandlers } from './jobs/registry';

const SCHEDULES_RETRY_MS = 60_000;

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

  let jobRunner: JobRunner | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await jobRunner?.stop();
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
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
