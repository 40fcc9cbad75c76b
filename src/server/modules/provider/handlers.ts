// Provider-level browsing of customers and their stations (x-access level provider: the
// caller's role, checked on the server). A customer's integration token (Settings › Provider
// token) reaches the same operations and sees only its own customer: anything else is 404,
// so a token cannot tell other customers' ids from missing ones.
import { sql } from 'kysely';
import type { GasStationDetail, GasStationList } from '@/api/generated/gasStations.gen';
import type { ProviderCustomerList } from '@/api/generated/provider.gen';
import type { ProviderHandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import { containsFolded } from '../../db/search';
import { loadStationDetail } from '../gasStations';

/** The one customer an integration token may see; null for provider-level users (all). */
const onlyCustomer = (ctx: ProviderHandlerContext) => ctx.integration?.customerId ?? null;

async function listProviderCustomers(
  ctx: ProviderHandlerContext<{ query: { search?: string } }>,
): Promise<ProviderCustomerList> {
  let query = ctx.db
    .selectFrom('customers as c')
    .leftJoin('gas_stations as g', 'g.customer_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.legal_name',
      'c.rfc',
      'c.city',
      'c.state',
      eb.fn.count<number>('g.id').as('station_count'),
    ])
    .groupBy(['c.id', 'c.name', 'c.legal_name', 'c.rfc', 'c.city', 'c.state']);
  const only = onlyCustomer(ctx);
  if (only !== null) query = query.where('c.id', '=', only);
  const matches = containsFolded(sql`c.name || ' ' || c.legal_name`, ctx.query.search);
  if (matches) query = query.where(matches);
  const rows = await query
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute();
  const items = rows.map((r) => ({ ...r, station_count: Number(r.station_count) }));
  return { items, total: items.length };
}

async function listProviderCustomerStations(
  ctx: ProviderHandlerContext<{ params: { id: number } }>,
): Promise<GasStationList> {
  const only = onlyCustomer(ctx);
  const customer = await ctx.db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', ctx.params.id)
    .executeTakeFirst();
  if (!customer || (only !== null && customer.id !== only)) {
    throw notFound('Cliente no encontrado');
  }
  const items = await ctx.db
    .selectFrom('gas_stations')
    .select(['id', 'name', 'permission', 'brand', 'city', 'state', 'address', 'customer_id'])
    .where('customer_id', '=', customer.id)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return { items, total: items.length };
}

async function getProviderStation(
  ctx: ProviderHandlerContext<{ params: { id: number } }>,
): Promise<GasStationDetail> {
  const only = onlyCustomer(ctx);
  const station = await loadStationDetail(ctx.db, ctx.params.id);
  if (!station || (only !== null && station.customer.id !== only)) {
    throw notFound('Gasolinera no encontrada');
  }
  return station;
}

export const handlers = {
  listProviderCustomers,
  listProviderCustomerStations,
  getProviderStation,
} satisfies OperationHandlers;
