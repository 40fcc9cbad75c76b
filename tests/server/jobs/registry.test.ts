// The product's queues and schedules, and the runner's configuration.
import { ConfigError, loadConfig } from '@/server/config';
import { ensureSchedules, jobHandlers } from '@/server/jobs/registry';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(async () => {
  await server.close();
});

it('handles the regulator feed and the planner statistics', () => {
  expect(Object.keys(jobHandlers())).toEqual(
    expect.arrayContaining([
      'cre-feed',
      'planner-statistics',
      'volumetric-pull',
      'volumetric-plan',
      'tickets-import',
      'tickets-cleanup',
      'reports-occurrence',
      'reports-render',
      'reports-deliver',
      'alerts-prices',
      'alerts-operations',
      'user-welcome',
    ]),
  );
});

it('keeps the statistics schedule on the embedded database only, and refreshes them at start', async () => {
  const embedded = loadConfig({ NODE_ENV: 'test' });
  await ensureSchedules(server.db, embedded);
  const schedules = await server.db
    .selectFrom('job_schedules')
    .selectAll()
    .orderBy('name')
    .execute();
  expect(schedules.map((s) => [s.name, s.cadence])).toEqual([
    ['alerts-operations', { every_minutes: 15 }],
    ['audit-retention', { daily_at: '03:30', zone: 'UTC' }],
    ['planner-statistics', { every_minutes: 60 }],
    ['tickets-cleanup', { every_minutes: 60 }],
    ['volumetric-plan', { every_minutes: 5 }],
  ]);
  const queued = await server.db
    .selectFrom('jobs')
    .select(['queue', 'key', 'state'])
    .where('queue', '=', 'planner-statistics')
    .execute();
  expect(queued).toEqual([
    { queue: 'planner-statistics', key: 'planner-statistics', state: 'queued' },
  ]);

  await ensureSchedules(
    server.db,
    loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db.example/surtidor' }),
  );
  expect(
    await server.db.selectFrom('job_schedules').select('name').orderBy('name').execute(),
  ).toEqual([
    { name: 'alerts-operations' },
    { name: 'audit-retention' },
    { name: 'tickets-cleanup' },
    { name: 'volumetric-plan' },
  ]);
});

it('reads JOBS_ENABLED and JOBS_POLL_SECONDS', () => {
  expect(loadConfig({})).toMatchObject({ jobsEnabled: true, jobsPollSeconds: 5 });
  expect(loadConfig({ JOBS_ENABLED: 'false', JOBS_POLL_SECONDS: '30' })).toMatchObject({
    jobsEnabled: false,
    jobsPollSeconds: 30,
  });
  expect(() => loadConfig({ JOBS_ENABLED: 'quizá' })).toThrow(ConfigError);
  expect(() => loadConfig({ JOBS_POLL_SECONDS: '0' })).toThrow('JOBS_POLL_SECONDS');
});
