// A report configuration's occurrences, fired by the job mechanism: configurations get their
// next occurrence as a schedule, a due one becomes exactly one request (keyed by its occurrence)
// with a render job, a node that was down catches up once, and two job runners polling together
// on one database never send twice. (Ported from the tests of the report tick it replaces: the
// same cases and expectations, the tick being "fire the due schedules, run the occurrence jobs".)
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { loadConfig } from '@/server/config';
import { fireDueSchedules, startJobRunner, type JobRunner } from '@/server/jobs/queue';
import {
  fireOccurrence,
  OCCURRENCE_QUEUE,
  occurrenceHandler,
} from '@/server/modules/reportRequests/occurrenceJob';
import { syncReportSchedules } from '@/server/modules/reportSchedules/configSchedules';
import type { OccurrencePayload } from '@/server/modules/reportSchedules';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { recordingLog } from '../../jobs/support';

const scheduleOf = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('job_schedules')
    .select(['next_run_at', 'last_run_at', 'cadence'])
    .where('report_configuration_id', '=', id)
    .executeTakeFirst();

/**
 * What the report tick did at `now`: the due schedules fire (the job runner's first step) and
 * their occurrence jobs run. `scheduled`: schedules fired; `requests`: requests made.
 */
async function runReportTick(db: Kysely<Database>, now: Date) {
  const scheduled = await fireDueSchedules(db, now);
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where('queue', '=', OCCURRENCE_QUEUE)
    .where('state', '=', 'queued')
    .orderBy('id')
    .execute();
  let requests = 0;
  for (const job of jobs) {
    if ((await fireOccurrence(db, job.payload as OccurrencePayload)) !== null) requests++;
    await db.updateTable('jobs').set({ state: 'done' }).where('id', '=', job.id).execute();
  }
  return { scheduled, requests };
}

async function stationWithContacts(db: Kysely<Database>) {
  const row = await db
    .selectFrom('gas_stations as s')
    .innerJoin('contacts as c', 'c.customer_id', 's.customer_id')
    .select(['s.id as stationId', 's.customer_id as customerId'])
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const contacts = await db
    .selectFrom('contacts')
    .select(['id', 'email', 'telephone', 'name'])
    .where('customer_id', '=', row.customerId)
    .orderBy('id')
    .execute();
  return { ...row, contacts };
}

