// Restricts a gas_stations query to the stations a user may see: admins all, others the ones
// linked to them in user_gas_stations. Shared by every list that shows stations.
import type { SelectQueryBuilder } from 'kysely';
import type { AuthUser } from '../../contract/handlerTypes';
import type { Database } from '../../db/schema';

export function scopeToUser<O>(
  query: SelectQueryBuilder<Database, 'gas_stations', O>,
  user: AuthUser,
): SelectQueryBuilder<Database, 'gas_stations', O> {
  if (user.isAdmin) return query;
  return query.where('gas_stations.id', 'in', (eb) =>
    eb.selectFrom('user_gas_stations').select('gas_station_id').where('user_id', '=', user.id),
  );
}
