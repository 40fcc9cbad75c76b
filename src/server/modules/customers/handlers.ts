// Customers (agencies / companies owning stations), for administrators.
import type { CustomerList } from '@/api/generated/customers.gen';
import type { HandlerContext, OperationHandlers } from '../../contract/handlerTypes';
import { listCustomersWithStationCounts } from './customerStore';

async function listCustomers(ctx: HandlerContext): Promise<CustomerList> {
  return listCustomersWithStationCounts(ctx.db);
}

export const handlers = { listCustomers } satisfies OperationHandlers;
