// Links competitors added by a permit the registry did not know (cre_place_id null) to the place
// an import has just brought. Runs inside the import's transaction, so the registry and the
// links change together. A permit shared by several places links to the lowest place id, the
// same choice the price reports make for a station's own permit; a station already following
// that place keeps its unlinked row as it was (the pair must stay unique).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function linkUnregisteredRivals(db: Kysely<Database>): Promise<number> {
  const result = await sql`
    update gas_station_rivals r set cre_place_id = found.place_id
    from (
      select u.id, (
        select cp.place_id from cre_places cp where cp.permit = u.permission
        order by cp.place_id limit 1
      ) as place_id
      from gas_station_rivals u where u.cre_place_id is null
    ) found
    where r.id = found.id and found.place_id is not null
      and not exists (
        select 1 from gas_station_rivals o
        where o.gas_station_id = r.gas_station_id and o.cre_place_id = found.place_id
      )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
