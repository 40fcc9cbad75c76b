// Tickets arrive on schedule: with the product's job runner going, the volumetric planner's
// schedule queues the linked station and its pull brings the supplier's tickets, with nobody
// asking; a station pulled within its system's interval is not queued again.
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  fakeSystemInput,
  startFakeSupplier,
  type FakeSupplier,
} from '../../../support/fakeSupplier';
import { ensureSchedules } from '@/server/jobs/registry';

let server: TestServer;
let fake: FakeSupplier;
const STATION = 1;

beforeAll(async () => {
  [server, fake] = await Promise.all([
    startTestServer({ jobs: true, env: { CONNECTOR_ALLOW_PRIVATE_HOSTS: 'true' } }),
    startFakeSupplier({ recordsPerDay: 3 }),
  ]);
  const token = await server.login('admin@demo.surtidor.mx');
  const supplierId = (
    await server.post('/api/volumetric_suppliers', { name: 'Fake', alias: 'fake' }, token)
  ).json().id;
  const system = await server.post(
    `/api/volumetric_suppliers/${supplierId}/systems`,
    fakeSystemInput(fake.url),
    token,
  );
  await server.db
    .updateTable('gas_stations')
    .set({ volumetric_system_id: system.json().id, volumetric_station_id: 'E-7' })
    .where('id', '=', STATION)
    .execute();
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(), fake?.close()]);
});

it('pulls a linked station when the planner schedule comes due', async () => {
  await ensureSchedules(server.db, server.config);
  // Due now rather than in five minutes.
  await sql`update job_schedules set next_run_at = now() where name = 'volumetric-plan'`.execute(
    server.db,
  );
  const pullDone = () =>
    server.db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', 'volumetric-pull')
      .where('state', '=', 'done')
      .executeTakeFirst();
  for (let i = 0; i < 300 && !(await pullDone()); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const sync = await server.db
    .selectFrom('volumetric_station_syncs')
    .select('tickets_received')
    .where('gas_station_id', '=', STATION)
    .executeTakeFirst();
  // Yesterday and today, three records each.
  expect(sync?.tickets_received).toBe(6);
  const jobs = await server.db
    .selectFrom('jobs')
    .select(['queue', 'state'])
    .where('queue', 'in', ['volumetric-plan', 'volumetric-pull'])
    .orderBy('id')
    .execute();
  expect(jobs).toEqual([
    { queue: 'volumetric-plan', state: 'done' },
    { queue: 'volumetric-pull', state: 'done' },
  ]);
  // A station pulled within its system's interval is not due again.
  await sql`update job_schedules set next_run_at = now() where name = 'volumetric-plan'`.execute(
    server.db,
  );
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const plans = await server.db
      .selectFrom('jobs')
      .select('state')
      .where('queue', '=', 'volumetric-plan')
      .execute();
    if (plans.length === 2 && plans.every((p) => p.state === 'done')) break;
  }
  const pulls = await server.db
    .selectFrom('jobs')
    .select('id')
    .where('queue', '=', 'volumetric-pull')
    .execute();
  expect(pulls).toHaveLength(1);
});
