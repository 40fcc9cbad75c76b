// Seeds a PGlite data folder for `npm run bench:lists`: the demo plus 20,000 stations
// (10 customers, real Mexican municipalities), 5,000 users (each reaching three stations of
// their customer), 2,000 contacts, 500 cameras and 1,000 goals, deterministic, in one
// transaction.
import path from 'node:path';
import { sql } from 'kysely';
import { hashToken } from '../../src/server/access/tokens';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { loadDemo } from '../../src/server/demo/loadDemo';
import { hashPassword } from '../../src/server/modules/auth';
import { listStates } from '../../src/server/modules/states';

export const STATIONS = 20_000;
export const USERS = 5_000;
const CUSTOMERS = 10;
export const PASSWORD = 'Bench#2026!';

const FIRST = [
  'Ana',
  'Luis',
  'María',
  'José',
  'Lucía',
  'Jorge',
  'Sofía',
  'Diego',
  'Elena',
  'Raúl',
  'Paola',
  'Óscar',
];
const LAST = [
  'García',
  'Hernández',
  'López',
  'Martínez',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Núñez',
];
const states = listStates();
const BRANDS = ['Pemex', 'G500', 'Oxxo Gas', 'BP', 'Shell', 'Mobil', 'Repsol', 'Total'];

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function batches<T>(items: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function seed(dataDir: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
  const next = random(20260201);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  try {
    await migrateToLatest(handle.db);
    await loadDemo(handle.db);
    const passwordHash = await hashPassword(PASSWORD);
    await handle.db.transaction().execute(async (trx) => {
      const customers = await trx
        .insertInto('customers')
        .values(
          Array.from({ length: CUSTOMERS }, (_, i) => ({
            legal_name: `Grupo Bench ${i + 1} S.A. de C.V.`,
            name: `Grupo Bench ${i + 1}`,
          })),
        )
        .returning('id')
        .execute();
      const stationRows = Array.from({ length: STATIONS }, (_, i) => {
        const state = pick(states);
        const city = pick(state.cities);
        return {
          customer_id: customers[i % CUSTOMERS]!.id,
          name: `${pick(BRANDS)} ${city} ${i + 1}`,
          brand: pick(BRANDS),
          permission: `PL/${200000 + i}/EXP/ES/2019`,
          address: `Carretera ${Math.floor(next() * 400)} km ${Math.floor(next() * 90)}`,
          city,
          state: state.name,
          latitude: 15 + next() * 17,
          longitude: -117 + next() * 30,
          bombs: 2 + Math.floor(next() * 14),
        };
      });
      const stationIds: number[] = [];
      for (const batch of batches(stationRows)) {
        const rows = await trx.insertInto('gas_stations').values(batch).returning('id').execute();
        stationIds.push(...rows.map((r) => r.id));
      }
      const userRows = Array.from({ length: USERS }, (_, i) => {
        const name = `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
        return {
          email: `usuario${i + 1}@bench.surtidor.mx`,
          username: `usuario${i + 1}`,
          name,
          password_hash: passwordHash,
          user_role_id: i % 4 === 0 ? 2 : 3,
          customer_id: customers[i % CUSTOMERS]!.id,
        };
      });
      const userIds: number[] = [];
      for (const batch of batches(userRows)) {
        const rows = await trx.insertInto('users').values(batch).returning('id').execute();
        userIds.push(...rows.map((r) => r.id));
      }
      // Each user reaches three stations of their own customer.
      const links = userIds.flatMap((userId, i) =>
        [0, 1, 2].map((k) => ({
          user_id: userId,
          gas_station_id:
            stationIds[(i % CUSTOMERS) + CUSTOMERS * ((i * 3 + k) % (STATIONS / CUSTOMERS))]!,
        })),
      );
      for (const batch of batches(links))
        await trx
          .insertInto('user_gas_stations')
          .values(batch)
          .onConflict((oc) => oc.doNothing())
          .execute();
      for (const batch of batches(
        userIds.map((user_id) => ({ user_id, dashboard: true, settings: true })),
      )) {
        await trx.insertInto('user_permissions').values(batch).execute();
      }
      const contacts = Array.from({ length: 2000 }, (_, i) => ({
        customer_id: customers[i % CUSTOMERS]!.id,
        name: `${pick(FIRST)} ${pick(LAST)}`,
        email: `contacto${i + 1}@bench.surtidor.mx`,
        telephone: String(4490000000 + i),
      }));
      for (const batch of batches(contacts))
        await trx.insertInto('contacts').values(batch).execute();
      const cameras = Array.from({ length: 500 }, (_, i) => ({
        customer_id: customers[i % CUSTOMERS]!.id,
        gas_station_id: stationIds[i]!,
        name: `Cámara isla ${i + 1}`,
        serial: `SN-${100000 + i}`,
        key_hash: hashToken(`bench-camera-${i}`),
        key_last4: String(1000 + i),
      }));
      await trx.insertInto('cameras').values(cameras).execute();
      const goals = Array.from({ length: 1000 }, (_, i) => ({
        customer_id: customers[i % CUSTOMERS]!.id,
        metric: pick(['total_sales', 'immeadiacy', 'prompt_service', 'cash_sales'] as const),
        quantity: Math.round(next() * 1000),
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      }));
      await trx.insertInto('goals').values(goals).execute();
    });
    // What autovacuum would have done on PostgreSQL after a bulk load.
    await sql`analyze`.execute(handle.db);
  } finally {
    await handle.close();
  }
}
