// The server process: config -> (embedded database, first start: created, migrated, given the
// national registry and the demo by a child process, see firstStart.ts) -> database ->
// migrations -> the national registry when missing (PostgreSQL) -> jobs (regulator
// feed; planner statistics on the embedded database) -> listen. SIGINT/SIGTERM close Fastify
// (in-flight requests finish) and then the database, so PGlite's files are left consistent.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openPreparedDatabase } from './firstStart';
import { startCreFeedJob } from './jobs/creFeedJob';
import { ensureNationalRegistry } from './modules/prices/nationalRegistry';
import { startStatisticsJob } from './jobs/statisticsJob';

async function main(): Promise<void> {
  const config = loadConfig();
  const { handle, applied, prepared } = await openPreparedDatabase(config);
  const app = await buildApp({ config, db: handle.db });
  app.log.info(`Database: ${handle.description}`);
  for (const output of prepared) app.log.info(`Prepared by a child process (cli.js):\n${output}`);
  if (applied.length > 0) app.log.info(`Migrations applied: ${applied.join(', ')}`);
  // The embedded database got it from the child process that prepared it (firstStart.ts).
  const registry = handle.kind === 'pglite' ? null : await ensureNationalRegistry(handle.db);
  if (registry?.stations) {
    app.log.info(`National CRE registry loaded: ${registry.stations.inserted} new places`);
  }

  const creFeedJob = config.creFeed ? startCreFeedJob(handle.db, config.creFeed, app.log) : null;
  const statisticsJob = handle.kind === 'pglite' ? startStatisticsJob(handle.db, app.log) : null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      creFeedJob?.stop();
      statisticsJob?.stop();
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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error('Surtidor could not start:', error);
  }
  process.exit(1);
});
