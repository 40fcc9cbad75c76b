// The alert notices' store: a rule's subscription row only for a viewer who sees the rule (every
// station of its scope, a kind their flags show), with the rule's channels and the user's own
// choice (null until they choose); a subscription saved once per rule and user, rewritten, and
// forgotten; notification settings read back (the defaults until saved), saved again over the
// first, and the digest's schedule made, moved to the new time and removed with them.
import type { Kysely } from 'kysely';
import type { AlertRuleInput } from '@/api/generated/alerts.gen';
import type { Database } from '@/server/db/schema';
import {
  DEFAULT_SETTINGS,
  forgetSubscription,
  readSettings,
  saveSettings,
  saveSubscription,
  subscriptionRow,
} from '@/server/modules/alerts/noticeStore';
import { insertRule } from '@/server/modules/alerts/ruleStore';
import type { Viewer } from '@/server/modules/alerts/visibility';
import { freshTestDatabase, type TestDatabase } from '../../../support/databaseTemplates';

let database: TestDatabase;
let db: Kysely<Database>;
let customer: number;
let owner: number;
let follower: number;
let alfa: number;
let beta: number;
let rule: number;

const input = (stations: number[], overrides: Partial<AlertRuleInput> = {}): AlertRuleInput => ({
  name: 'Movimiento',
  gas_station_ids: stations,
  condition: { kind: 'competitor_move', fuels: ['regular'], min_change: 0.3 },
  severity: 'warning',
  channels: ['in_app', 'email'],
  enabled: true,
  ...overrides,
});
const viewer = (
  userId: number,
  stationIds: number[] | null,
  kinds: Viewer['kinds'] = null,
): Viewer => ({ userId, stationIds, kinds });

