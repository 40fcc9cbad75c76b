// Where rules are evaluated: an import of the regulator's prices enqueues the price evaluation
// in its own transaction (keyed by the day, once per day however often it is imported while it
// waits), the job mechanism runs it, and the operations rules have their schedule.
import { importCreFeeds } from '@/server/modules/prices/creImport';
import { crePricesSnapshot, feedFileName, openFeedFile } from '@/server/modules/prices/creFiles';
import {
  ALERTS_OPERATIONS_QUEUE,
  ALERTS_PRICES_QUEUE,
  alertJobHandlers,
  ensureAlertsSchedule,
} from '@/server/modules/alerts';
import { startJobRunner } from '@/server/jobs/queue';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const importDay = (day: string) => {
  const file = crePricesSnapshot(`2022-01-${day}`);
  return importCreFeeds(server.db, {
    prices: { source: openFeedFile(file), name: feedFileName(file) },
    date: `2022-01-${day}`,
  });
};

const alertJobs = () =>
  server.db
    .selectFrom('jobs')
    .select(['queue', 'key', 'state', 'result'])
    .where('queue', '=', ALERTS_PRICES_QUEUE)
    .orderBy('id')
    .execute();

it('enqueues the price evaluation with each import, once per day while it waits, and runs it', async () => {
  await importDay('08');
  await importDay('08');
  await importDay('09');
  expect((await alertJobs()).map((j) => [j.key, j.state])).toEqual([
    [`${ALERTS_PRICES_QUEUE}:2022-01-08`, 'queued'],
    [`${ALERTS_PRICES_QUEUE}:2022-01-09`, 'queued'],
  ]);
  const runner = startJobRunner(server.db, {
    config: server.config,
    log: server.app.log,
    handlers: alertJobHandlers,
    pollMs: 0,
  });
  try {
    while ((await runner.tick()) > 0);
  } finally {
    await runner.stop();
  }
  const done = await alertJobs();
  expect(done.map((j) => j.state)).toEqual(['done', 'done']);
  expect(done[0]!.result).toMatchObject({ family: 'prices', opened: 0, resolved: 0 });
});

it('schedules the operations rules every 15 minutes', async () => {
  await ensureAlertsSchedule(server.db);
  const schedule = await server.db
    .selectFrom('job_schedules')
    .select(['queue', 'cadence'])
    .where('name', '=', ALERTS_OPERATIONS_QUEUE)
    .executeTakeFirstOrThrow();
  expect(schedule).toEqual({ queue: ALERTS_OPERATIONS_QUEUE, cadence: { every_minutes: 15 } });
});
