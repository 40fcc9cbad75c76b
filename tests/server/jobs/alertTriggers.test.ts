// The service rules' evaluation is enqueued as camera events arrive, at most once a minute per
// station: the first batch of a minute gets that minute's job now, later ones of the same
// minute the next minute's job (one, when that minute starts); the price import's job is keyed
// by the day.
import { ALERTS_SERVICE_QUEUE, enqueueServiceAlerts } from '@/server/jobs/alertTriggers';
import { startTestServer, type TestServer } from '../../support/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const serviceJobs = (stationId: number) =>
  s.db
    .selectFrom('jobs')
    .select(['key', 'run_at', 'state', 'payload'])
    .where('queue', '=', ALERTS_SERVICE_QUEUE)
    .where('key', 'like', `${ALERTS_SERVICE_QUEUE}:${stationId}:%`)
    .orderBy('id')
    .execute();

it('enqueues once a minute per station, the rest of the minute one job at the next', async () => {
  const station = await s.db.selectFrom('gas_stations').select('id').executeTakeFirstOrThrow();
  const at = (iso: string) => enqueueServiceAlerts(s.db, station.id, new Date(iso));
  await at('2030-03-01T10:15:05Z');
  await at('2030-03-01T10:15:20Z');
  await at('2030-03-01T10:15:59Z');
  let jobs = await serviceJobs(station.id);
  expect(jobs.map((j) => [j.key, j.run_at.toISOString()])).toEqual([
    [`${ALERTS_SERVICE_QUEUE}:${station.id}:2030-03-01T10:15`, '2030-03-01T10:15:05.000Z'],
    [`${ALERTS_SERVICE_QUEUE}:${station.id}:2030-03-01T10:16`, '2030-03-01T10:16:00.000Z'],
  ]);
  expect(jobs[0]!.payload).toEqual({ gas_station_id: station.id });

  // This minute's job ran: a batch of that minute still gets only the next minute's.
  await s.db
    .updateTable('jobs')
    .set({ state: 'done' })
    .where('key', '=', `${ALERTS_SERVICE_QUEUE}:${station.id}:2030-03-01T10:15`)
    .execute();
  await at('2030-03-01T10:15:40Z');
  jobs = await serviceJobs(station.id);
  expect(jobs).toHaveLength(2);

  // Another station is counted on its own.
  const other = await s.db
    .selectFrom('gas_stations')
    .select('id')
    .where('id', '<>', station.id)
    .executeTakeFirstOrThrow();
  await enqueueServiceAlerts(s.db, other.id, new Date('2030-03-01T10:15:41Z'));
  expect((await serviceJobs(other.id)).map((j) => j.key)).toEqual([
    `${ALERTS_SERVICE_QUEUE}:${other.id}:2030-03-01T10:15`,
  ]);
});
