// Migration 0003: the constraints the Management screens and the dashboard rely on.
import { sql } from 'kysely';
import { hashToken } from '@/server/access/tokens';
import { resolveCameraByKey, newCameraKey } from '@/server/access/cameraKeys';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it('keeps one rival per (station, place) with a #RRGGBB colour or none', async () => {
  const { db } = server;
  const [station] = await db.selectFrom('gas_stations').select(['id']).orderBy('id').execute();
  await db
    .insertInto('gas_station_rivals')
    .values({
      gas_station_id: station!.id,
      cre_place_id: 999001,
      permission: 'PL/1/EXP/ES/2015',
      name: 'A',
    })
    .execute();
  await expect(
    db
      .insertInto('gas_station_rivals')
      .values({
        gas_station_id: station!.id,
        cre_place_id: 999001,
        permission: 'PL/1/EXP/ES/2015',
        name: 'B',
      })
      .execute(),
  ).rejects.toThrow();
  await expect(
    db
      .insertInto('gas_station_rivals')
      .values({
        gas_station_id: station!.id,
        cre_place_id: 999002,
        permission: 'X',
        name: 'C',
        color: 'red',
      })
      .execute(),
  ).rejects.toThrow();
});

it('accepts a goal for a week or for a date range, never both or neither, and only known metrics', async () => {
  const { db } = server;
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const base = { customer_id: customer.id, quantity: 90 };
  const countGoals = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from goals`.execute(db)).rows[0]!.n;
  const before = await countGoals();
  await db
    .insertInto('goals')
    .values({ ...base, metric: 'prompt_service', week: '2026-W07' })
    .execute();
  await db
    .insertInto('goals')
    .values({ ...base, metric: 'total_sales', start_date: '2026-01-01', end_date: '2026-01-31' })
    .execute();
  for (const bad of [
    { ...base, metric: 'prompt_service' as const },
    {
      ...base,
      metric: 'prompt_service' as const,
      week: '2026-W07',
      start_date: '2026-01-01',
      end_date: '2026-01-02',
    },
    { ...base, metric: 'prompt_service' as const, week: '2026-W54' },
    {
      ...base,
      metric: 'prompt_service' as const,
      start_date: '2026-02-01',
      end_date: '2026-01-01',
    },
    { ...base, metric: 'nope' as 'prompt_service', week: '2026-W07' },
  ]) {
    await expect(db.insertInto('goals').values(bad).execute()).rejects.toThrow();
  }
  expect(await countGoals()).toBe(before + 2);
});

it('resolves a camera by the hash of its key only', async () => {
  const { db } = server;
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { key, keyHash, keyLast4 } = newCameraKey();
  expect(keyHash).toBe(hashToken(key));
  const { id } = await db
    .insertInto('cameras')
    .values({
      customer_id: customer.id,
      gas_station_id: 1,
      name: 'Bomba 1',
      key_hash: keyHash,
      key_last4: keyLast4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await expect(resolveCameraByKey(db, key)).resolves.toEqual({ id, gasStationId: 1 });
  await expect(resolveCameraByKey(db, `${key}x`)).resolves.toBeNull();
  await expect(resolveCameraByKey(db, keyHash)).resolves.toBeNull();
});

it("drops a station's competitors with the station", async () => {
  const { db } = server;
  const station = await db
    .insertInto('gas_stations')
    .values({ customer_id: 1, name: 'Temporal', permission: 'PL/1/EXP/ES/2020' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('gas_station_rivals')
    .values({ gas_station_id: station.id, cre_place_id: 1, permission: 'P', name: 'R' })
    .execute();
  await db.deleteFrom('gas_stations').where('id', '=', station.id).execute();
  const left = await db
    .selectFrom('gas_station_rivals')
    .select('id')
    .where('gas_station_id', '=', station.id)
    .execute();
  expect(left).toEqual([]);
});

it('reads an ISO-week goal as Monday to Sunday of that week', async () => {
  const { goalsFor } = await import('@/server/modules/serviceMetrics/goalLookup');
  const { db } = server;
  const goal = await db
    .insertInto('goals')
    .values({ customer_id: 2, metric: 'service_time_gas', quantity: 111, week: '2025-W02' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('goal_gas_stations')
    .values({ goal_id: goal.id, gas_station_id: 6 })
    .execute();
  // 2025-W02 is Monday 6 to Sunday 12 January 2025.
  expect((await goalsFor(db, [6], 'service_time_gas', '2025-01-12', '2025-01-12')).get(6)).toBe(
    111,
  );
  expect((await goalsFor(db, [6], 'service_time_gas', '2025-01-06', '2025-01-06')).get(6)).toBe(
    111,
  );
  expect((await goalsFor(db, [6], 'service_time_gas', '2025-01-13', '2025-01-31')).has(6)).toBe(
    false,
  );
  expect((await goalsFor(db, [6], 'service_time_gas', '2025-01-01', '2025-01-05')).has(6)).toBe(
    false,
  );
});
