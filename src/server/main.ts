// The server process: config -> database -> migrations -> demo data (embedded database, first
// start) -> jobs (regulator feed; planner statistics on the embedded database) -> listen. SIGINT/SIGTERM close Fastify (in-flight requests finish) and then the
// database, so PGlite's files are left consistent.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openAndMigrate } from './bootstrap';
import { isDatabaseEmpty, loadDemo } from './demo/loadDemo';
import { startCreFeedJob } from './jobs/creFeedJob';
import { startStatisticsJob } from './jobs/statisticsJob';

async function main(): Promise<void> {
  const config = loadConfig();
  const { handle, applied } = await openAndMigrate(config);
  const app = await buildApp({ config, db: handle.db });
  app.log.info(`Database: ${handle.description}`);
  if (applied.length > 0) app.log.info(`Migrations applied: ${applied.join(', ')}`);

  if (
    handle.kind === 'pglite' &&
    config.demoData === 'auto' &&
    (await isDatabaseEmpty(handle.db))
  ) {
    const summary = await loadDemo(handle.db);
    app.log.info(
      `Demo data loaded: ${summary.stations.length} stations, ${summary.users.length} users, ` +
        `${summary.crePlaces} CRE places, ${summary.crePrices} prices`,
    );
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
