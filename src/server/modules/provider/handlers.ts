// Provider-level browsing of customers and their stations (x-access level provider: the
// caller's role, checked on the server). A customer's integration token (Settings › Provider
// token) reaches the same operations and sees only its own customer: anything else is 404,
// so a token cannot tell other customers' ids from missing ones.
import type { GasStationDetail, GasStationList } from '@/api/generated/gasStations.gen';
import type { ProviderCustomerList } from '@/api/generated/provider.gen';
import type { ProviderHandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { notFound } from '../../errors';
import { loadStationDetail } from '../gasStations';
import { listCustomersWithStationCounts } from '../customers';
import { customerExists, stationsOfCustomer } from './providerStore';

/** The one customer an integration token may see; null for provider-level users (all). */
const onlyCustomer = (ctx: ProviderHandlerContext) => ctx.integration?.customerId ?? null;

async function listProviderCustomers(
  ctx: ProviderHandlerContext<{ query: { search?: string } }>,
): Promise<ProviderCustomerList> {
  const items = await listCustomersWithStationCounts(ctx.db, {
    onlyCustomer: onlyCustomer(ctx),
    search: ctx.query.search,
  });
  return { items, total: items.length };
}

async function listProviderCustomerStations(
  ctx: ProviderHandlerContext<{ params: { id: number } }>,
): Promise<GasStationList> {
  const only = onlyCustomer(ctx);
  if (!(await customerExists(ctx.db, ctx.params.id)) || (only !== null && ctx.params.id !== only)) {
    throw notFound('Cliente no encontrado');
  }
  const items = await stationsOfCustomer(ctx.db, ctx.params.id);
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