const user = async (name: string) =>
  (
    await db
      .insertInto('users')
      .values({
        customer_id: customer,
        name,
        username: name.toLowerCase(),
        email: `${name.toLowerCase()}@avisos.mx`,
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const digestSchedule = (userId: number) =>
  db
    .selectFrom('job_schedules')
    .select(['queue', 'cadence', 'payload', 'per_occurrence'])
    .where('name', '=', `alert-digest:${userId}`)
    .executeTakeFirst();

beforeAll(async () => {
  database = await freshTestDatabase(false);
  db = database.handle.db;
  customer = (
    await db
      .insertInto('customers')
      .values({ name: 'Avisos', legal_name: 'Avisos SA' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const station = async (name: string, time_zone: string) =>
    (
      await db
        .insertInto('gas_stations')
        .values({ customer_id: customer, name, permission: `PL/${name}/EXP/ES/2026`, time_zone })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  alfa = await station('alfa', 'America/Tijuana');
  beta = await station('beta', 'America/Mexico_City');
  owner = await user('Duena');
  follower = await user('Seguidor');
  rule = await insertRule(db, input([alfa, beta]), customer, owner);
}, 120_000);
afterAll(() => database.close());

describe('a subscription', () => {
  it('reads the rule’s channels and the user’s choice, null until they choose', async () => {
    expect(await subscriptionRow(db, viewer(follower, [alfa, beta]), rule, follower)).toEqual({
      id: rule,
      owner_id: owner,
      channels: ['in_app', 'email'],
      chosen: null,
    });
    await saveSubscription(db, rule, follower, ['email']);
    expect(await subscriptionRow(db, viewer(follower, null), rule, follower)).toMatchObject({
      chosen: ['email'],
    });
    // Another user's choice is theirs alone.
    expect(await subscriptionRow(db, viewer(owner, null), rule, owner)).toMatchObject({
      chosen: null,
    });
  });

  it('is not read for a viewer missing a station of the rule, or its kind', async () => {
    expect(await subscriptionRow(db, viewer(follower, [alfa]), rule, follower)).toBeUndefined();
    expect(
      await subscriptionRow(db, viewer(follower, null, ['service_under_goal']), rule, follower),
    ).toBeUndefined();
    expect(await subscriptionRow(db, viewer(follower, null), 999_999, follower)).toBeUndefined();
  });

  it('is saved once per rule and user, rewritten, and forgotten', async () => {
    const other = await insertRule(db, input([alfa]), customer, owner);
    await saveSubscription(db, other, follower, ['email']);
    await saveSubscription(db, other, follower, ['email', 'whatsapp']);
    const rows = await db
      .selectFrom('alert_subscriptions')
      .select(['channels'])
      .where('rule_id', '=', other)
      .where('user_id', '=', follower)
      .execute();
    expect(rows).toEqual([{ channels: ['email', 'whatsapp'] }]);
    // No channel at all is a choice too (following without notices).
    await saveSubscription(db, other, follower, []);
    expect(await subscriptionRow(db, viewer(follower, null), other, follower)).toMatchObject({
      chosen: [],
    });
    await forgetSubscription(db, other, follower);
    expect(await subscriptionRow(db, viewer(follower, null), other, follower)).toMatchObject({
      chosen: null,
    });
    // The other rule's subscription stands.
    expect(await subscriptionRow(db, viewer(follower, null), rule, follower)).toMatchObject({
      chosen: ['email'],
    });
  });
});

describe('notification settings', () => {
  it('are the defaults until saved', async () => {
    expect(await readSettings(db, follower)).toEqual({
      quiet_hours: null,
      digest: false,
      digest_time: '08:00',
    });
    expect(DEFAULT_SETTINGS).toEqual(await readSettings(db, 999_999));
  });

  it('are read back as saved, and saved again over the first', async () => {
    await saveSettings(db, follower, {
      quiet_hours: { start: '22:00', end: '06:30' },
      digest: false,
      digest_time: '07:15',
    });
    expect(await readSettings(db, follower)).toEqual({
      quiet_hours: { start: '22:00', end: '06:30' },
      digest: false,
      digest_time: '07:15',
    });
    await saveSettings(db, follower, { quiet_hours: null, digest: false, digest_time: '09:00' });
    expect(await readSettings(db, follower)).toEqual({
      quiet_hours: null,
      digest: false,
      digest_time: '09:00',
    });
    expect(await digestSchedule(follower)).toBeUndefined();
  });

  it('keep the digest’s schedule in step, in the zone of the user’s first station', async () => {
    const reader = await user('Lectora');
    await db
      .insertInto('user_gas_stations')
      .values([
        { user_id: reader, gas_station_id: beta },
        { user_id: reader, gas_station_id: alfa },
      ])
      .execute();
    await saveSettings(db, reader, { quiet_hours: null, digest: true, digest_time: '07:30' });
    expect(await digestSchedule(reader)).toEqual({
      queue: 'alerts-digest',
      cadence: { daily_at: '07:30', zone: 'America/Tijuana' },
      payload: { userId: reader },
      per_occurrence: true,
    });
    await saveSettings(db, reader, { quiet_hours: null, digest: true, digest_time: '18:00' });
    expect((await digestSchedule(reader))!.cadence).toEqual({
      daily_at: '18:00',
      zone: 'America/Tijuana',
    });
    await saveSettings(db, reader, { quiet_hours: null, digest: false, digest_time: '18:00' });
    expect(await digestSchedule(reader)).toBeUndefined();
    expect((await readSettings(db, reader)).digest).toBe(false);
  });

  it('are refused whole when quiet hours start and end together', async () => {
    // The database's check refuses them: neither the settings nor a digest schedule are kept.
    const careful = await user('Cuidadosa');
    await expect(
      saveSettings(db, careful, {
        quiet_hours: { start: '08:00', end: '08:00' },
        digest: true,
        digest_time: '07:00',
      }),
    ).rejects.toThrow();
    expect(await readSettings(db, careful)).toEqual(DEFAULT_SETTINGS);
    expect(await digestSchedule(careful)).toBeUndefined();
  });
});
