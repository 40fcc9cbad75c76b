// The write lock of a station's raw rows and rollups, and the station's data version (migration
// 0026) that every writer bumps under it: the reports' kept answers are kept under that version.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/** pg_advisory_xact_lock's first key for a station's raw rows and rollups (the second is the station). */
export const STATION_WRITE_LOCK = 7_204_001;

/** Bumps the data version (migration 0026) of the stations `ids` selects (a column `id`). */
const versionBump = (ids: RawBuilder<unknown>) => sql`
  insert into station_data_versions as v (gas_station_id, version)
  select id, 1 from (${ids}) bumped
  on conflict (gas_station_id) do update set version = v.version + 1`;

/**
 * Takes the write lock of each station, in id order (two writers never wait on each other in a
 * cycle), and bumps the station's data version in the same statement (migration 0026: the
 * reports' kept answers are kept under it). The lock is taken before the version's row is
 * touched, so the row never makes a writer wait longer than the lock does.
 */
export async function lockStations(
  db: Kysely<Database>,
  stationIds: Iterable<number>,
): Promise<void> {
  for (const id of [...new Set(stationIds)].sort((a, b) => a - b)) {
    await sql`
      with locked as (select pg_advisory_xact_lock(${STATION_WRITE_LOCK}, ${id}))
      ${versionBump(sql`select id from locked, gas_stations where id = ${id}`)}`.execute(db);
  }
}

/**
 * Bumps the data version of stations whose rows a writer changed without holding their lock
 * (a camera's visit that moved to its new station leaves its old one's days): their reports'
 * kept answers are built again.
 */
export async function bumpStationVersions(
  db: Kysely<Database>,
  stationIds: Iterable<number>,
): Promise<void> {
  const ids = [...new Set(stationIds)];
  if (ids.length === 0) return;
  await versionBump(
    sql`select id from gas_stations where id = any(${sql.val(ids)}::int[])`,
  ).execute(db);
}
