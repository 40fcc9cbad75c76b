// The stations a service chart shows: the user's, by name.
import { sql, type Kysely } from 'kysely';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';
import { scopeToUser } from '../gasStations';

export function chartStations(db: Kysely<Database>, user: AuthUser) {
  return scopeToUser(db.selectFrom('gas_stations'), user)
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}
