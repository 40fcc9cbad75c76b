// A report configuration drives one schedule of the job mechanism: saving it (through the API)
// creates, moves, keeps or removes the schedule; a station's zone change moves the schedules of
// the station and of its users; deleting the station or the user takes them away; across a
// clock change (America/Tijuana) the schedule keeps the local time.
import { nextRunAfter, fireDueSchedules } from '@/server/jobs/queue';
import { syncReportSchedules } from '@/server/modules/reportSchedules/configSchedules';
import { startManagementServer, stationInput, type ManagementServer } from '../managementServer';

let s: ManagementServer;
beforeAll(async () => {
  s = await startManagementServer();
});
afterAll(() => s.close());

const newStation = (overrides: Record<string, unknown> = {}) =>
  stationInput({ time_zone: 'America/Mexico_City', shifts: [], ...overrides });

const scheduleOf = (configurationId: number) =>
  s.db
    .selectFrom('job_schedules')
    .select(['name', 'queue', 'key', 'payload', 'cadence', 'next_run_at', 'per_occurrence'])
    .where('report_configuration_id', '=', configurationId)
    .executeTakeFirst();

async function stationConfigurations(stationId: number) {
  const res = await s.get(`/api/gas_stations/${stationId}/reports_configurations`, s.tokens.admin);
  expect(res.statusCode).toBe(200);
  return res.json().items as { id: number; report_type: string }[];
}

const weeklyFriday = {
  enabled: true,
  periodicity: 'weekly',
  weekday: 5,
  send_time: '07:30',
  channel: 'email',
  contact_ids: [],
};

