// Customers (agencies / companies owning stations), for administrators.
import type { CustomerList } from '@/api/generated/customers.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { listCustomersWithStationCounts } from './customerStore';

async function listCustomers(ctx: HandlerContext): Promise<CustomerList> {
  const items = (await listCustomersWithStationCounts(ctx.db)).map(
    ({ id, legal_name, name, station_count }) => ({ id, legal_name, name, station_count }),
  );
  return { items, total: items.length };
}

export const handlers = { listCustomers } satisfies OperationHandlers;
