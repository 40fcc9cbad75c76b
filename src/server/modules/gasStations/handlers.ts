// Gas stations the signed-in user may see.
import { sql } from 'kysely';
import type { GasStationList, ListGasStationsApiArg } from '@/api/generated/gasStations.gen';
import type { HandlerContext } from '../../contract/handlerTypes';
import { foldForSearch, scopeToUser } from './stationScope';

async function listGasStations(
  ctx: HandlerContext<{ query: ListGasStationsApiArg }>,
): Promise<GasStationList> {
  const { db, user, query } = ctx;
  let base = scopeToUser(db.selectFrom('gas_stations'), user);
  const term = query.search ? foldForSearch(query.search) : '';
  if (term) base = base.where((eb) => eb(eb.fn('strpos', ['search_text', eb.val(term)]), '>', 0));
  const [items, count] = await Promise.all([
    base
      .select(['id', 'name', 'permission', 'brand', 'city', 'state', 'address', 'customer_id'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(query.items ?? 1000)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

export const handlers = { listGasStations };
