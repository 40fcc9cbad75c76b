// The write lock of a station's raw rows and rollups: every writer of them holds it, so a
// recount never reads another writer's uncommitted rows, and the versions of the days written
// (dayVersions.ts) are bumped by one writer at a time.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** pg_advisory_xact_lock's first key for a station's raw rows and rollups (the second is the station). */
export const STATION_WRITE_LOCK = 7_204_001;

/**
 * Takes the write lock of each station, in id order (two writers never wait on each other in a
 * cycle). The writer then bumps the versions of what it writes (dayVersions.ts): the days it
 * recounts, or the whole station.
 */
export async function lockStations(
  db: Kysely<Database>,
  stationIds: Iterable<number>,
): Promise<void> {
  for (const id of [...new Set(stationIds)].sort((a, b) => a - b)) {
    await sql`select pg_advisory_xact_lock(${STATION_WRITE_LOCK}, ${id})`.execute(db);
  }
}