describe('a configuration saved through the API', () => {
  it('creates its schedule, moves it with a new cadence, keeps it otherwise and removes it when disabled', async () => {
    const [weekly] = await stationConfigurations(1);
    const url = `/api/gas_station_reports_configurations/${weekly!.id}`;
    const zone = (
      await s.db
        .selectFrom('gas_stations')
        .select('time_zone')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow()
    ).time_zone;

    const before = new Date();
    const saved = await s.put(url, weeklyFriday, s.tokens.admin);
    expect(saved.statusCode).toBe(200);
    const cadence = { weekly_at: '07:30', weekday: 5, zone };
    const schedule = (await scheduleOf(weekly!.id))!;
    expect(schedule).toMatchObject({
      name: `report-configuration:${weekly!.id}`,
      queue: 'reports-occurrence',
      key: `config:${weekly!.id}`,
      payload: { configuration_id: weekly!.id },
      cadence,
      per_occurrence: true,
    });
    expect([
      nextRunAfter(cadence, before).getTime(),
      nextRunAfter(cadence, new Date()).getTime(),
    ]).toContain(schedule.next_run_at.getTime());

    // Same cadence (only the channel changes): the pending occurrence is kept.
    const marker = new Date('2031-01-03T13:30:00Z');
    await s.db
      .updateTable('job_schedules')
      .set({ next_run_at: marker })
      .where('report_configuration_id', '=', weekly!.id)
      .execute();
    await s.put(url, { ...weeklyFriday, channel: 'whatsapp' }, s.tokens.admin);
    expect((await scheduleOf(weekly!.id))!.next_run_at).toEqual(marker);

    // A new cadence moves it to its first occurrence from now.
    const daily = { ...weeklyFriday, periodicity: 'daily', weekday: null, send_time: '09:00' };
    const moved = await s.put(url, daily, s.tokens.admin);
    expect(moved.statusCode).toBe(200);
    const dailyCadence = { daily_at: '09:00', zone };
    const after = (await scheduleOf(weekly!.id))!;
    expect(after.cadence).toEqual(dailyCadence);
    expect(after.next_run_at.getTime()).toBeLessThanOrEqual(
      nextRunAfter(dailyCadence, new Date()).getTime(),
    );
    expect(after.next_run_at.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const off = await s.put(url, { ...daily, enabled: false }, s.tokens.admin);
    expect(off.statusCode).toBe(200);
    expect(await scheduleOf(weekly!.id)).toBeUndefined();
  });

  it("a user's own configuration is scheduled in the zone of the user's first station", async () => {
    const items = (await s.get('/api/user_reports_configurations', s.tokens.editor)).json()
      .items as { id: number; report_type: string }[];
    const monthly = items.find((c) => c.report_type === 'monthly')!;
    const res = await s.put(
      `/api/user_reports_configurations/${monthly.id}`,
      {
        enabled: true,
        periodicity: 'monthly',
        day_of_month: 5,
        send_time: '09:15',
        channel: 'email',
        contact_ids: [],
      },
      s.tokens.editor,
    );
    expect(res.statusCode).toBe(200);
    const first = await s.db
      .selectFrom('users as u')
      .innerJoin('user_gas_stations as ug', 'ug.user_id', 'u.id')
      .innerJoin('gas_stations as g', 'g.id', 'ug.gas_station_id')
      .select('g.time_zone')
      .where('u.email', '=', 'editor@demo.surtidor.mx')
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    expect((await scheduleOf(monthly.id))!.cadence).toEqual({
      monthly_at: '09:15',
      day_of_month: 5,
      zone: first.time_zone,
    });
  });
});

describe("a station's time zone", () => {
  it('moves the schedules of its configurations and of its users when it changes; deleting it removes them', async () => {
    const created = await s.post('/api/gas_stations', newStation(), s.tokens.admin);
    expect(created.statusCode).toBe(201);
    const stationId = created.json().id as number;
    const [weekly] = await stationConfigurations(stationId);
    await s.put(
      `/api/gas_station_reports_configurations/${weekly!.id}`,
      weeklyFriday,
      s.tokens.admin,
    );
    // A user whose only station it is: their configuration follows its zone too.
    const user = await s.db
      .insertInto('users')
      .values({
        email: 'zona@example.com',
        name: 'Zona',
        username: 'zona',
        password_hash: 'x',
        customer_id: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await s.db
      .insertInto('user_gas_stations')
      .values({ user_id: user.id, gas_station_id: stationId })
      .execute();
    const own = await s.db
      .insertInto('report_configurations')
      .values({ user_id: user.id, report_type: 'daily', periodicity: 'daily', enabled: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncReportSchedules(s.db, { configurationIds: [own.id] });
    expect((await scheduleOf(weekly!.id))!.cadence).toMatchObject({ zone: 'America/Mexico_City' });
    expect((await scheduleOf(own.id))!.cadence).toMatchObject({ zone: 'America/Mexico_City' });

    const res = await s.put(
      `/api/gas_stations/${stationId}`,
      newStation({ time_zone: 'America/Tijuana' }),
      s.tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    const cadence = { weekly_at: '07:30', weekday: 5, zone: 'America/Tijuana' };
    const moved = (await scheduleOf(weekly!.id))!;
    expect(moved.cadence).toEqual(cadence);
    // Friday 07:30 in Tijuana, the first from now.
    expect(moved.next_run_at.getTime()).toBeLessThanOrEqual(
      nextRunAfter(cadence, new Date()).getTime(),
    );
    expect(moved.next_run_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await scheduleOf(own.id))!.cadence).toEqual({
      daily_at: '08:00',
      zone: 'America/Tijuana',
    });

    const deleted = await s.delete(`/api/gas_stations/${stationId}`, s.tokens.admin);
    expect(deleted.statusCode).toBe(204);
    expect(await scheduleOf(weekly!.id)).toBeUndefined();
    // The user has no station left: Mexico City.
    expect((await scheduleOf(own.id))!.cadence).toEqual({
      daily_at: '08:00',
      zone: 'America/Mexico_City',
    });
    await s.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await scheduleOf(own.id)).toBeUndefined();
  });
});

describe('clock changes', () => {
  it('keeps the local time across spring forward and fall back (America/Tijuana)', async () => {
    const station = await s.db
      .insertInto('gas_stations')
      .values({
        customer_id: 1,
        name: 'Tijuana Centro',
        permission: 'PL/0000/TIJ/2026',
        time_zone: 'America/Tijuana',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const config = await s.db
      .insertInto('report_configurations')
      .values({
        gas_station_id: station.id,
        report_type: 'daily',
        periodicity: 'daily',
        send_time: '02:30',
        enabled: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Saved on Friday 2027-03-12 at noon in Tijuana (PST, UTC-8).
    await syncReportSchedules(
      s.db,
      { configurationIds: [config.id] },
      new Date('2027-03-12T20:00:00Z'),
    );
    const runs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const due = (await scheduleOf(config.id))!.next_run_at;
      runs.push(due.toISOString());
      await fireDueSchedules(s.db, due);
    }
    expect(runs).toEqual([
      '2027-03-13T10:30:00.000Z', // 02:30 PST
      '2027-03-14T10:30:00.000Z', // 02:30 does not exist that Sunday: 03:30 PDT
      '2027-03-15T09:30:00.000Z', // 02:30 PDT
    ]);

    await s.db
      .updateTable('report_configurations')
      .set({ send_time: '01:30' })
      .where('id', '=', config.id)
      .execute();
    await syncReportSchedules(
      s.db,
      { configurationIds: [config.id] },
      new Date('2027-11-05T20:00:00Z'),
    );
    const autumn: string[] = [];
    for (let i = 0; i < 3; i++) {
      const due = (await scheduleOf(config.id))!.next_run_at;
      autumn.push(due.toISOString());
      await fireDueSchedules(s.db, due);
    }
    expect(autumn).toEqual([
      '2027-11-06T08:30:00.000Z', // 01:30 PDT
      '2027-11-07T08:30:00.000Z', // 01:30 happens twice that Sunday: the first, PDT, only
      '2027-11-08T09:30:00.000Z', // 01:30 PST
    ]);
    // Each occurrence was enqueued once, told the instant it was due.
    const jobs = await s.db
      .selectFrom('jobs')
      .select(['key', 'payload'])
      .where('queue', '=', 'reports-occurrence')
      .where('key', 'like', `config:${config.id}:%`)
      .orderBy('id')
      .execute();
    expect(jobs.map((j) => j.key)).toEqual(
      [...runs, ...autumn].map((at) => `config:${config.id}:${at}`),
    );
    expect(jobs[1]!.payload).toEqual({ configuration_id: config.id, occurrence: runs[1] });
    await s.db.deleteFrom('jobs').where('queue', '=', 'reports-occurrence').execute();
    await s.db.deleteFrom('gas_stations').where('id', '=', station.id).execute();
  });
});

describe("a user's stations", () => {
  it("move the user's schedules to the zone of their new first station; removing the user removes them", async () => {
    const station = await s.db
      .insertInto('gas_stations')
      .values({
        customer_id: 1,
        name: 'Tijuana Otay',
        permission: 'PL/0001/TIJ/2026',
        time_zone: 'America/Tijuana',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const noFlags = { dashboard: false, files: false, vms: false, data: false, settings: false };
    const noReports = {
      weekly_executive: false,
      weekly_analytic: false,
      monthly: false,
      price: false,
      customer_behavior: false,
      traffic_sensitivity: false,
    };
    const input = (gasStationIds: number[]) => ({
      name: 'Elena Encargada',
      email: 'elena.zona@gasolineras.mx',
      telephone: null,
      user_role_id: 2,
      customer_id: 1,
      gas_station_ids: gasStationIds,
      permissions: noFlags,
      report_permissions: noReports,
      password: 'Segura#2026',
      password_confirmation: 'Segura#2026',
    });
    const created = await s.post('/api/user_profiles', input([1]), s.tokens.admin);
    expect(created.statusCode).toBe(201);
    const userId = created.json().id as number;
    // Its daily report, switched on (as Settings › Reports would).
    const daily = await s.db
      .insertInto('report_configurations')
      .values({
        user_id: userId,
        report_type: 'daily',
        periodicity: 'daily',
        send_time: '07:30',
        enabled: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncReportSchedules(s.db, { configurationIds: [daily.id] });
    const zoneOfStation1 = (
      await s.db
        .selectFrom('gas_stations')
        .select('time_zone')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow()
    ).time_zone;
    expect((await scheduleOf(daily.id))!.cadence).toEqual({
      daily_at: '07:30',
      zone: zoneOfStation1,
    });

    const moved = await s.put(`/api/users/${userId}`, input([station.id]), s.tokens.admin);
    expect(moved.statusCode).toBe(200);
    expect((await scheduleOf(daily.id))!.cadence).toEqual({
      daily_at: '07:30',
      zone: 'America/Tijuana',
    });

    expect((await s.delete(`/api/users/${userId}`, s.tokens.admin)).statusCode).toBe(204);
    expect(await scheduleOf(daily.id)).toBeUndefined();
    await s.db.deleteFrom('gas_stations').where('id', '=', station.id).execute();
  });
});