async function configure(
  db: Kysely<Database>,
  values: {
    stationId?: number;
    userId?: number;
    reportType?: Database['report_configurations']['report_type'] extends infer T ? T : never;
    periodicity: 'daily' | 'weekly' | 'monthly';
    weekday?: number | null;
    dayOfMonth?: number | null;
    sendTime?: string;
    channel?: 'email' | 'whatsapp';
    nextRunAt?: Date | null;
    /** When it is saved (its first occurrence is the next after this). */
    now?: Date;
    enabled?: boolean;
    contactIds: number[];
  },
): Promise<number> {
  const reportType = (values.reportType as string | undefined) ?? 'weekly';
  // Defaults were created when the owner's configurations were first listed; use that row.
  const owner = values.stationId !== undefined ? 'gas_station_id' : 'user_id';
  const ownerId = values.stationId ?? values.userId!;
  await sql`insert into report_configurations (${sql.ref(owner)}, report_type, periodicity, weekday, day_of_month)
    values (${ownerId}, ${reportType}, 'daily', null, null)
    on conflict do nothing`.execute(db);
  const row = await db
    .updateTable('report_configurations')
    .set({
      enabled: values.enabled ?? true,
      periodicity: values.periodicity,
      weekday: values.weekday ?? (values.periodicity === 'weekly' ? 1 : null),
      day_of_month: values.dayOfMonth ?? (values.periodicity === 'monthly' ? 1 : null),
      send_time: values.sendTime ?? '07:00',
      channel: values.channel ?? 'email',
    })
    .where(owner, '=', ownerId)
    .where('report_type', '=', reportType as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('report_configuration_contacts')
    .where('report_configuration_id', '=', row.id)
    .execute();
  if (values.contactIds.length > 0) {
    await db
      .insertInto('report_configuration_contacts')
      .values(
        values.contactIds.map((contact_id) => ({ report_configuration_id: row.id, contact_id })),
      )
      .execute();
  }
  // The configuration's schedule, as saving it does; then made due when asked.
  await syncReportSchedules(db, { configurationIds: [row.id] }, values.now);
  if (values.nextRunAt) {
    await db
      .updateTable('job_schedules')
      .set({ next_run_at: values.nextRunAt })
      .where('report_configuration_id', '=', row.id)
      .execute();
  }
  return row.id;
}

describe('report occurrences', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.deleteFrom('report_requests').execute();
    await server.db.deleteFrom('jobs').where('queue', '=', 'reports-render').execute();
    await server.db.deleteFrom('jobs').where('queue', '=', OCCURRENCE_QUEUE).execute();
    await server.db.updateTable('report_configurations').set({ enabled: false }).execute();
    await server.db.deleteFrom('job_schedules').where('queue', '=', OCCURRENCE_QUEUE).execute();
  });

  it('schedules an enabled configuration at its next local occurrence, and not a disabled one', async () => {
    const { stationId, contacts } = await stationWithContacts(server.db);
    // Monday 2026-11-23 06:00 in Mexico City: today's 07:00 is still ahead.
    const now = new Date('2026-11-23T12:00:00Z');
    const on = await configure(server.db, {
      now,
      stationId,
      periodicity: 'weekly',
      weekday: 1,
      sendTime: '07:00',
      contactIds: [contacts[0]!.id],
    });
    const off = await configure(server.db, {
      stationId,
      reportType: 'monthly',
      periodicity: 'monthly',
      enabled: false,
      now,
      contactIds: [],
    });
    const outcome = await runReportTick(server.db, now);
    expect(outcome).toEqual({ scheduled: 0, requests: 0 });
    expect((await scheduleOf(server.db, on))!.next_run_at).toEqual(
      new Date('2026-11-23T13:00:00Z'),
    );
    expect((await scheduleOf(server.db, on))!.cadence).toEqual({
      weekly_at: '07:00',
      weekday: 1,
      zone: 'America/Mexico_City',
    });
    expect(await scheduleOf(server.db, off)).toBeUndefined();
  });

  it('turns a due occurrence into one request with its recipients and a render job, once', async () => {
    const { stationId, contacts } = await stationWithContacts(server.db);
    const withEmail = contacts.filter((c) => c.email);
    const id = await configure(server.db, {
      stationId,
      periodicity: 'weekly',
      weekday: 1,
      sendTime: '07:00',
      nextRunAt: new Date('2026-11-23T13:00:00Z'),
      contactIds: contacts.map((c) => c.id),
    });
    const now = new Date('2026-11-23T13:00:30Z');
    expect(await runReportTick(server.db, now)).toEqual({ scheduled: 1, requests: 1 });
    expect(await runReportTick(server.db, now)).toEqual({ scheduled: 0, requests: 0 });
    // A retried occurrence job never sends twice.
    expect(
      await fireOccurrence(server.db, {
        configuration_id: id,
        occurrence: '2026-11-23T13:00:00.000Z',
      }),
    ).toBeNull();

    const requests = await server.db.selectFrom('report_requests').selectAll().execute();
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request).toMatchObject({
      configuration_id: id,
      occurrence_key: `config:${id}:2026-11-23T13:00:00.000Z`,
      report_type: 'weekly',
      gas_station_ids: [stationId],
      start_date: '2026-11-16',
      end_date: '2026-11-22',
      channel: 'email',
      status: 'queued',
    });
    // Only the contacts reachable by e-mail.
    const deliveries = await server.db
      .selectFrom('report_deliveries')
      .select(['address', 'status'])
      .where('request_id', '=', request.id)
      .orderBy('id')
      .execute();
    expect(deliveries.map((d) => d.address)).toEqual(withEmail.map((c) => c.email));
    const jobs = await server.db
      .selectFrom('jobs')
      .select(['key', 'state'])
      .where('queue', '=', 'reports-render')
      .execute();
    expect(jobs).toEqual([{ key: `request:${request.id}`, state: 'queued' }]);
    const config = (await scheduleOf(server.db, id))!;
    expect(config.next_run_at).toEqual(new Date('2026-11-30T13:00:00Z'));
    expect(config.last_run_at).toEqual(new Date('2026-11-23T13:00:00Z'));
  });

  it('catches up once after days down, not once per missed occurrence', async () => {
    const { stationId, contacts } = await stationWithContacts(server.db);
    const id = await configure(server.db, {
      stationId,
      reportType: 'daily',
      periodicity: 'daily',
      sendTime: '08:00',
      nextRunAt: new Date('2026-11-20T14:00:00Z'),
      contactIds: [contacts[0]!.id],
    });
    const now = new Date('2026-11-23T20:00:00Z');
    expect(await runReportTick(server.db, now)).toEqual({ scheduled: 1, requests: 1 });
    const config = (await scheduleOf(server.db, id))!;
    expect(config.next_run_at).toEqual(new Date('2026-11-24T14:00:00Z'));
  });

  it("a user's configuration reports on the user's stations in one request", async () => {
    const editor = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'editor@demo.surtidor.mx')
      .executeTakeFirstOrThrow();
    const stations = await server.db
      .selectFrom('user_gas_stations')
      .select('gas_station_id')
      .where('user_id', '=', editor.id)
      .orderBy('gas_station_id')
      .execute();
    expect(stations.length).toBeGreaterThan(0);
    const { contacts } = await stationWithContacts(server.db);
    await configure(server.db, {
      userId: editor.id,
      periodicity: 'monthly',
      reportType: 'monthly',
      dayOfMonth: 1,
      nextRunAt: new Date('2026-12-01T12:00:00Z'),
      contactIds: [contacts[0]!.id],
    });
    await runReportTick(server.db, new Date('2026-12-01T12:00:05Z'));
    const request = await server.db
      .selectFrom('report_requests')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(request.gas_station_ids).toEqual(stations.map((s) => s.gas_station_id));
    expect(request.requested_by).toBe(editor.id);
    expect([request.start_date, request.end_date]).toEqual(['2026-11-01', '2026-11-30']);
  });
});

describe('two job runners polling at the same minute', () => {
  let handles: DatabaseHandle[] = [];
  let database: TestDatabase | null = null;
  const CONFIGS = 60;

  beforeAll(async () => {
    // A copy of the migrated demo template; on PostgreSQL a second pool on it is the other node.
    database = await freshTestDatabase(true);
    handles = database.url
      ? [database.handle, await openDatabase({ databaseUrl: database.url, poolSize: 4 })]
      : [database.handle, database.handle];
  }, 120_000);

  afterAll(async () => {
    // The second node's pool first: closing the copy drops its database.
    if (handles[1] && handles[1] !== database?.handle) await handles[1].close();
    await database?.close();
  });

  it(`send each of ${CONFIGS} due reports exactly once`, async () => {
    const db = handles[0]!.db;
    const { stationId, contacts } = await stationWithContacts(db);
    const due = new Date('2026-11-23T13:00:00Z');
    // Many stations' configurations due together: one per station and type.
    const stations = await db.selectFrom('gas_stations').select('id').orderBy('id').execute();
    let made = 0;
    for (const type of [
      'weekly',
      'weekly_executive',
      'weekly_analytic',
      'monthly',
      'price',
      'daily',
    ] as const) {
      for (const s of stations) {
        if (made >= CONFIGS) break;
        await configure(db, {
          stationId: s.id,
          reportType: type,
          periodicity: 'weekly',
          nextRunAt: due,
          contactIds: s.id === stationId ? [contacts[0]!.id] : [],
        });
        made++;
      }
    }
    // Each node's job runner fires the due schedules and runs the occurrence jobs it claims.
    const config = loadConfig({ NODE_ENV: 'test' });
    const runners: JobRunner[] = handles.map((handle) =>
      startJobRunner(handle.db, {
        config,
        log: recordingLog().log,
        pollMs: 0,
        concurrency: 4,
        handlers: { [OCCURRENCE_QUEUE]: occurrenceHandler },
      }),
    );
    for (let round = 0; round < 100; round++) {
      const counts = await Promise.all([...runners, ...runners].map((r) => r.tick()));
      if (counts.every((count) => count === 0)) break;
    }
    await Promise.all(runners.map((r) => r.stop()));
    const occurrences = await db
      .selectFrom('jobs')
      .select(['key', 'state'])
      .where('queue', '=', OCCURRENCE_QUEUE)
      .execute();
    expect(occurrences).toHaveLength(made);
    expect(new Set(occurrences.map((o) => o.key)).size).toBe(made);
    expect(new Set(occurrences.map((o) => o.state))).toEqual(new Set(['done']));
    const keys = await db.selectFrom('report_requests').select('occurrence_key').execute();
    expect(keys).toHaveLength(made);
    expect(new Set(keys.map((k) => k.occurrence_key)).size).toBe(made);
    const jobs = await db
      .selectFrom('jobs')
      .select('key')
      .where('queue', '=', 'reports-render')
      .execute();
    expect(jobs).toHaveLength(made);
  }, 60_000);
});
